import { dayInZone } from '#domain/business-day';
import type { Rng } from './prng';

const minuteMs = 60_000;
export const dayMs = 86_400_000;

export const startOfUtcDay = (d: Date): Date =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
export const addDays = (d: Date, days: number): Date => new Date(d.getTime() + days * dayMs);
export const addMinutes = (d: Date, minutes: number): Date => new Date(d.getTime() + minutes * minuteMs);
export const latest = (...dates: (Date | null | undefined)[]): Date =>
  new Date(Math.max(...dates.filter((d): d is Date => d instanceof Date).map((d) => d.getTime())));

/** A moment in business hours, 8:00 to 17:00 Pacific (15:00 to 24:00 UTC), on the day of `day`. */
export const atWorkHour = (day: Date, rng: Rng): Date =>
  addMinutes(startOfUtcDay(day), 15 * 60 + rng.int(0, 9 * 60 - 1));

/** `days` days before or after `d`, in business hours. */
export const workDayFrom = (d: Date, days: number, rng: Rng): Date => atWorkHour(addDays(d, days), rng);

/** The seed's business zone: the default of BUSINESS_TIME_ZONE, in which the seeded work hours fall. */
export const seedTimeZone = 'America/Los_Angeles';

/** A moment's business day, `YYYY-MM-DD`: what a date-only column keeps (docs/decisions/054). */
export const dayOf = (d: Date): string => dayInZone(d, seedTimeZone);
