import { momentParts } from '../format/moments';

/** Spec 2 §8 placeholders: a date that cannot be read, and one before 1970. */
export { beforeEpochText, invalidDateText } from '../format/moments';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A moment on the business's wall clock (decision 054); null for none, a placeholder when unreadable. */
const parts = (iso: string | null | undefined) => {
  if (!iso) return null;
  const p = momentParts(iso);
  if (typeof p === 'string') return p;
  return {
    month: p.month,
    day: p.day,
    year: p.year,
    hour: p.hours % 12 || 12,
    minute: pad2(p.minutes),
    pm: p.hours >= 12,
  };
};

/** A note's date in the business's zone, 'M/DD/YYYY @ h:mma' (spec 2 §9): '1/05/2026 @ 3:07pm'. */
export function formatNoteDate(iso: string | null | undefined): string {
  const p = parts(iso);
  if (p === null || typeof p === 'string') return p ?? '';
  return `${p.month}/${pad2(p.day)}/${p.year} @ ${p.hour}:${p.minute}${p.pm ? 'pm' : 'am'}`;
}

/** A change log entry's date in the business's zone, 'M/D/YYYY @ h:mm A' (spec 2 §9): '1/5/2026 @ 3:07 PM'. */
export function formatChangelogDate(iso: string | null | undefined): string {
  const p = parts(iso);
  if (p === null || typeof p === 'string') return p ?? '';
  return `${p.month}/${p.day}/${p.year} @ ${p.hour}:${p.minute} ${p.pm ? 'PM' : 'AM'}`;
}

/** A file's size for a person: '812 B', '2.0 KB', '3.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
