import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompareType, FilterOperator } from '#contract/filter-codes';
import { addDays, dateFilterItem, dateRangeOf, isIsoDay, localIsoDay } from './list-dates';

const day = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('list dates', () => {
  it('counts days across months, years and leap days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-01-03', -6)).toBe('2024-12-28');
    expect(localIsoDay(new Date(2025, 8, 4, 23, 59))).toBe('2025-09-04');
    expect(isIsoDay('2025-02-30')).toBe(false);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('09/04/2025')).toBe(false);
  });

  it('relative presets end today and span exactly 1, 7 or 30 days', () => {
    fc.assert(
      fc.property(day, (today) => {
        for (const [preset, days] of [
          ['today', 1],
          ['last7Days', 7],
          ['last30Days', 30],
        ] as const) {
          const range = dateRangeOf({ preset }, today)!;
          expect(range.end).toBe(today);
          expect(addDays(range.start, days - 1)).toBe(today);
        }
      }),
    );
  });

  it('a range is ordered whichever end came first', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const range = dateRangeOf({ preset: 'dateRange', start: a, end: b }, '2025-01-01')!;
        expect(range.start <= range.end).toBe(true);
        expect([range.start, range.end].sort()).toEqual([a, b].sort());
      }),
    );
  });

  it('makes Is for one day and Between otherwise; nothing when incomplete', () => {
    const target = { property: 'dateAdded', compareType: CompareType.DateTime };
    expect(dateFilterItem({ preset: 'specificDate', start: '2025-09-01' }, '2025-09-04', target)).toEqual({
      property: 'dateAdded',
      compareType: CompareType.DateTime,
      operatorType: FilterOperator.Is,
      value: '2025-09-01',
    });
    expect(dateFilterItem({ preset: 'dateRange', start: '2025-09-01' }, '2025-09-04', target)).toBeNull();
    expect(dateFilterItem({ preset: 'today' }, null, target)).toBeNull();
    expect(dateFilterItem(null, '2025-09-04', target)).toBeNull();
    expect(dateFilterItem({ preset: 'last7Days' }, '2025-09-04', { property: 'd' })?.operatorType).toBe(
      FilterOperator.Between,
    );
  });
});
