import { formatUsDate } from '../../shell/us-date';

/**
 * An ISO date-time as the spec's US date with a 12-hour time in the browser's zone, MM/DD/YYYY h:mm AM
 * (spec 1 §9); before 1970 '--', missing ''.
 */
export function formatUsDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  if (when.getFullYear() < 1970) return '--';
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = formatUsDate(`${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`);
  const hours = when.getHours() % 12 || 12;
  return `${day} ${hours}:${pad(when.getMinutes())} ${when.getHours() < 12 ? 'AM' : 'PM'}`;
}
