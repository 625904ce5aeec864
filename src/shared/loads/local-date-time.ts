const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a native date(-time) input holds it, in the person's zone: 'YYYY-MM-DDTHH:mm'. */
export function toLocalInput(iso: string | null | undefined, dateOnly = false): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return dateOnly ? day : `${day}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A native input's text back to an ISO instant; a date alone is local midnight (spec 2 §5: All Day sets the
 * estimated ship time to midnight of that date). Empty or unreadable text is null.
 */
export function fromLocalInput(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0'] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Midnight (local) of the instant's day: what All Day makes of the estimated ship date. */
export function localMidnight(iso: string | null | undefined): string | null {
  return iso ? fromLocalInput(toLocalInput(iso, true)) : null;
}

/** MM/DD/YYYY h:mm A (spec 2 §9), in the person's zone; '' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'Invalid Date';
  if (d.getTime() < 0) return '--';
  const h = d.getHours();
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${h % 12 || 12}:${pad(d.getMinutes())} ${h >= 12 ? 'PM' : 'AM'}`;
}

/** MM/DD/YYYY (spec 2 §9), in the person's zone; '' for none. */
export function formatDate(iso: string | null | undefined): string {
  return formatDateTime(iso).split(' ')[0] ?? '';
}
