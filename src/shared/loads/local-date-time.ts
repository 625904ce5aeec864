import { wallClockInZone } from '#domain/business-day';
import { businessZone } from '../format/business-zone';
import { isDay } from '#domain/business-day';
import { formatDate as formatDayOrMoment, formatMoment, momentParts } from '../format/moments';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A value as a native date(-time) input holds it, on the business's wall clock (docs/decisions/054), not
 * the browser's: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'. A day (`YYYY-MM-DD`) is its own date, at midnight.
 */
export function toLocalInput(iso: string | null | undefined, dateOnly = false): string {
  if (!iso) return '';
  if (isDay(iso)) return dateOnly ? iso : `${iso}T00:00`;
  const p = momentParts(iso);
  if (typeof p === 'string') return '';
  const day = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  return dateOnly ? day : `${day}T${pad(p.hours)}:${pad(p.minutes)}`;
}

/**
 * A native input's text back to an ISO instant, read on the business's wall clock; a date alone is its
 * midnight. Empty or unreadable text is null.
 */
export function fromLocalInput(text: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}))?/.exec(text);
  if (!m) return null;
  const [, day, h = '0', mi = '0'] = m;
  const date = wallClockInZone(day!, Number(h) * 60 + Number(mi), businessZone());
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The day of a value, `YYYY-MM-DD`: a day as it is, a moment's day in the business's zone. What All Day
 * sends for the estimated ship date (the server makes it that day's midnight in the business's zone).
 */
export function allDayOf(iso: string | null | undefined): string | null {
  if (!iso) return null;
  return toLocalInput(iso, true) || null;
}

/** MM/DD/YYYY h:mm A (spec 2 §9), in the business's zone; '' for none. */
export const formatDateTime = (iso: string | null | undefined): string => formatMoment(iso);

/** MM/DD/YYYY (spec 2 §9): a day as written, a moment's day in the business's zone; '' for none. */
export const formatDate = (iso: string | null | undefined): string => formatDayOrMoment(iso);
