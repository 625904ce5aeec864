import type { SignInResult } from '#contract/identity';
import { newOrderDefaults } from '#contract/order';
import { blankOrderStaffFields } from '#domain/blank-records';
import { customerLockedOrderFields, customerOrderFormSchema, orderFormSchema } from '#contract/order-form';
import type { FormValues } from '#machines/edit-form/edit-form.values';

/** Who fills the order form: staff get every field, a customer login the reduced form of spec 2 §6. */
export type OrderFormVariant = 'staff' | 'customer';

export const orderFormVariantOf = (auth: SignInResult | null): OrderFormVariant =>
  auth?.userIdentityCurrent?.identityType === 'customer' ? 'customer' : 'staff';

/** The rules of the variant, from the one zod schema the server checks too (its messages are the spec's). */
export const orderFormSchemaFor = (variant: OrderFormVariant) =>
  variant === 'customer' ? customerOrderFormSchema : orderFormSchema;

/**
 * A new order's values (spec 2 §4): Intake, no type yet, twelve-pack cases, not picked. A customer login
 * starts without the fields it may not send (spec 2 §6); its customer is its own, filled by the server.
 */
export function newOrderValues(variant: OrderFormVariant): FormValues {
  const blank = {
    orderCustomerId: null,
    sourceLocationId: null,
    destinationLocationId: null,
    producerName: null,
    quantity: null,
    poNumber: null,
    dateNeededBy: null,
    dateReadyBy: null,
    special: null,
  };
  if (variant === 'customer') {
    const { orderCustomerId: _, ...own } = blank;
    return { ...own, unitType: newOrderDefaults.unitType, initialCustomerNoteOnAddingOrder: null };
  }
  return {
    ...newOrderDefaults,
    ...blank,
    ...blankOrderStaffFields,
  };
}

const formFieldNames = new Set(Object.keys(orderFormSchema.shape));

/**
 * The body of a create or update: the form's fields only (display fields stay home), what the variant may
 * send, and the `dateModified` of the version the person edited so the server can refuse a stale write.
 */
export function orderRequestBody(variant: OrderFormVariant, values: FormValues, pristine: FormValues) {
  const hidden = new Set<string>(variant === 'customer' ? customerLockedOrderFields : []);
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (formFieldNames.has(field) && !hidden.has(field) && value !== undefined) body[field] = value;
  }
  if (pristine.dateModified) body.dateModified = pristine.dateModified;
  return body;
}
