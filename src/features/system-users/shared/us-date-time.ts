import { localIsoDay } from '#machines/list-query/list-dates';
import { formatUsDate } from '../../../shared/format/us-date';

/**
 * An ISO date-time as the spec's US date with a 12-hour time in the browser's zone, MM/DD/YYYY h:mm AM
 * (spec 1 §9); before 1970 '--', missing ''.
 */
export function formatUsDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  if (when.getFullYear() < 1970) return '--';
  const hours = when.getHours() % 12 || 12;
  const minutes = String(when.getMinutes()).padStart(2, '0');
  return `${formatUsDate(localIsoDay(when))} ${hours}:${minutes} ${when.getHours() < 12 ? 'AM' : 'PM'}`;
}
