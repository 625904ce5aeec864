import { describe, expect, it } from 'vitest';
import { formatUsDate } from './us-date';

describe('formatUsDate', () => {
  it('writes ISO dates as MM/DD/YYYY', () => {
    expect(formatUsDate('2025-09-04')).toBe('09/04/2025');
    expect(formatUsDate('1970-01-01T10:00:00Z')).toBe('01/01/1970');
  });

  it("shows '--' before 1970 and returns unreadable text unchanged", () => {
    expect(formatUsDate('1969-12-31')).toBe('--');
    expect(formatUsDate('soon')).toBe('soon');
  });
});
