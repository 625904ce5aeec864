import { z } from 'zod';
import { ofKind } from './field-kinds';
import { orderTypeCodes, UnitType, unitTypeSchema } from './order-codes';
import { OrderStatus, orderStatusSchema } from './order-status';
import {
  boundedAmount,
  id,
  isoDate,
  isoDateTime,
  nullableId,
  nullableText,
  plainString,
  requiredIsoDate,
} from './scalars';
import { requiredText, validationMessages } from './validation-messages';

/**
 * Order form messages, quoted from spec 2 §5. The spec words both location hints for a group; an order on a
 * load has its own sentences (issue #24). Which hint a field shows is `orderLocationLocks` (domain).
 */
export const orderFormMessages = {
  type: 'Type is required!',
  customer: 'Customer is required',
  location: 'A location is required',
  producer: 'Producer is required',
  quantityMin: 'Quantity must be at least 0',
  quantityMax: 'Quantity must be less than 1,000,000',
  poNumber: 'PO# is required',
  revenueMax: 'This seems like a lot of money for one order...',
  neededBy: 'Needed By is required',
  sourceInGroup: 'Cannot change source when order is in a group.',
  destinationInGroup: 'Cannot change destination when order is in a group.',
  sourceOnLoad: 'Cannot change source when order is on a load.',
  destinationOnLoad: 'Cannot change destination when order is on a load.',
} as const;
const M = orderFormMessages;

/** Quantity, miles and revenue ceiling (spec 2 §9). */
export const amountLimit = 999_999;

const requiredRef = (message: string) =>
  z.number({ error: message }).int().min(1, message).max(2_147_483_647);

/**
 * The order form (spec 2 §5), for the client form and as the base of the server's order routes, which
 * refine it with what needs the database (an order on a load keeps its source, in a group its destination).
 * The customer-view role sends a subset; the server fills the rest from the customer login.
 */
export const orderFormSchema = z.object({
  orderId: id.optional(),
  refOrderStatusId: orderStatusSchema.default(OrderStatus.Intake),
  refOrderTypeId: z.literal(orderTypeCodes, { error: M.type }),
  orderCustomerId: requiredRef(M.customer),
  sourceLocationId: requiredRef(M.location),
  destinationLocationId: requiredRef(M.location),
  producerName: ofKind('name', requiredText(200, M.producer)),
  quantity: z
    .number({ error: validationMessages.required })
    .int(validationMessages.integer)
    .min(0, M.quantityMin)
    .max(amountLimit, M.quantityMax),
  unitType: unitTypeSchema.default(UnitType.TwelvePackCase),
  poNumber: requiredText(100, M.poNumber),
  bol: nullableText(100).optional(),
  cons: ofKind('name', nullableText(200).optional()),
  special: ofKind('freeText', nullableText(2000).optional()),
  revenue: ofKind('money', boundedAmount({ min: 0, max: amountLimit, maxMessage: M.revenueMax }).nullish()),
  dateNeededBy: requiredIsoDate(M.neededBy),
  dateReadyBy: isoDate.nullish(),
  dateShipBy: isoDate.nullish(),
  dateEstimatedShipBy: isoDate.nullish(),
  isPicked: z.boolean().default(false),
  datePicked: isoDate.nullish(),
  pickedByUserId: nullableId.optional(),
  ignoreStatusUpdates: z.boolean().default(false),
  orderGroupId: nullableId.optional(),
  initialCustomerNoteOnAddingOrder: ofKind('freeText', plainString().trim().max(10_000).nullish()),
});
export type OrderForm = z.infer<typeof orderFormSchema>;
export type OrderFormInput = z.input<typeof orderFormSchema>;

/** Revenue as the form keeps it: non-numeric becomes 0, rounded to cents (spec 2 §5). */
export const normalizeRevenue = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? '').replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
};

/** Quantity input: digits only, at most six (spec 2 §5). */
export const quantityInputPattern = /^\d{0,6}$/;

/**
 * Spec 2 §6: what a customer login neither sets nor (for the staff-only ones) receives on an order: status
 * and type, the customer (its own), BOL, revenue, consignee, Ship By, the Picked fields, Disable Auto
 * Status and the group. The server answers 403 naming the fields when a customer sends one with a value
 * (a value equal to the stored one, or to a new order's default, is not a change and passes).
 */
export const customerLockedOrderFields = [
  'refOrderStatusId',
  'refOrderTypeId',
  'orderCustomerId',
  'bol',
  'revenue',
  'cons',
  'dateShipBy',
  'isPicked',
  'datePicked',
  'pickedByUserId',
  'ignoreStatusUpdates',
  'orderGroupId',
] as const satisfies readonly (keyof OrderForm)[];

/** The order form of a customer login (spec 2 §6): no type, status, customer or staff fields; has Special and the Add Note field. */
export const customerOrderFormSchema = orderFormSchema.omit({
  refOrderStatusId: true,
  refOrderTypeId: true,
  orderCustomerId: true,
  bol: true,
  revenue: true,
  cons: true,
  dateShipBy: true,
  isPicked: true,
  datePicked: true,
  pickedByUserId: true,
  ignoreStatusUpdates: true,
  orderGroupId: true,
});
export type CustomerOrderForm = z.infer<typeof customerOrderFormSchema>;

/** PUT api/Orders/{id}: the form and the dateModified it was read with (409 stale_write when someone saved first). */
export const orderUpdateSchema = orderFormSchema.extend({ orderId: id, dateModified: isoDateTime });
export type OrderUpdateInput = z.input<typeof orderUpdateSchema>;
/** A customer login's PUT. */
export const customerOrderUpdateSchema = customerOrderFormSchema.extend({
  orderId: id,
  dateModified: isoDateTime,
});
