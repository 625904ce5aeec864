/** Spec 2 §8 placeholders: a date that cannot be read, and one before 1970. */
export const invalidDateText = 'Invalid Date';
export const beforeEpochText = '--';

const pad2 = (n: number) => String(n).padStart(2, '0');

const parts = (iso: string | null | undefined) => {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return invalidDateText;
  if (d.getTime() < 0) return beforeEpochText;
  const hours = d.getHours();
  return {
    month: d.getMonth() + 1,
    day: d.getDate(),
    year: d.getFullYear(),
    hour: hours % 12 || 12,
    minute: pad2(d.getMinutes()),
    pm: hours >= 12,
  };
};

/** A note's date in the person's zone, 'M/DD/YYYY @ h:mma' (spec 2 §9): '1/05/2026 @ 3:07pm'. */
export function formatNoteDate(iso: string | null | undefined): string {
  const p = parts(iso);
  if (p === null || typeof p === 'string') return p ?? '';
  return `${p.month}/${pad2(p.day)}/${p.year} @ ${p.hour}:${p.minute}${p.pm ? 'pm' : 'am'}`;
}

/** A change log entry's date in the person's zone, 'M/D/YYYY @ h:mm A' (spec 2 §9): '1/5/2026 @ 3:07 PM'. */
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
