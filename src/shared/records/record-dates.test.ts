import { describe, expect, it } from 'vitest';
import { formatChangelogDate, formatFileSize, formatNoteDate } from './record-dates';

// Times in the business's zone (America/Los_Angeles, PST in January), whatever the test's own zone.
const local = (y: number, m: number, d: number, h: number, min: number) =>
  new Date(Date.UTC(y, m - 1, d, h + 8, min)).toISOString();

describe('record dates', () => {
  it('formats a note date as M/DD/YYYY @ h:mma', () => {
    expect(formatNoteDate(local(2026, 1, 5, 15, 7))).toBe('1/05/2026 @ 3:07pm');
    expect(formatNoteDate(local(2026, 11, 25, 0, 30))).toBe('11/25/2026 @ 12:30am');
  });

  it('formats a change log date as M/D/YYYY @ h:mm A', () => {
    expect(formatChangelogDate(local(2026, 1, 5, 15, 7))).toBe('1/5/2026 @ 3:07 PM');
    expect(formatChangelogDate(local(2026, 1, 5, 12, 0))).toBe('1/5/2026 @ 12:00 PM');
  });

  it('shows the placeholders for no date, a bad one and one before 1970', () => {
    expect(formatNoteDate(null)).toBe('');
    expect(formatNoteDate('nope')).toBe('Invalid Date');
    expect(formatChangelogDate('1969-06-01T00:00:00Z')).toBe('--');
  });

  it('formats sizes', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
  });
});
