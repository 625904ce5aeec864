import { isDay, wallClockParts } from '#domain/business-day';
import { businessZone } from './business-zone';

/**
 * The two rules for showing dates (docs/decisions/054). A day (`YYYY-MM-DD`) is shown as written, never
 * through a zone: `formatDay`. A moment (an ISO date-time) is shown in the business's zone, whatever the
 * browser's: `momentParts`, and the formatters built on it. Spec 2 §8: before 1970 '--', unreadable
 * 'Invalid Date', none ''.
 */
export const invalidDateText = 'Invalid Date';
export const beforeEpochText = '--';

const bareDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day, `YYYY-MM-DD`, as MM/DD/YYYY (spec 2 §9): the same day in every zone. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const m = bareDay.exec(day.slice(0, 10));
  if (!m) return invalidDateText;
  if (Number(m[1]) < 1970) return beforeEpochText;
  return `${m[2]}/${m[3]}/${m[1]}`;
}

export interface MomentParts {
  year: number;
  month: number;
  day: number;
  /** 0–23. */
  hours: number;
  minutes: number;
}

/** A moment's wall clock in the business's zone; a placeholder text when it has none to show. */
export function momentParts(iso: string | null | undefined, timeZone = businessZone()): MomentParts | string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return invalidDateText;
  if (d.getTime() < 0) return beforeEpochText;
  const p = wallClockParts(d, timeZone);
  return { year: +p.year, month: +p.month, day: +p.day, hours: +p.hour, minutes: +p.minute };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A moment's business day, `YYYY-MM-DD`; '' for none or unreadable. */
export function momentDay(iso: string | null | undefined, timeZone = businessZone()): string {
  const p = momentParts(iso, timeZone);
  return typeof p === 'string' ? '' : `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** A moment as MM/DD/YYYY in the business's zone. */
export function formatMomentDay(iso: string | null | undefined): string {
  const p = momentParts(iso);
  return typeof p === 'string' ? p : `${pad2(p.month)}/${pad2(p.day)}/${p.year}`;
}

const clock = (p: MomentParts) => `${p.hours % 12 || 12}:${pad2(p.minutes)} ${p.hours >= 12 ? 'PM' : 'AM'}`;

/** A moment as MM/DD/YYYY h:mm A in the business's zone (spec 2 §9). */
export function formatMoment(iso: string | null | undefined): string {
  const p = momentParts(iso);
  if (typeof p === 'string') return p;
  return `${pad2(p.month)}/${pad2(p.day)}/${p.year} ${clock(p)}`;
}

/** A moment's time of day, h:mm A, in the business's zone. */
export function formatMomentTime(iso: string | null | undefined): string {
  const p = momentParts(iso);
  return typeof p === 'string' ? p : clock(p);
}

/** A date as a list, CSV or expanded row shows it: a day as written, a moment's business day. */
export const formatDate = (value: string | null | undefined): string =>
  !value ? '' : isDay(value) ? formatDay(value) : formatMomentDay(value);
