import { z } from 'zod';
import { ofKind } from './field-kinds';
import { countryIdSchema, stateIdSchema } from './geography';
import { boundedAmount, countField, id, isoDate, isoDateTime, nullableText, plainString } from './scalars';
import { requiredText } from './validation-messages';

/**
 * Carrier of spec 2 §3. The spec names `status` without values, so it stays a plain number; `isActive`
 * is what setCarrierEnabled switches. Counts and the primary contact are derived (read-only).
 */
export const carrierSchema = z.object({
  carrierId: id,
  name: ofKind('name', plainString().max(200)),
  status: z.number().int().nullable().optional(),
  insuranceExempt: z.boolean().default(false),
  insuranceProvider: ofKind('name', nullableText(200)),
  insuranceProviderContact: ofKind('name', nullableText(200)),
  insuranceCargoCoverage: ofKind('money', boundedAmount({ min: 0 }).nullable()),
  insuranceExpirationDate: isoDate.nullable(),
  address: ofKind('address', nullableText(200)),
  address2: ofKind('address', nullableText(200)),
  city: ofKind('address', nullableText(100)),
  refCountryStateId: stateIdSchema.nullable(),
  refCountryId: countryIdSchema.nullable(),
  zipCode: ofKind('address', nullableText(20)),
  note: ofKind('freeText', nullableText(4000)),
  usDotNumber: nullableText(20),
  mcNumber: nullableText(20),
  isActive: z.boolean().default(true),
  operatingZonesIds: z.array(id).max(100).default([]),
  /** Derived: not exempt and the expiration date has passed (shown as a warning, decision 040). */
  insuranceExpired: z.boolean().optional(),
  contactsCount: countField,
  primaryContactName: ofKind('name', plainString().nullable().optional()),
  primaryContactPhone: ofKind('phone', plainString().nullable().optional()),
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
  description: ofKind('freeText', plainString().nullable().optional()),
  disabled: z.boolean().optional(),
  /** Ours: the carrier's insurance has expired, so the load carrier picker warns (decision 040). */
  insuranceExpired: z.boolean().optional(),
});
export type CarrierResultItem = z.infer<typeof carrierResultItemSchema>;

/** The warning of a carrier whose insurance has expired (ours: the spec names the fields, not the text). */
export const insuranceExpiredText = 'Insurance expired';

/** Carrier form messages. The spec quotes none for carriers; these are ours (decision 040). */
export const carrierFormMessages = {
  name: 'Carrier name is required',
  usDotNumber: 'A US DOT number is 1 to 8 digits',
  mcNumber: 'An MC number is 1 to 8 digits, optionally after MC',
  insuranceCargoCoverage: 'Cargo coverage must be between 0 and 999,999,999',
} as const;
const M = carrierFormMessages;

/** Optional text of a form: blank is allowed (the server stores it as null). */
const optionalText = (max: number) => plainString().trim().max(max).nullish();

/**
 * The carrier form (Details tab and create). US DOT numbers are up to 8 digits; MC numbers up to 8 digits,
 * written with or without the MC prefix. Case is spelled out (OpenAPI patterns carry no flags).
 * `isActive` is set when created only; afterwards the Enabled switch (setCarrierEnabled) changes it.
 */
export const carrierFormSchema = z.object({
  carrierId: id.optional(),
  name: ofKind('name', requiredText(200, M.name)),
  status: z.number().int().min(0).max(1000).nullish(),
  insuranceExempt: z.boolean().default(false),
  insuranceProvider: ofKind('name', optionalText(200)),
  insuranceProviderContact: ofKind('name', optionalText(200)),
  insuranceCargoCoverage: ofKind(
    'money',
    boundedAmount({ min: 0, max: 999_999_999, message: M.insuranceCargoCoverage }).nullish(),
  ),
  insuranceExpirationDate: isoDate.nullish(),
  address: ofKind('address', optionalText(200)),
  address2: ofKind('address', optionalText(200)),
  city: ofKind('address', optionalText(100)),
  refCountryStateId: stateIdSchema.nullish(),
  refCountryId: countryIdSchema.nullish(),
  zipCode: ofKind('address', optionalText(20)),
  note: ofKind('freeText', optionalText(4000)),
  usDotNumber: plainString()
    .trim()
    .regex(/^(?:\d{1,8})?$/, M.usDotNumber)
    .nullish(),
  mcNumber: plainString()
    .trim()
    .regex(/^(?:(?:[Mm][Cc][- ]?)?\d{1,8})?$/, M.mcNumber)
    .nullish(),
  operatingZonesIds: z.array(stateIdSchema).max(100).default([]),
  isActive: z.boolean().default(true),
});
export type CarrierForm = z.infer<typeof carrierFormSchema>;
export type CarrierFormInput = z.input<typeof carrierFormSchema>;

/** PUT {id}: the form and the dateModified it was read with (409 stale_write when someone saved first). */
export const carrierUpdateSchema = carrierFormSchema.extend({ dateModified: isoDateTime });
export type CarrierUpdateInput = z.input<typeof carrierUpdateSchema>;
