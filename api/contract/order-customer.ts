import { z } from 'zod';
import { ofKind } from './field-kinds';
import { CustomerStatus, customerStatusCodes, customerStatusSchema } from './customer-status';
import { countryIdSchema, stateIdSchema } from './geography';
import { noteSchema } from './note';
import { countField, id, isoDateTime, nullableId, nullableText, plainString } from './scalars';
import { userSummarySchema } from './user-summary';
import { requiredText } from './validation-messages';

/** Order customer of spec 2 §3. Counts, primary contact and state name are derived (read-only). */
export const orderCustomerSchema = z.object({
  orderCustomerId: id,
  orderCustomerName: ofKind('name', plainString().max(200)),
  status: customerStatusSchema.default(CustomerStatus.GoodStanding),
  address1: ofKind('address', nullableText(200)),
  address2: ofKind('address', nullableText(200)),
  city: ofKind('address', nullableText(100)),
  zipCode: ofKind('address', nullableText(20)),
  refCountryStateId: stateIdSchema.nullable(),
  refCountryId: countryIdSchema.nullable(),
  stateName: plainString().nullable().optional(),
  /** The customer's standing remark (one text); `notes` are its customer notes. A customer login is not sent it. */
  note: ofKind('freeText', nullableText(4000).optional()),
  notes: z.array(noteSchema).optional(),
  isActive: z.boolean().default(true),
  dateAdded: isoDateTime,
  dateModified: isoDateTime,
  dateLastAssigned: isoDateTime.nullable(),
  /** Who added and last changed it: not sent to a customer login unless that was itself (decision 067). */
  addedByUserId: nullableId.optional(),
  modifiedByUserId: nullableId.optional(),
  addedByUser: userSummarySchema.nullable().optional(),
  modifiedByUser: userSummarySchema.nullable().optional(),
  primaryContactName: ofKind('name', plainString().nullable().optional()),
  primaryContactPhone: ofKind('phone', plainString().nullable().optional()),
  contactsCount: countField,
  locationsCount: countField,
  notesCount: countField,
  /** A short summary line the server composes for headers; the spec does not show its shape. */
  overview: ofKind('freeText', plainString().nullable().optional()),
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

/** Customer form messages, quoted from spec 2 §5. */
export const customerFormMessages = {
  name: 'Customer name is required',
  address: 'Address is required',
  city: 'City is required',
  zip: 'Zip is required',
  status: 'Status is required',
} as const;
const M = customerFormMessages;

/** The customer form (spec 2 §5): status is required and 0 (Good Standing) counts; state is optional. */
export const customerFormSchema = z.object({
  orderCustomerId: id.optional(),
  orderCustomerName: ofKind('name', requiredText(200, M.name)),
  address1: ofKind('address', requiredText(200, M.address)),
  address2: ofKind('address', nullableText(200).optional()),
  city: ofKind('address', requiredText(100, M.city)),
  zipCode: ofKind('address', requiredText(20, M.zip)),
  status: z.literal(customerStatusCodes, { error: M.status }),
  refCountryStateId: stateIdSchema.nullish(),
  refCountryId: countryIdSchema.nullish(),
  note: ofKind('freeText', nullableText(4000).optional()),
  isActive: z.boolean().default(true),
});
export type CustomerForm = z.infer<typeof customerFormSchema>;
export type CustomerFormInput = z.input<typeof customerFormSchema>;

/**
 * PUT {id}: the form and the dateModified it was read with (409 stale_write). Status may be left out by a
 * customer login, which never sees it (spec 2 §6); staff must send it ('Status is required').
 */
export const customerUpdateSchema = customerFormSchema.extend({
  status: z.literal(customerStatusCodes, { error: M.status }).optional(),
  dateModified: isoDateTime,
});
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;

/** POST: the form; the status is optional and ignored, since a new customer is always Good Standing (spec 2 §4). */
export const customerCreateSchema = customerFormSchema.extend({
  status: z.literal(customerStatusCodes, { error: M.status }).optional(),
});
export type CustomerCreateInput = z.input<typeof customerCreateSchema>;
