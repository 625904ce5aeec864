import { z } from '@hono/zod-openapi';
import { OrderStatus } from '#contract/order-status';
import { blankOrderStaffFields } from '#domain/blank-records';
import {
  customerLockedOrderFields,
  customerOrderFormSchema,
  customerOrderUpdateSchema,
  normalizeRevenue,
  orderFormSchema,
  orderUpdateSchema,
  type OrderForm,
} from '#contract/order-form';
import { forbidden, invalidFields } from '../http/errors';
import { fieldMessages } from '../http/validation';

/** The order as the routes take it, whoever sent it: customer bodies are filled from the login and the row. */
export type OrderValues = OrderForm & { dateModified?: string };

function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw invalidFields(fieldMessages(result.error));
  return result.data;
}

const sameValue = (sent: unknown, allowed: unknown): boolean => {
  if (sent === allowed) return true;
  if (allowed instanceof Date)
    return typeof sent === 'string' && new Date(sent).getTime() === allowed.getTime();
  if (typeof allowed === 'number' && typeof sent === 'number') return Math.abs(allowed - sent) < 0.005;
  return false;
};

export const customerRefusalText = (fields: readonly string[]) =>
  `A customer login cannot set ${fields.join(', ')} on an order.`;

/**
 * Spec 2 §6: a customer login sends none of the fields it may not set. A field sent empty (null or false), or with the
 * value it already has (`allowed`: the stored row, or a new order's defaults), is not a change and passes;
 * any other value is refused with 403 naming the fields (decision 036).
 */
export function refuseCustomerLockedFields(raw: unknown, allowed: Readonly<Record<string, unknown>>): void {
  if (!raw || typeof raw !== 'object') return;
  const body = raw as Record<string, unknown>;
  const sent = customerLockedOrderFields.filter(
    (field) =>
      body[field] !== undefined &&
      body[field] !== null &&
      // A client's schema fills the hidden booleans with false: that is not a change either.
      body[field] !== false &&
      !sameValue(body[field], allowed[field]),
  );
  if (sent.length) throw forbidden(customerRefusalText(sent));
}

/** A new order's values from staff (spec 2 §5), revenue rounded to cents. */
export function staffCreateValues(raw: unknown): OrderValues {
  return withRevenue(parse(orderFormSchema, raw));
}

/** A save from staff: the form and the dateModified it was read with. */
export function staffUpdateValues(raw: unknown): OrderValues & { orderId: number; dateModified: string } {
  return withRevenue(parse(orderUpdateSchema, raw));
}

/** What a customer's new order is besides what it typed: Intake, its own customer, no staff fields. */
export const customerNewOrderDefaults = {
  refOrderStatusId: OrderStatus.Intake,
  isPicked: false,
  ignoreStatusUpdates: false,
} as const;

/** A customer's new order: its form, then its own customer and the new order's defaults. */
export function customerCreateValues(raw: unknown, orderCustomerId: number): OrderValues {
  refuseCustomerLockedFields(raw, { ...customerNewOrderDefaults, orderCustomerId });
  const form = parse(customerOrderFormSchema, raw);
  return {
    ...form,
    ...customerNewOrderDefaults,
    orderCustomerId,
    // A customer cannot choose a type (spec 2 §6): the order waits in Intake for the team to set one.
    refOrderTypeId: null as unknown as OrderForm['refOrderTypeId'],
    ...blankOrderStaffFields,
  };
}

/** A customer's save: its form over the stored row's staff fields, which it may not change. */
export function customerUpdateValues(
  raw: unknown,
  stored: Readonly<Record<string, unknown>>,
): OrderValues & { orderId: number; dateModified: string } {
  refuseCustomerLockedFields(raw, stored);
  const form = parse(customerOrderUpdateSchema, raw);
  const keep = Object.fromEntries(customerLockedOrderFields.map((f) => [f, stored[f]]));
  const dates = ['dateShipBy', 'datePicked'] as const;
  for (const d of dates) keep[d] = stored[d] ?? null;
  return { ...(keep as Partial<OrderValues>), ...form } as OrderValues & {
    orderId: number;
    dateModified: string;
  };
}

function withRevenue<T extends { revenue?: number | null }>(values: T): T {
  return values.revenue == null ? values : { ...values, revenue: normalizeRevenue(values.revenue) };
}

/** A form as a client sends it (fields with defaults may be left out), in the document's JSON Schema. */
function sentForm(form: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(form, { io: 'input', unrepresentable: 'any' });
  return schema;
}

/**
 * The order body as the OpenAPI document shows it: staff send the order form, a customer login its own
 * (spec 2 §6). Which form applies depends on the caller, so the route lets any object through and the handler
 * parses it with the caller's form above, whose messages the spec quotes; the document names both forms.
 */
const orderBodySchema = (staffForm: z.ZodType, customerForm: z.ZodType) =>
  z.looseObject({}).openapi({ anyOf: [sentForm(staffForm), sentForm(customerForm)] });

export const orderCreateBodySchema = orderBodySchema(orderFormSchema, customerOrderFormSchema);
export const orderUpdateBodySchema = orderBodySchema(orderUpdateSchema, customerOrderUpdateSchema);
