import { z } from 'zod';
import { ofKind } from './field-kinds';
import { loadDesignationCodes, loadDesignationSchema } from './load-codes';
import { loadStatusSchema } from './load-status';
import { id, isCalendarDateTime, isoDate, isoDateTime, nullableId } from './scalars';

/** The calendar's views (spec README: `viewMode` month, week or day). */
export const calendarViewModes = ['month', 'week', 'day'] as const;
export const calendarViewModeSchema = z.enum(calendarViewModes);
export type CalendarViewMode = z.infer<typeof calendarViewModeSchema>;

/** A month view shows six weeks; one call never spans more. */
export const calendarMaxDays = 42;
/** The most loads one day may list in one answer (a day's "+N more" asks for the rest). */
export const calendarMaxPerDay = 500;

const dayNumber = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / 86_400_000;
};
/** Whole days from `from` to `to`, both included (plain calendar arithmetic; the contract has no date library). */
export const calendarSpanDays = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'Must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const designationList = z
  .string()
  .max(200)
  .regex(/^\d+(,\d+)*$/, 'Must be designation codes separated by commas')
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine(
    (codes) => codes.every((c) => (loadDesignationCodes as readonly number[]).includes(c)),
    'Unknown load designation',
  );

/**
 * GET getCalendarItems: a window of days (both included, business time zone), optional designation codes
 * (comma separated), current loads only, and how many loads each day lists at most.
 */
export const calendarQuerySchema = z
  .strictObject({
    from: isoDate,
    to: isoDate,
    designation: designationList.optional(),
    currentOnly: flag.optional(),
    perDay: z.coerce
      .number({ message: 'Must be a whole number' })
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(calendarMaxPerDay, `Must be at most ${calendarMaxPerDay}`)
      .optional(),
  })
  .superRefine((q, ctx) => {
    // A bad date is already named by its own field.
    if (!isCalendarDateTime(q.from) || !isCalendarDateTime(q.to)) return;
    const span = calendarSpanDays(q.from, q.to);
    if (span < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
    else if (span > calendarMaxDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${calendarMaxDays} days from from` });
  });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;
/** What the browser sends: the query's text form. */
export interface CalendarQueryInput {
  from: string;
  to: string;
  designation?: readonly number[];
  currentOnly?: boolean;
  perDay?: number;
}

/** One load on one day: what a calendar entry shows (load #, carrier, stop count, status colour). */
export const calendarLoadSchema = z.object({
  loadId: id,
  refLoadStatusId: loadStatusSchema,
  refLoadDesignationId: loadDesignationSchema.nullable(),
  carrierId: nullableId,
  carrierName: ofKind('name', z.string().nullable()),
  stopCount: z.number().int().min(0),
  /** The earliest placement touching this day: a stop window's From, or the estimated ship date. */
  start: isoDateTime,
  /** The latest end of those placements (a window's To). */
  end: isoDateTime,
  /** True when a stop window placed it here; false when only the estimated ship date did. */
  byStopWindow: z.boolean(),
});
export type CalendarLoad = z.infer<typeof calendarLoadSchema>;

export const calendarDaySchema = z.object({
  date: isoDate,
  /** Every load on this day that the filters keep; `loads` lists the first `perDay` by start time. */
  total: z.number().int().min(0),
  loads: z.array(calendarLoadSchema),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** The answer: the days of the window that hold a load, in order. */
export const calendarResponseSchema = z.object({
  from: isoDate,
  to: isoDate,
  timeZone: z.string(),
  days: z.array(calendarDaySchema),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;
