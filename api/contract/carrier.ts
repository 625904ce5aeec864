import { z } from 'zod';
import { countryIdSchema, stateIdSchema } from './geography';
import { countField, id, isoDateTime, nullableText, plainString } from './scalars';

/**
 * Carrier of spec 2 §3. The spec names `status` without values, so it stays a plain number; `isActive`
 * is what setCarrierEnabled switches. Counts and the primary contact are derived (read-only).
 */
export const carrierSchema = z.object({
  carrierId: id,
  name: plainString().max(200),
  status: z.number().int().nullable().optional(),
  insuranceExempt: z.boolean().default(false),
  insuranceProvider: nullableText(200),
  insuranceProviderContact: nullableText(200),
  insuranceCargoCoverage: z.number().min(0).nullable(),
  insuranceExpirationDate: isoDateTime.nullable(),
  address: nullableText(200),
  address2: nullableText(200),
  city: nullableText(100),
  refCountryStateId: stateIdSchema.nullable(),
  refCountryId: countryIdSchema.nullable(),
  zipCode: nullableText(20),
  note: nullableText(4000),
  usDotNumber: nullableText(20),
  mcNumber: nullableText(20),
  isActive: z.boolean().default(true),
  operatingZonesIds: z.array(id).max(100).default([]),
  contactsCount: countField,
  primaryContactName: plainString().nullable().optional(),
  primaryContactPhone: plainString().nullable().optional(),
  dateAdded: isoDateTime.optional(),
  dateModified: isoDateTime.optional(),
});
export type Carrier = z.infer<typeof carrierSchema>;

/** A row of the Carriers list: the carrier with its state code. */
export const carrierListItemSchema = carrierSchema.extend({ stateCode: plainString().nullable().optional() });
export type CarrierListItem = z.infer<typeof carrierListItemSchema>;

/** Carrier result item for pickers (POST getResultItems); `value` is the carrierId. */
export const carrierResultItemSchema = z.object({
  label: plainString(),
  value: id,
  checked: z.boolean().optional(),
  isActive: z.boolean(),
  group: plainString().nullable().optional(),
  description: plainString().nullable().optional(),
  disabled: z.boolean().optional(),
});
export type CarrierResultItem = z.infer<typeof carrierResultItemSchema>;

/** Text shown in red when a load has no carrier (spec 2 §8). */
export const noCarrierLabel = 'No Carrier';
