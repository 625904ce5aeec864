import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayInZone, startOfDayInZone } from './business-day';

const zones = ['America/Los_Angeles', 'Pacific/Auckland', 'UTC', 'Asia/Kolkata', 'Pacific/Honolulu'];
const days = fc
  .date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('business days', () => {
  it('reads the day a moment falls on in the zone, not in UTC', () => {
    const evening = new Date('2025-12-19T03:30:00Z'); // 7:30 PM on 12/18 in Los Angeles
    expect(dayInZone(evening, 'America/Los_Angeles')).toBe('2025-12-18');
    expect(dayInZone(evening, 'Pacific/Auckland')).toBe('2025-12-19');
  });

  it('puts midnight of a day in the zone, across daylight saving', () => {
    expect(startOfDayInZone('2025-12-15', 'America/Los_Angeles').toISOString()).toBe(
      '2025-12-15T08:00:00.000Z',
    );
    expect(startOfDayInZone('2025-07-15', 'America/Los_Angeles').toISOString()).toBe(
      '2025-07-15T07:00:00.000Z',
    );
    expect(startOfDayInZone('2025-03-09', 'America/Los_Angeles').toISOString()).toBe(
      '2025-03-09T08:00:00.000Z',
    );
    expect(startOfDayInZone('2025-11-02', 'America/Los_Angeles').toISOString()).toBe(
      '2025-11-02T07:00:00.000Z',
    );
    expect(startOfDayInZone('2025-12-15', 'Pacific/Auckland').toISOString()).toBe('2025-12-14T11:00:00.000Z');
  });

  it('round-trips every day through its midnight in every zone', () => {
    fc.assert(
      fc.property(days, fc.constantFrom(...zones), (day, zone) => {
        const midnight = startOfDayInZone(day, zone);
        expect(dayInZone(midnight, zone)).toBe(day);
        expect(dayInZone(new Date(midnight.getTime() - 1), zone)).not.toBe(day);
      }),
    );
  });
});
