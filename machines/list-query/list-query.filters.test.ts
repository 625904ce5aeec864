import { describe, expect, it } from 'vitest';
import { CompareType, FilterOperator as O } from '#contract/filter-codes';
import type { FilterItem } from '#contract/list-query';
import { withColumnFilter } from './column-filters';
import type { ListColumnSpec } from './list-query.helpers';
import * as select from './list-query.selectors';
import { startList, startShown } from './list-query.testing';

const columns: ListColumnSpec[] = [
  { id: 'orderId', label: 'Order #', sortable: true, filter: { kind: 'number' } },
  {
    id: 'refOrderStatusId',
    label: 'Status',
    filter: { kind: 'enum', options: [{ value: 2, label: 'Booked' }] },
  },
  { id: 'dateNeededBy', label: 'Needed By', filter: { kind: 'date' } },
  { id: 'notes', label: 'Notes' },
];

const booked: FilterItem = {
  property: 'refOrderStatusId',
  compareType: CompareType.Enum,
  operatorType: O.Is,
  value: [2],
};
const oneDayRange: FilterItem = {
  property: 'dateNeededBy',
  compareType: CompareType.DateOnly,
  operatorType: O.Between,
  value: ['2026-11-20'],
};

const loaded = (input: Parameters<typeof startList>[0] = {}) => startShown({ columns, ...input }, 40);

describe('list-query: column filters', () => {
  it('sends a column filter as the query’s OR-group, back on page 1, and stores it', async () => {
    const t = await loaded();
    t.actor.send({ type: 'list.pageChanged', page: 2 });
    t.actor.send({ type: 'list.filtersSet', filters: withColumnFilter([], 'refOrderStatusId', booked) });
    expect(t.lastQuery()).toMatchObject({ pageNumber: 0, filters: [[booked]] });
    expect(t.lastSettings()?.filters).toEqual([[booked]]);
    t.actor.send({ type: 'list.filtersCleared' });
    expect(t.lastQuery().filters).toBeNull();
    expect(t.lastSettings()?.filters).toEqual([]);
  });

  it('ignores a date range without two dates, with a warning, and an empty multi-select', async () => {
    const t = await loaded();
    t.actor.send({
      type: 'list.filtersSet',
      filters: [[oneDayRange, { ...booked, value: [] }, { ...booked, value: [2] }]],
    });
    expect(t.lastQuery().filters).toEqual([[booked]]);
    expect(select.selectFilterWarnings(t.snap())).toEqual([
      'The date range on Needed By needs two dates; it was ignored.',
    ]);
    t.actor.send({ type: 'list.filtersSet', filters: [[booked]] });
    expect(select.selectFilterWarnings(t.snap())).toEqual([]);
  });

  it('takes the URL’s filters over the stored ones, and drops properties no column filters', () => {
    const stored = { filters: [[{ ...booked, value: [9] }]] };
    const unknown: FilterItem = { ...booked, property: 'secret' };
    const t = startList({ columns, settings: stored, url: { filters: [[booked, unknown]] } });
    expect(t.lastQuery().filters).toEqual([[booked]]);
    const fromStorage = startList({ columns, settings: stored, url: {} });
    expect(fromStorage.lastQuery().filters).toEqual([[{ ...booked, value: [9] }]]);
  });
});

describe('list-query: A–Z letter index', () => {
  it('sends the chosen letter from page 1, stores it, and All clears it', async () => {
    const t = await loaded();
    t.actor.send({ type: 'list.pageChanged', page: 3 });
    t.actor.send({ type: 'list.letterChosen', letter: 'C' });
    expect(t.lastQuery()).toMatchObject({ pagerLetter: 'C', pageNumber: 0 });
    expect(t.lastSettings()?.pagerLetter).toBe('C');
    expect(select.selectPagerLetter(t.snap())).toBe('C');
    t.actor.send({ type: 'list.letterChosen', letter: null });
    expect(t.lastQuery().pagerLetter).toBeUndefined();
    expect(t.lastSettings()?.pagerLetter).toBeNull();
  });

  it('refuses anything but one capital letter, and the letter already chosen', async () => {
    const t = await loaded();
    const calls = t.fetchPage.calls.length;
    t.actor.send({ type: 'list.letterChosen', letter: 'ab' });
    t.actor.send({ type: 'list.letterChosen', letter: null });
    expect(t.fetchPage.calls).toHaveLength(calls);
    t.actor.send({ type: 'list.letterChosen', letter: 'D' });
    t.actor.send({ type: 'list.letterChosen', letter: 'D' });
    expect(t.fetchPage.calls).toHaveLength(calls + 1);
  });

  it('starts with the URL’s letter, else the stored one', () => {
    expect(startList({ settings: { pagerLetter: 'M' } }).lastQuery().pagerLetter).toBe('M');
    const t = startList({ settings: { pagerLetter: 'M' }, url: { pagerLetter: null } });
    expect(t.lastQuery().pagerLetter).toBeUndefined();
    expect(startList({ url: { pagerLetter: 'K' } }).lastQuery().pagerLetter).toBe('K');
  });

  it('starts with the URL’s grouping over the stored one (a board link, decision 085)', () => {
    const stored = { fields: { currentOrders: 1 as const } };
    expect(startList({ settings: stored }).lastQuery().fields?.currentOrders).toBe(1);
    const t = startList({ settings: stored, url: { fields: { currentOrders: 4 } } });
    expect(t.lastQuery().fields?.currentOrders).toBe(4);
  });
});
