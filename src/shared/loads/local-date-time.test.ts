import { afterEach, describe, expect, it } from 'vitest';
import { setBusinessZone } from '../format/business-zone';
import { allDayOf, fromLocalInput, toLocalInput } from './local-date-time';

/** Date(-time) inputs on the business's wall clock, whatever the browser's zone (decision 054). */
afterEach(() => setBusinessZone('America/Los_Angeles'));

describe('date and date-time inputs', () => {
  it('show a moment on the business’s wall clock and read one back', () => {
    expect(toLocalInput('2025-12-19T03:30:00.000Z')).toBe('2025-12-18T19:30');
    expect(toLocalInput('2025-12-19T03:30:00.000Z', true)).toBe('2025-12-18');
    expect(fromLocalInput('2025-12-18T19:30')).toBe('2025-12-19T03:30:00.000Z');
    expect(fromLocalInput('2025-07-04')).toBe('2025-07-04T07:00:00.000Z');
    expect(fromLocalInput('')).toBeNull();
  });

  it('show a day as that day', () => {
    setBusinessZone('Pacific/Auckland');
    expect(toLocalInput('2025-12-15', true)).toBe('2025-12-15');
    expect(toLocalInput('2025-12-15')).toBe('2025-12-15T00:00');
  });

  it('All Day sends the business day of the ship date, or the day itself', () => {
    expect(allDayOf('2025-12-15T08:00:00.000Z')).toBe('2025-12-15');
    expect(allDayOf('2025-12-16T03:00:00.000Z')).toBe('2025-12-15');
    expect(allDayOf('2025-12-15')).toBe('2025-12-15');
    expect(allDayOf(null)).toBeNull();
  });
});
