import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatRevenue } from './order-format';

describe('formatOrderDate', () => {
  it('shows MM/DD/YYYY in local time, blank for none', () => {
    expect(formatOrderDate(new Date(2025, 8, 4, 23, 30).toISOString())).toBe('09/04/2025');
    expect(formatOrderDate(new Date(2026, 0, 1, 0, 5).toISOString())).toBe('01/01/2026');
    expect(formatOrderDate(null)).toBe('');
    expect(formatOrderDate(undefined)).toBe('');
  });

  it("says 'Invalid Date' for what cannot be read and '--' before 1970", () => {
    expect(formatOrderDate('soon')).toBe('Invalid Date');
    expect(formatOrderDate(new Date(1969, 11, 31, 12).toISOString())).toBe('--');
  });

  it('keeps the local calendar day of any date from 1970 on', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1970, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        (d) => {
          const [month, day, year] = formatOrderDate(d.toISOString()).split('/').map(Number);
          expect([year, month, day]).toEqual([d.getFullYear(), d.getMonth() + 1, d.getDate()]);
        },
      ),
    );
  });
});

describe('formatRevenue', () => {
  it('shows US dollars, blank when 0', () => {
    expect(formatRevenue(1234.5)).toBe('$1,234.50');
    expect(formatRevenue(0)).toBe('');
    expect(formatRevenue(null)).toBe('');
  });
});
