import { z } from 'zod';
import {
  controlCharacterMessage,
  hasControlCharacter,
  isWellFormedText,
  malformedTextMessage,
} from './plain-text';

/**
 * Every string of the contract starts here, so no text field can carry what the database cannot store
 * (a field message and a 400, never a 500 from the insert). Use it instead of `z.string()`.
 */
export const plainString = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((v) => !hasControlCharacter(v), controlCharacterMessage)
    .refine(isWellFormedText, malformedTextMessage);

/** ISO 8601 date or date-time as JSON carries it (`2025-09-04`, `2025-09-04T13:05:00Z`, offsets allowed). */
const isoPattern = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const isoParts =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?[^Z+-]*(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;

/**
 * Does an ISO text that has the right shape name a real moment? Month 13, day 0, February 30, hour 24 and
 * year 0 pass the pattern but not the database (a 500 from the query), so they are refused up front.
 * Plain calendar arithmetic, so the contract stays free of a date library.
 */
export function isCalendarDateTime(value: string): boolean {
  const m = isoParts.exec(value);
  if (!m) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0, zoneHour = 0, zoneMinute = 0] = m
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (year === 0 || month! < 1 || month! > 12 || day! < 1) return false;
  if (day! > new Date(Date.UTC(year!, month!, 0)).getUTCDate()) return false;
  return hour! <= 23 && minute! <= 59 && second! <= 59 && zoneHour! <= 14 && zoneMinute! <= 59;
}

/** Dates travel as ISO strings; parsing them into dates is the reader's job (one clock, one formatter). */
export const isoDateTime = plainString()
  .max(40)
  .regex(isoPattern, 'Invalid Date')
  .refine(isCalendarDateTime, 'Invalid Date');
/**
 * A calendar date without time, `YYYY-MM-DD`: a day, not a moment (docs/decisions/054). It names the same day
 * in every time zone, so no reader may turn it into an instant to show it.
 */
export const isoDate = plainString()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid Date')
  .refine(isCalendarDateTime, 'Invalid Date');

/** The spec's "default epoch" for dateAdded and dateModified of a new record. */
export const epochIso = '1970-01-01T00:00:00.000Z';

/** Database ids; 0 marks a record not yet saved (e.g. `systemUserRequestId` 0 for new). */
export const id = z.number().int().min(0).max(2_147_483_647);
export const nullableId = id.nullable();

/**
 * A row id as a path or query string carries it: digits only, so `+1`, `0x1`, `1e0`, ` 1` and `01` are not
 * row 1 (Number() would read each as 1, issue #27). A 400 naming the parameter, never a guess.
 */
export const idTextMessage = 'Must be a record id: digits only';
export const idText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, idTextMessage)
  .transform(Number)
  .pipe(id.min(1, idTextMessage))
  // Described by what it names, a positive 32-bit row id, as the document said before (decision 070's tools).
  .meta({ type: 'integer', minimum: 1, maximum: 2_147_483_647, example: 1 });

/** Free text with a ceiling, so no field takes unbounded input. */
export const text = (max = 255) => plainString().max(max);
export const nullableText = (max = 255) => text(max).nullable();

export const minValueMessage = (n: number): string => `Min value ${n}`;
export const maxValueMessage = (n: number): string => `Max value ${n}`;

/**
 * The largest value a `numeric(precision, scale)` column holds: numeric(12, 2) holds 9999999999.99, and
 * anything that rounds to 10^10 overflows (a 500 from the insert before issue #27).
 */
export const numericColumnLimit = (precision: number, scale: number): number =>
  Number(`${'9'.repeat(precision - scale)}.${'9'.repeat(scale)}`);
/** The money columns (api/server/db/schema/business-columns.ts `money`): numeric(12, 2). */
export const moneyColumnLimit = numericColumnLimit(12, 2);

/**
 * Every amount of the contract: a finite number within what its column holds, or within a tighter limit
 * the spec gives (999999 for revenue), each bound with its message (`message` for a field's own sentence).
 */
export const boundedAmount = ({
  min = -moneyColumnLimit,
  max = moneyColumnLimit,
  message,
  minMessage = message ?? minValueMessage(min),
  maxMessage = message ?? maxValueMessage(max),
}: { min?: number; max?: number; message?: string; minMessage?: string; maxMessage?: string } = {}) =>
  z
    .number(message ? { error: message } : undefined)
    .finite(message)
    .min(min, minMessage)
    .max(max, maxMessage);

/** Money and amounts as plain numbers (US dollars) that fit a money column; rounding is the form's job. */
export const amount = boundedAmount();

/** A required date-time with the form's own message for a missing value. */
export const requiredIsoDateTime = (message: string) =>
  plainString({ error: message })
    .min(1, message)
    .max(40)
    .regex(isoPattern, 'Invalid Date')
    .refine(isCalendarDateTime, 'Invalid Date');

/** A required day (`YYYY-MM-DD`) with the form's own message for a missing value. */
export const requiredIsoDate = (message: string) =>
  plainString({ error: message })
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid Date')
    .refine(isCalendarDateTime, 'Invalid Date');

/** Bodies that are a list of ids (deleteBulk, groupOrders, ungroupOrders, cancelLoads). */
export const idListSchema = z.array(id).min(1).max(1000);

/** Phone as typed through the mask `+1 (###) ###-#### ext. ###`; empty allowed. */
export const phoneText = plainString()
  .trim()
  .max(40)
  // Case spelled out rather than the `i` flag: OpenAPI patterns carry no flags, and the document must match.
  .regex(/^[\d\s()+.-]*(?:(?:[Ee][Xx][Tt]\.?|[Xx])\s*\d{0,6})?$/, 'Please enter a valid phone number');

/** Counts the server derives for display. */
export const countField = z.number().int().min(0).optional();

/** What every deleteBulk answers: how many rows went. */
export const deleteBulkResultSchema = z.object({ deleted: z.number().int().min(0) });
