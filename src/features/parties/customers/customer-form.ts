import { CustomerStatus } from '#contract/customer-status';
import { unitedStatesCountryId } from '#contract/geography';
import { customerFormSchema, type OrderCustomer } from '#contract/order-customer';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { answered } from '../../../app/answered';
import type { Services } from '../../../app/services';

/** The customer form's rules and messages: the contract's (spec 2 §5). */
export const customerSchema = customerFormSchema;

/** A new customer: Good Standing (spec 2 §4: a customer created from the list always is), in the US. */
export const newCustomerValues = (): FormValues => ({
  orderCustomerName: '',
  address1: '',
  address2: null,
  city: '',
  zipCode: '',
  status: CustomerStatus.GoodStanding,
  refCountryStateId: null,
  refCountryId: unitedStatesCountryId,
  note: null,
  isActive: true,
});

/** A customer as the form holds it: the fields it edits and the stale-write token. */
export const toCustomerValues = (c: OrderCustomer): FormValues => ({
  orderCustomerId: c.orderCustomerId,
  orderCustomerName: c.orderCustomerName,
  address1: c.address1 ?? '',
  address2: c.address2,
  city: c.city ?? '',
  zipCode: c.zipCode ?? '',
  status: c.status,
  refCountryStateId: c.refCountryStateId,
  refCountryId: c.refCountryId,
  note: c.note ?? null,
  isActive: c.isActive,
  dateModified: c.dateModified,
});

/** The form's fields as the server takes them (it refuses unknown keys). */
const customerFields = (values: FormValues) => {
  const { dateModified: _d, orderCustomerId: _id, ...fields } = values;
  return customerSchema.parse(fields);
};

export const loadCustomer = async (services: Services, id: number, signal: AbortSignal) =>
  toCustomerValues(answered(await services.orderCustomersApi.getItemById(id, signal)));

export const createCustomer = async (services: Services, values: FormValues, signal: AbortSignal) =>
  toCustomerValues(answered(await services.orderCustomersApi.create(customerFields(values), signal)));

/**
 * Saves the customer with the version it was read at (409 when someone saved first). A customer identity
 * never sees the status (spec 2 §6), so `withStatus` false leaves it out and the server keeps it.
 */
export async function updateCustomer(
  services: Services,
  id: number,
  values: FormValues,
  { withStatus }: { withStatus: boolean },
  signal: AbortSignal,
): Promise<FormValues> {
  const { status, ...fields } = customerFields(values);
  const saved = await services.orderCustomersApi.update(
    {
      ...fields,
      ...(withStatus ? { status } : {}),
      orderCustomerId: id,
      dateModified: String(values.dateModified),
    },
    signal,
  );
  return toCustomerValues(answered(saved));
}
