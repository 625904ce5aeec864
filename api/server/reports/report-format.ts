import { Temporal } from 'temporal-polyfill';
import type { Cell, ReportColumn } from './report-model';

/** The business this portal belongs to, as its reports and the sign-in footer name it. */
export const companyName = 'Northwest Distribution Services';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
/** Intl's formatters, one pair per zone: building one is slow, using it is fast (10,000 rows a report). */
const formattersOf = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = {
      day: new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }),
    };
    formatters.set(timeZone, f);
  }
  return f;
};

/** A calendar day in the business's time zone, US style (spec: dates use US formats): 05/01/2025. */
export const usDate = (date: Date, timeZone: string): string => formattersOf(timeZone).day.format(date);

export const usDateTime = (date: Date, timeZone: string): string =>
  `${usDate(date, timeZone)} ${formattersOf(timeZone).time.format(date)}`;

/** The business day (YYYY-MM-DD) an instant falls on. */
export const businessDay = (date: Date, timeZone: string): string =>
  Temporal.Instant.fromEpochMilliseconds(date.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();

/** A day, `YYYY-MM-DD`, as MM/DD/YYYY: no zone, it is the same day everywhere. */
export const usDay = (day: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : day;
};

/** A cell as the PDF prints it. */
export function cellText(value: Cell, kind: ReportColumn['kind'], timeZone: string): string {
  if (value === null || value === '') return '';
  if (kind === 'day' && typeof value === 'string') return usDay(value);
  if (value instanceof Date)
    return kind === 'dateTime' ? usDateTime(value, timeZone) : usDate(value, timeZone);
  if (typeof value === 'number') {
    if (kind === 'money') return money.format(value);
    if (kind === 'decimal') return decimal.format(value);
    return integer.format(value);
  }
  return value;
}

/** "05/01/2025 to 05/31/2025": the window's last day is the day before its exclusive end. */
export function windowText(start: Date, endExclusive: Date, timeZone: string): string {
  return `${usDate(start, timeZone)} to ${usDate(new Date(endExclusive.getTime() - 1), timeZone)}`;
}
