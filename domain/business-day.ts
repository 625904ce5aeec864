/**
 * Days and the business's zone (docs/decisions/054). A day (`YYYY-MM-DD`) names the same day everywhere; a
 * moment becomes a day only in a named zone, the business's (BUSINESS_TIME_ZONE), never the reader's own.
 * Intl only, so the server and the browser run the same arithmetic without a date library.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment's wall clock in a zone, as the zone's two-digit parts (hours 00–23). */
export function wallClockParts(moment: Date, timeZone: string) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const p of format.formatToParts(moment)) part[p.type] = p.value;
  return part as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** Whether a value is a day, `YYYY-MM-DD`, rather than a moment. */
export const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value);

/** The day a moment falls on in a zone, `YYYY-MM-DD`. */
export function dayInZone(moment: Date, timeZone: string): string {
  const p = wallClockParts(moment, timeZone);
  return `${p.year.padStart(4, '0')}-${p.month}-${p.day}`;
}

/** How far the zone's wall clock is ahead of UTC at a moment, in milliseconds. */
function offsetAt(moment: Date, timeZone: string): number {
  const p = wallClockParts(moment, timeZone);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - Math.floor(moment.getTime() / 1000) * 1000;
}

/**
 * The moment a zone's wall clock reads `minutes` past midnight of a day. Two passes settle the offset on
 * either side of a daylight-saving change; a wall time the change skips lands an hour on.
 */
export function wallClockInZone(day: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!) + minutes * 60_000;
  const first = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(first), timeZone));
}

/** Midnight of a day in a zone: what All Day makes of a load's estimated ship date. */
export const startOfDayInZone = (day: string, timeZone: string): Date => wallClockInZone(day, 0, timeZone);
