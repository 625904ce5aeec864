import { describe, expect, it } from 'vitest';
import { formatUsDateTime } from './us-date-time';

describe('formatUsDateTime', () => {
  it('shows MM/DD/YYYY with a 12-hour time', () => {
    const local = (y: number, m: number, d: number, h: number, min: number) =>
      new Date(y, m - 1, d, h, min).toISOString();
    expect(formatUsDateTime(local(2025, 9, 4, 14, 5))).toBe('09/04/2025 2:05 PM');
    expect(formatUsDateTime(local(2025, 1, 31, 0, 30))).toBe('01/31/2025 12:30 AM');
    expect(formatUsDateTime(local(2025, 1, 31, 12, 0))).toBe('01/31/2025 12:00 PM');
  });

  it('shows -- before 1970 and nothing for no date', () => {
    expect(formatUsDateTime('1969-06-01T12:00:00.000Z')).toBe('--');
    expect(formatUsDateTime(null)).toBe('');
    expect(formatUsDateTime(undefined)).toBe('');
  });
});
