import { FilterOperator, type FilterOperatorCode } from '#contract/filter-codes';

const dayMs = 86_400_000;

export const startOfUtcDay = (date: Date) => new Date(Math.floor(date.getTime() / dayMs) * dayMs);
export const addUtcDays = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);

/** The same instant `months` calendar months earlier (UTC); a day the month lacks clamps to its last. */
export function monthsBefore(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const result = new Date(date);
  result.setUTCFullYear(y, m, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** A half-open or closed window of instants: `from <= x` and `x <= to` (or `x < to` when `toExclusive`). */
export interface DateWindow {
  from: Date;
  to: Date;
  toExclusive: boolean;
}

/**
 * The windows of the relative date operators, measured back from the server's clock: PastWeek 7 days,
 * PastMonth one calendar month, PastYear twelve, each up to now; ThisYear is the current UTC year.
 * By day (DateOnly) the window widens to whole UTC days, today included.
 */
export function relativeWindow(operator: FilterOperatorCode, now: Date, byDay: boolean): DateWindow {
  if (operator === FilterOperator.ThisYear) {
    const year = now.getUTCFullYear();
    return {
      from: new Date(Date.UTC(year, 0, 1)),
      to: new Date(Date.UTC(year + 1, 0, 1)),
      toExclusive: true,
    };
  }
  const from =
    operator === FilterOperator.PastWeek
      ? addUtcDays(now, -7)
      : monthsBefore(now, operator === FilterOperator.PastMonth ? 1 : 12);
  return byDay
    ? { from: startOfUtcDay(from), to: addUtcDays(startOfUtcDay(now), 1), toExclusive: true }
    : { from, to: now, toExclusive: false };
}
