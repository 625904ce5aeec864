const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const two = (n: number) => String(n).padStart(2, '0');

/**
 * An order's date as MM/DD/YYYY in the person's time zone (spec 2 §9); blank when there is none,
 * 'Invalid Date' when unreadable, '--' before 1970-01-01 (spec 2 §8).
 */
export function formatOrderDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  if (date.getFullYear() < 1970) return '--';
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()}`;
}

/** US dollars, blank when 0 or missing (spec 2 §9). */
export function formatRevenue(value: number | null | undefined): string {
  return value ? usd.format(value) : '';
}
