import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOfIso, isoOfDay } from './iso-day';

const days = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('dayOfIso and isoOfDay', () => {
  it('read the UTC day of a date or date-time', () => {
    expect(dayOfIso('2020-06-30T00:00:00.000Z')).toBe('2020-06-30');
    expect(dayOfIso('2025-09-04')).toBe('2025-09-04');
    expect(dayOfIso(null)).toBeNull();
    expect(dayOfIso('')).toBeNull();
  });

  it('write a day as its midnight UTC, and nothing as null', () => {
    expect(isoOfDay('2020-06-30')).toBe('2020-06-30T00:00:00.000Z');
    expect(isoOfDay(null)).toBeNull();
    expect(isoOfDay('')).toBeNull();
  });

  it('give back the day they were given, and the moment of its midnight', () => {
    fc.assert(
      fc.property(days, (day) => {
        expect(dayOfIso(isoOfDay(day))).toBe(day);
        expect(new Date(isoOfDay(day)!).toISOString()).toBe(isoOfDay(day));
      }),
    );
  });
});
