import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SortColumn } from '#contract/list-query';
import { cycleSort, togglePage, toggleRow, withDateFilter } from './list-query.helpers';
import { parseStoredSettings, readListSettings } from './list-settings';

const columnIds = fc.constantFrom('a', 'b', 'c', 'd');
const clicks = fc.array(fc.record({ column: columnIds, additive: fc.boolean() }), { maxLength: 30 });
const replay = (steps: { column: string; additive: boolean }[]) =>
  steps.reduce<SortColumn[]>((sort, s) => cycleSort(sort, s.column, s.additive), []);

describe('cycleSort', () => {
  it('three plain clicks on one column: ascending, descending, none', () => {
    const one = cycleSort([], 'a', false);
    const two = cycleSort(one, 'a', false);
    expect([one, two, cycleSort(two, 'a', false)]).toEqual([
      [{ sortBy: 'a', isSortAscending: true }],
      [{ sortBy: 'a', isSortAscending: false }],
      [],
    ]);
  });

  it('never lists a column twice, and a plain click leaves at most one', () => {
    fc.assert(
      fc.property(clicks, columnIds, (steps, last) => {
        const sort = replay(steps);
        expect(new Set(sort.map((s) => s.sortBy)).size).toBe(sort.length);
        expect(cycleSort(sort, last, false).length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('three shift-clicks on a column leave the others as they were', () => {
    fc.assert(
      fc.property(clicks, columnIds, (steps, column) => {
        const sort = replay(steps).filter((s) => s.sortBy !== column);
        const after = [0, 1, 2].reduce((acc) => cycleSort(acc, column, true), sort);
        expect(after).toEqual(sort);
      }),
    );
  });
});

describe('selection helpers', () => {
  const rows = [1, 2, 3].map((id) => ({ id }));
  it('toggles a row by id and a page as a whole', () => {
    expect(toggleRow([], { id: 1 }, 'id')).toEqual([{ id: 1 }]);
    expect(toggleRow([{ id: 1 }], { id: 1, fresh: true }, 'id')).toEqual([]);
    expect(togglePage([{ id: 9 }, { id: 2 }], rows, 'id')).toEqual([
      { id: 9 },
      { id: 2 },
      { id: 1 },
      { id: 3 },
    ]);
    expect(togglePage([{ id: 9 }, ...rows], rows, 'id')).toEqual([{ id: 9 }]);
    expect(togglePage([], [], 'id')).toEqual([]);
  });
});

describe('withDateFilter', () => {
  it('adds the date item to each OR-group', () => {
    const date = { property: 'd', compareType: 9, operatorType: 1, value: '2025-09-04' } as const;
    const open = { property: 's', compareType: 1, operatorType: 1, value: 'Open' } as const;
    expect(withDateFilter([], date)).toEqual([[date]]);
    expect(withDateFilter([[open], [open]], date)).toEqual([
      [open, date],
      [open, date],
    ]);
    expect(withDateFilter([[open]], null)).toEqual([[open]]);
  });
});

describe('list settings', () => {
  it('keeps the valid parts of whatever storage held', () => {
    expect(parseStoredSettings(null)).toEqual({});
    expect(parseStoredSettings('{not json')).toEqual({});
    expect(parseStoredSettings('[1,2]')).toEqual({});
    expect(
      readListSettings({
        visibleColumns: ['a', 'b'],
        pageSize: 'ten',
        pageNumber: -1,
        filterText: 'acme',
        dateFilter: { preset: 'someday' },
        fields: { currentOrders: 2 },
      }),
    ).toEqual({ visibleColumns: ['a', 'b'], filterText: 'acme', fields: { currentOrders: 2 } });
  });

  it('never throws, whatever the JSON', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => void readListSettings(value)));
  });
});
