import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { setBusinessZone } from './business-zone';
import { formatDate, formatDay, formatMoment, formatMomentDay, momentDay } from './moments';

/**
 * The two rules of decision 054, in a fixed business zone whatever zone the test runs in: a day is shown as
 * written, a moment on the business's wall clock.
 */
afterEach(() => setBusinessZone('America/Los_Angeles'));

const days = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('days', () => {
  it('shows every day as that day, in every business zone', () => {
    fc.assert(
      fc.property(days, fc.constantFrom('America/Los_Angeles', 'Pacific/Auckland', 'UTC'), (day, zone) => {
        setBusinessZone(zone);
        const [month, dd, year] = formatDay(day).split('/');
        expect(`${year}-${month}-${dd}`).toBe(day);
        expect(formatDate(day)).toBe(formatDay(day));
      }),
    );
  });

  it('keeps the spec’s placeholders', () => {
    expect(formatDay(null)).toBe('');
    expect(formatDay('1969-12-31')).toBe('--');
    expect(formatDay('soon')).toBe('Invalid Date');
  });
});

describe('moments', () => {
  const evening = '2025-12-19T03:30:00.000Z'; // 7:30 PM on 18 December in Los Angeles

  it('are shown in the business’s zone', () => {
    setBusinessZone('America/Los_Angeles');
    expect(formatMoment(evening)).toBe('12/18/2025 7:30 PM');
    expect(formatMomentDay(evening)).toBe('12/18/2025');
    expect(formatDate(evening)).toBe('12/18/2025');
    expect(momentDay(evening)).toBe('2025-12-18');
    setBusinessZone('Pacific/Auckland');
    expect(formatMoment(evening)).toBe('12/19/2025 4:30 PM');
    expect(momentDay(evening)).toBe('2025-12-19');
  });

  it('midnight and noon read 12:00 AM and 12:00 PM; before 1970 is --; a bad zone is ignored', () => {
    setBusinessZone('America/Los_Angeles');
    expect(formatMoment('2025-12-15T08:00:00.000Z')).toBe('12/15/2025 12:00 AM');
    expect(formatMoment('2025-12-15T20:00:00.000Z')).toBe('12/15/2025 12:00 PM');
    expect(formatMoment('1969-06-01T00:00:00Z')).toBe('--');
    expect(formatMoment('nope')).toBe('Invalid Date');
    setBusinessZone('Mars/Olympus');
    expect(formatMoment('2025-12-15T08:00:00.000Z')).toBe('12/15/2025 12:00 AM');
  });
});
