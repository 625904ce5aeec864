import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatListDate, formatQuantity, formatUsd, stateLabel, streetAddress } from './list-format';

describe('formatListDate', () => {
  it('shows an instant as the local day, MM/DD/YYYY', () => {
    const noonLocal = new Date(2025, 8, 4, 12, 0).toISOString();
    expect(formatListDate(noonLocal)).toBe('09/04/2025');
  });

  it("shows '--' before 1970, 'Invalid Date' for unreadable text, nothing for no date", () => {
    expect(formatListDate(new Date(1969, 5, 1, 12).toISOString())).toBe('--');
    expect(formatListDate('soon')).toBe('Invalid Date');
    expect(formatListDate(null)).toBe('');
  });

  it('always writes a real day of the instant, whatever the instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1970, 0, 2), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (d) => {
          const [month, day, year] = formatListDate(d.toISOString()).split('/').map(Number);
          expect(new Date(year!, month! - 1, day!).toDateString()).toBe(d.toDateString());
        },
      ),
    );
  });
});

describe('formatUsd', () => {
  it('writes dollars and leaves 0 and nothing blank', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('');
    expect(formatUsd(null)).toBe('');
  });
});

describe('streetAddress and stateLabel', () => {
  it('joins the address lines that are there', () => {
    expect(streetAddress('1 Vine St', 'Suite 2')).toBe('1 Vine St, Suite 2');
    expect(streetAddress('1 Vine St', '  ')).toBe('1 Vine St');
    expect(streetAddress(null, null)).toBe('');
  });

  it('names a state by its id, AL 0 to MP 55', () => {
    expect(stateLabel(0)).toBe('Alabama');
    expect(stateLabel(55)).toBe('Northern Mariana Islands');
    expect(stateLabel(null)).toBe('');
    expect(stateLabel(99)).toBe('');
  });
});

describe('formatQuantity', () => {
  it('writes thousands separators and at most two decimals', () => {
    expect(formatQuantity(2614.238)).toBe('2,614.24');
    expect(formatQuantity(863)).toBe('863');
    expect(formatQuantity(0)).toBe('0');
    expect(formatQuantity(null)).toBe('');
  });
});
