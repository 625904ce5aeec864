/**
 * An ISO date (YYYY-MM-DD, optionally followed by a time) as the spec's US date MM/DD/YYYY (spec 1 §9);
 * dates before 1970-01-01 show '--'. Anything unreadable is returned as it came.
 */
export function formatUsDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  if (Number(year) < 1970) return '--';
  return `${month}/${day}/${year}`;
}
