import { neutralise } from '#domain/spreadsheet-cell';

/** CSV for spreadsheets (RFC 4180): every value quoted, quotes doubled, CRLF between records. */

/** A value as the text of its cell. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return neutralise(typeof value === 'string' ? value : JSON.stringify(value));
}

export const quote = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/** Records of values as CSV text, ending with a line break. */
export const toCsv = (records: readonly (readonly unknown[])[]): string =>
  records.map((r) => r.map((v) => quote(cellText(v))).join(',')).join('\r\n') +
  (records.length ? '\r\n' : '');

/** The first character of the file: Excel reads the file as UTF-8 only with it. */
export const byteOrderMark = '\uFEFF';

/** Reads CSV text back into records (quoted or bare fields, CRLF or LF); the BOM is skipped. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.startsWith(byteOrderMark) ? 1 : 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\n' || (ch === '\r' && text[i + 1] === '\n')) {
      if (ch === '\r') i++;
      endField();
      records.push(record);
      record = [];
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}

/** 'Orders_2025-09-04.csv': the title with underscores, an underscore, the day (as report downloads are named). */
export const csvFileName = (title: string, day: string): string => {
  const name = title
    .trim()
    .replace(/[\\/:*?"<>|]+/g, '')
    .replace(/\s+/g, '_');
  return `${name || 'export'}_${day}.csv`;
};
