import { z } from 'zod';

/** ISO 8601 date or date-time as JSON carries it (`2025-09-04`, `2025-09-04T13:05:00Z`, offsets allowed). */
const isoPattern = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Dates travel as ISO strings; parsing them into dates is the reader's job (one clock, one formatter). */
export const isoDateTime = z.string().max(40).regex(isoPattern, 'Invalid Date');
/** A calendar date without time, `YYYY-MM-DD`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid Date');

/** The spec's "default epoch" for dateAdded and dateModified of a new record. */
export const epochIso = '1970-01-01T00:00:00.000Z';

/** Database ids; 0 marks a record not yet saved (e.g. `systemUserRequestId` 0 for new). */
export const id = z.number().int().min(0).max(2_147_483_647);
export const nullableId = id.nullable();

/** Free text with a ceiling, so no field takes unbounded input. */
export const text = (max = 255) => z.string().max(max);
export const nullableText = (max = 255) => text(max).nullable();

/** Money and amounts as plain numbers (US dollars); rounding is the form's job. */
export const amount = z.number().finite();

/** A required date-time with the form's own message for a missing value. */
export const requiredIsoDateTime = (message: string) =>
  z.string({ error: message }).min(1, message).max(40).regex(isoPattern, 'Invalid Date');

/** Bodies that are a list of ids (deleteBulk, groupOrders, ungroupOrders, cancelLoads). */
export const idListSchema = z.array(id).min(1).max(1000);

/** Phone as typed through the mask `+1 (###) ###-#### ext. ###`; empty allowed. */
export const phoneText = z
  .string()
  .trim()
  .max(40)
  .regex(/^[\d\s()+.-]*(?:(?:ext\.?|x)\s*\d{0,6})?$/i, 'Please enter a valid phone number');

/** Counts the server derives for display. */
export const countField = z.number().int().min(0).optional();

/** What every deleteBulk answers: how many rows went. */
export const deleteBulkResultSchema = z.object({ deleted: z.number().int().min(0) });
