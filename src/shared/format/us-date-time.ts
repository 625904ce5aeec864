import { formatListDate } from '../business-lists/list-format';

/** An instant in the person's zone, 'MM/DD/YYYY h:mm A' (spec 2 §9); '' for none, '--' before 1970. */
export function formatUsDateTime(iso: string | null | undefined): string {
  const day = formatListDate(iso);
  if (!iso || day === '' || day === '--' || day === 'Invalid Date') return day;
  const moment = new Date(iso);
  const hours = moment.getHours();
  const minutes = String(moment.getMinutes()).padStart(2, '0');
  return `${day} ${hours % 12 || 12}:${minutes} ${hours >= 12 ? 'PM' : 'AM'}`;
}
