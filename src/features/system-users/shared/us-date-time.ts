import { formatMoment, invalidDateText } from '../../../shared/format/moments';

/**
 * An ISO date-time as the spec's US date with a 12-hour time in the business's zone, MM/DD/YYYY h:mm AM
 * (spec 1 §9, decision 054); before 1970 '--', missing '', unreadable as it came.
 */
export function formatUsDateTime(iso: string | null | undefined): string {
  const text = formatMoment(iso);
  return text === invalidDateText ? (iso ?? '') : text;
}
