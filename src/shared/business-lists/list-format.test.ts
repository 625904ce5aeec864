import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayInZone } from '#domain/business-day';
import { stateLabel } from '../format/state-label';
import { formatListDate, formatQuantity, formatUsd, streetAddress } from './list-format';

describe('formatListDate', () => {
  it('shows a day as written and an instant as its day in the business’s zone, MM/DD/YYYY', () => {
    expect(formatListDate('2025-12-20')).toBe('12/20/2025');
    // 7:30 PM on 18 December in Los Angeles is 19 December in UTC.
    expect(formatListDate('2025-12-19T03:30:00.000Z')).toBe('12/18/2025');
  });

  it("shows '--' before 1970, 'Invalid Date' for unreadable text, nothing for no date", () => {
    expect(formatListDate(new Date(1969, 5, 1, 12).toISOString())).toBe('--');
    expect(formatListDate('soon')).toBe('Invalid Date');
    expect(formatListDate(null)).toBe('');
  });

  it('always writes the business day of the instant, whatever the instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-02T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const [month, day, year] = formatListDate(d.toISOString()).split('/');
          expect(`${year}-${month}-${day}`).toBe(dayInZone(d, 'America/Los_Angeles'));
        },
      ),
    );
  });

  it('writes every day as that day, never through a zone', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const day = d.toISOString().slice(0, 10);
          const [month, dd, year] = formatListDate(day).split('/');
          expect(`${year}-${month}-${dd}`).toBe(day);
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
