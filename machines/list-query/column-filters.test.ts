import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompareType, FilterOperator as O } from '#contract/filter-codes';
import {
  buildColumnFilter,
  draftOf,
  filterChips,
  filterTexts,
  usableFilters,
  withColumnFilter,
  type FilterColumn,
} from './column-filters';

const today = '2026-11-26';
const orderNo: FilterColumn = { id: 'orderId', label: 'Order #', filter: { kind: 'number' } };
const po: FilterColumn = { id: 'poNumber', label: 'PO #', filter: { kind: 'text' } };
const neededBy: FilterColumn = { id: 'dateNeededBy', label: 'Needed By', filter: { kind: 'date' } };
const status: FilterColumn = {
  id: 'refOrderStatusId',
  label: 'Status',
  filter: {
    kind: 'enum',
    options: [
      { value: 2, label: 'Booked' },
      { value: 3, label: 'Planned' },
    ],
  },
};
const active: FilterColumn = {
  id: 'isActive',
  label: 'Active',
  filter: {
    kind: 'enum',
    options: [
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ],
  },
};
const state: FilterColumn = {
  id: 'refCountryStateId',
  label: 'State',
  filter: { kind: 'text', property: 'stateName' },
};

describe('number filters (spec 2 §5)', () => {
  it('accept equals, contains and starts with, sent as numbers', () => {
    for (const operator of [O.Is, O.Contain, O.StartsWith]) {
      expect(buildColumnFilter(orderNo, { kind: 'number', operator, text: ' 1042 ' }, today)).toEqual({
        ok: true,
        item: { property: 'orderId', compareType: CompareType.Number, operatorType: operator, value: 1042 },
      });
    }
  });

  it('refuse every other operator', () => {
    for (const operator of [O.IsNot, O.NotContain, O.EndsWith, O.GreaterThan, O.Between]) {
      expect(buildColumnFilter(orderNo, { kind: 'number', operator, text: '1' }, today)).toEqual({
        ok: false,
        error: filterTexts.numberOperator,
      });
    }
  });

  it('refuse anything but digits with a clear sentence', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\s*\d{1,15}(\.\d{1,6})?\s*$/.test(s)),
        (text) =>
          JSON.stringify(buildColumnFilter(orderNo, { kind: 'number', operator: O.Is, text }, today)) ===
          JSON.stringify({ ok: false, error: filterTexts.notANumber }),
      ),
    );
  });
});

describe('text filters', () => {
  it('send the trimmed text on the declared property', () => {
    expect(buildColumnFilter(state, { kind: 'text', operator: O.StartsWith, text: ' Cal ' }, today)).toEqual({
      ok: true,
      item: {
        property: 'stateName',
        compareType: CompareType.String,
        operatorType: O.StartsWith,
        value: 'Cal',
      },
    });
    expect(buildColumnFilter(po, { kind: 'text', operator: O.Contain, text: '  ' }, today)).toEqual({
      ok: false,
      error: filterTexts.valueRequired,
    });
  });
});

describe('date filters (spec 1 §4 presets)', () => {
  const date = (
    preset: 'today' | 'last7Days' | 'last30Days' | 'specificDate' | 'dateRange',
    start: string | null = null,
    end: string | null = null,
  ) => buildColumnFilter(neededBy, { kind: 'date', preset, start, end }, today);

  it('turn the presets into days', () => {
    expect(date('today')).toMatchObject({ item: { operatorType: O.Is, value: today } });
    expect(date('last7Days')).toMatchObject({
      item: { operatorType: O.Between, value: ['2026-11-20', today] },
    });
    expect(date('last30Days')).toMatchObject({
      item: { operatorType: O.Between, value: ['2026-10-28', today] },
    });
    expect(date('specificDate', '2026-01-02')).toMatchObject({
      item: { compareType: CompareType.DateOnly, operatorType: O.Is, value: '2026-01-02' },
    });
    expect(date('dateRange', '2026-02-10', '2026-02-01')).toMatchObject({
      item: { operatorType: O.Between, value: ['2026-02-01', '2026-02-10'] },
    });
  });

  it('need exactly two dates for a range, one for a specific date', () => {
    expect(date('dateRange', '2026-02-01', null)).toEqual({ ok: false, error: filterTexts.rangeNeedsTwo });
    expect(date('dateRange', null, '2026-02-01')).toEqual({ ok: false, error: filterTexts.rangeNeedsTwo });
    expect(date('specificDate')).toEqual({ ok: false, error: filterTexts.dateRequired });
  });
});

describe('enum and status filters', () => {
  it('send the chosen codes; none chosen is no filter', () => {
    expect(buildColumnFilter(status, { kind: 'enum', values: ['3', '2'] }, today)).toEqual({
      ok: true,
      item: {
        property: 'refOrderStatusId',
        compareType: CompareType.Enum,
        operatorType: O.Is,
        value: [2, 3],
      },
    });
    expect(buildColumnFilter(status, { kind: 'enum', values: [] }, today)).toEqual({ ok: true, item: null });
  });

  it('make Yes/No one Boolean value; both is no filter', () => {
    expect(buildColumnFilter(active, { kind: 'enum', values: ['false'] }, today)).toMatchObject({
      item: { compareType: CompareType.Boolean, operatorType: O.Is, value: false },
    });
    expect(buildColumnFilter(active, { kind: 'enum', values: ['true', 'false'] }, today)).toEqual({
      ok: true,
      item: null,
    });
  });
});

describe('filter groups, chips and drafts', () => {
  const columns = [orderNo, status, neededBy, po];
  const booked = buildColumnFilter(status, { kind: 'enum', values: ['2'] }, today);
  const bookedItem = booked.ok ? booked.item! : null!;
  const range = buildColumnFilter(
    neededBy,
    { kind: 'date', preset: 'dateRange', start: '2026-11-01', end: '2026-11-05' },
    today,
  );
  const rangeItem = range.ok ? range.item! : null!;

  it('put one item per column in every OR-group, replacing and removing it', () => {
    let filters = withColumnFilter([], 'refOrderStatusId', bookedItem);
    filters = withColumnFilter(filters, 'dateNeededBy', rangeItem);
    expect(filters).toEqual([[bookedItem, rangeItem]]);
    expect(withColumnFilter(filters, 'refOrderStatusId', { ...bookedItem, value: [3] })).toEqual([
      [rangeItem, { ...bookedItem, value: [3] }],
    ]);
    expect(withColumnFilter([[bookedItem], [rangeItem]], 'poNumber', null)).toEqual([
      [bookedItem],
      [rangeItem],
    ]);
    expect(withColumnFilter([[bookedItem]], 'refOrderStatusId', null)).toEqual([]);
  });

  it('say what each filter in force is, in the columns’ order', () => {
    const number = buildColumnFilter(orderNo, { kind: 'number', operator: O.StartsWith, text: '10' }, today);
    const filters = [[rangeItem, bookedItem, number.ok ? number.item! : null!]];
    expect(filterChips(filters, columns).map((c) => c.text)).toEqual([
      'Order #: starts with 10',
      'Status: Booked',
      'Needed By: 11/01/2026 – 11/05/2026',
    ]);
  });

  it('say a date-time range by the days it spans (a board link, decision 085)', () => {
    const instants = {
      ...rangeItem,
      compareType: CompareType.DateTime,
      value: ['2026-11-21T10:00:00.000Z', '2026-11-27T10:00:00.000Z'],
    };
    expect(filterChips([[instants]], columns).map((c) => c.text)).toEqual([
      'Needed By: 11/21/2026 – 11/27/2026',
    ]);
  });

  it('open a column’s control on the filter in force', () => {
    expect(draftOf(neededBy, rangeItem)).toEqual({
      kind: 'date',
      preset: 'dateRange',
      start: '2026-11-01',
      end: '2026-11-05',
    });
    expect(draftOf(status, bookedItem)).toEqual({ kind: 'enum', values: ['2'] });
    expect(draftOf(orderNo, undefined)).toEqual({ kind: 'number', operator: O.Is, text: '' });
  });

  it('keep only filters a column offers, warning about a broken range', () => {
    const broken = { ...rangeItem, value: ['2026-11-01'] };
    expect(usableFilters([[bookedItem, broken, { ...bookedItem, property: 'revenue' }]], columns)).toEqual({
      filters: [[bookedItem]],
      warnings: ['The date range on Needed By needs two dates; it was ignored.'],
    });
  });
});
