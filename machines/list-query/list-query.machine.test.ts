import { describe, expect, it } from 'vitest';
import { CompareType, FilterOperator } from '#contract/filter-codes';
import type { FilterItem } from '#contract/list-query';
import { flush } from '../testing/deferred-actor';
import * as columnSelect from './column-settings.selectors';
import * as select from './list-query.selectors';
import { order, orders, page, startList, startShown, today } from './list-query.testing';

const statusIs = (value: string): FilterItem => ({
  property: 'status',
  value,
  compareType: CompareType.String,
  operatorType: FilterOperator.Is,
});

const loaded = startShown;

describe('list-query: first load', () => {
  it('asks for the first page with the default query, page size 10', () => {
    const t = startList({
      defaultQuery: { sortColumns: [{ sortBy: 'customerName', isSortAscending: false }] },
    });
    expect(select.selectIsBusy(t.snap())).toBe(true);
    expect(select.selectIsLoading(t.snap())).toBe(true);
    expect(t.fetchPage.calls).toHaveLength(1);
    expect(t.lastQuery()).toMatchObject({
      pageNumber: 0,
      pageSize: 10,
      sortColumns: [{ sortBy: 'customerName', isSortAscending: false }],
      filterText: null,
      filters: null,
      fields: null,
      includeRelatedEntities: true,
    });
    expect(select.selectSort(t.snap())).toEqual([{ sortBy: 'customer', isSortAscending: false }]);
  });

  it('keeps the spinner for at least 100 ms when the answer is fast', async () => {
    const t = startList();
    t.clock.increment(10);
    t.fetchPage.last().resolve(page(orders(1, 10), 25));
    await flush();
    expect(select.selectIsBusy(t.snap())).toBe(true);
    expect(select.selectItems(t.snap())).toEqual([]);
    t.clock.increment(89);
    expect(select.selectIsBusy(t.snap())).toBe(true);
    t.clock.increment(1);
    expect(select.selectIsBusy(t.snap())).toBe(false);
    expect(select.selectItems(t.snap())).toHaveLength(10);
    expect(select.selectTotalItems(t.snap())).toBe(25);
    expect(t.snap().matches({ data: 'ready' })).toBe(true);
  });

  it('shows a slow answer as soon as it comes', async () => {
    const t = startList();
    t.clock.increment(500);
    expect(select.selectIsBusy(t.snap())).toBe(true);
    t.fetchPage.last().resolve(page(orders(1, 3), 3));
    await flush();
    expect(select.selectIsBusy(t.snap())).toBe(false);
    expect(select.selectItems(t.snap())).toHaveLength(3);
  });

  it('makes a pager when the answer carries none', async () => {
    const t = startList();
    await t.answer({ items: orders(1, 4), pager: null });
    expect(select.selectPager(t.snap())).toMatchObject({ totalItems: 4, totalPages: 1, pageNumber: 1 });
  });
});

describe('list-query: search', () => {
  it('debounces typing by 300 ms and sends the trimmed text from page one', async () => {
    const t = await loaded({ settings: { pageNumber: 2 } });
    t.actor.send({ type: 'list.searchChanged', text: 'ac' });
    expect(select.selectSearchText(t.snap())).toBe('ac');
    t.clock.increment(200);
    t.actor.send({ type: 'list.searchChanged', text: ' acme ' });
    t.clock.increment(299);
    expect(t.fetchPage.calls).toHaveLength(1);
    t.clock.increment(1);
    expect(t.fetchPage.calls).toHaveLength(2);
    expect(t.lastQuery()).toMatchObject({ filterText: 'acme', pageNumber: 0 });
    expect(t.lastSettings()).toMatchObject({ filterText: 'acme', pageNumber: 0 });
  });

  it('sends nothing when the text settles where it was', async () => {
    const t = await loaded();
    t.actor.send({ type: 'list.searchChanged', text: 'a' });
    t.actor.send({ type: 'list.searchChanged', text: ' ' });
    t.clock.increment(300);
    expect(t.fetchPage.calls).toHaveLength(1);
    expect(t.snap().matches({ search: 'idle' })).toBe(true);
  });

  it('clears at once, without waiting for the debounce', async () => {
    const t = await loaded({ settings: { filterText: 'acme' } });
    expect(select.selectSearchText(t.snap())).toBe('acme');
    t.actor.send({ type: 'list.searchChanged', text: 'acmex' });
    t.actor.send({ type: 'list.searchCleared' });
    expect(t.fetchPage.calls).toHaveLength(2);
    expect(t.lastQuery().filterText).toBeNull();
    expect(select.selectSearchText(t.snap())).toBe('');
    t.clock.increment(300);
    expect(t.fetchPage.calls).toHaveLength(2);
    t.actor.send({ type: 'list.searchCleared' });
    expect(t.fetchPage.calls).toHaveLength(2);
  });
});

describe('list-query: superseded requests', () => {
  it('aborts the older request and ignores its late answer', async () => {
    const t = startList();
    const first = t.fetchPage.last();
    t.actor.send({ type: 'list.sortToggled', columnId: 'orderId' });
    expect(first.signal.aborted).toBe(true);
    expect(t.fetchPage.calls).toHaveLength(2);
    first.resolve(page([order(99)], 1));
    await flush();
    t.clock.increment(100);
    expect(select.selectItems(t.snap())).toEqual([]);
    expect(select.selectIsBusy(t.snap())).toBe(true);
    await t.answer(page(orders(1, 2), 2));
    expect(select.selectItems(t.snap())).toEqual(orders(1, 2));
  });

  it('a reload while loading restarts the request and the minimum spinner', async () => {
    const t = startList();
    t.clock.increment(80);
    t.actor.send({ type: 'list.reload' });
    expect(t.fetchPage.calls[0]!.signal.aborted).toBe(true);
    t.fetchPage.last().resolve(page(orders(1, 2), 2));
    await flush();
    t.clock.increment(99);
    expect(select.selectIsBusy(t.snap())).toBe(true);
    t.clock.increment(1);
    expect(select.selectIsBusy(t.snap())).toBe(false);
  });
});

describe('list-query: sort', () => {
  it('cycles ascending, descending, none and returns to page one', async () => {
    const t = await loaded({ settings: { pageNumber: 1 } });
    t.actor.send({ type: 'list.sortToggled', columnId: 'customer' });
    expect(t.lastQuery()).toMatchObject({
      sortColumns: [{ sortBy: 'customerName', isSortAscending: true }],
      pageNumber: 0,
    });
    t.actor.send({ type: 'list.sortToggled', columnId: 'customer' });
    expect(t.lastQuery().sortColumns).toEqual([{ sortBy: 'customerName', isSortAscending: false }]);
    t.actor.send({ type: 'list.sortToggled', columnId: 'customer' });
    expect(t.lastQuery().sortColumns).toEqual([]);
    expect(t.lastSettings()?.sortColumns).toEqual([]);
  });

  it('adds columns with shift and starts over on a plain click', async () => {
    const t = await loaded();
    t.actor.send({ type: 'list.sortToggled', columnId: 'orderId' });
    t.actor.send({ type: 'list.sortToggled', columnId: 'customer', additive: true });
    t.actor.send({ type: 'list.sortToggled', columnId: 'orderId', additive: true });
    expect(select.selectSort(t.snap())).toEqual([
      { sortBy: 'orderId', isSortAscending: false },
      { sortBy: 'customer', isSortAscending: true },
    ]);
    t.actor.send({ type: 'list.sortToggled', columnId: 'orderId', additive: true });
    expect(select.selectSort(t.snap())).toEqual([{ sortBy: 'customer', isSortAscending: true }]);
    t.actor.send({ type: 'list.sortToggled', columnId: 'orderId', additive: true });
    t.actor.send({ type: 'list.sortToggled', columnId: 'customer' });
    expect(select.selectSort(t.snap())).toEqual([{ sortBy: 'customer', isSortAscending: true }]);
  });

  it('ignores columns that do not sort', async () => {
    const t = await loaded();
    expect(t.snap().can({ type: 'list.sortToggled', columnId: 'status' })).toBe(false);
    t.actor.send({ type: 'list.sortToggled', columnId: 'status' });
    t.actor.send({ type: 'list.sortToggled', columnId: 'nope' });
    expect(t.fetchPage.calls).toHaveLength(1);
  });
});

describe('list-query: paging', () => {
  it('goes to a page the pager has, 1-based in, 0-based out', async () => {
    const t = await loaded();
    t.actor.send({ type: 'list.pageChanged', page: 3 });
    expect(t.lastQuery().pageNumber).toBe(2);
    expect(select.selectPageNumber(t.snap())).toBe(3);
    await t.answer(page(orders(21, 5), 25, 3));
    for (const bad of [0, 4, 3, 1.5]) t.actor.send({ type: 'list.pageChanged', page: bad });
    expect(t.fetchPage.calls).toHaveLength(2);
    expect(t.lastSettings()?.pageNumber).toBe(2);
  });

  it('changes the page size from page one; an invalid size falls back to the first', async () => {
    const t = await loaded({ settings: { pageNumber: 1 } });
    t.actor.send({ type: 'list.pageSizeChanged', pageSize: 25 });
    expect(t.lastQuery()).toMatchObject({ pageSize: 25, pageNumber: 0 });
    t.actor.send({ type: 'list.pageSizeChanged', pageSize: -1 });
    expect(t.lastQuery().pageSize).toBe(-1);
    t.actor.send({ type: 'list.pageSizeChanged', pageSize: 7 });
    expect(t.lastQuery().pageSize).toBe(10);
    expect(t.fetchPage.calls).toHaveLength(4);
    t.actor.send({ type: 'list.pageSizeChanged', pageSize: 33 });
    expect(t.fetchPage.calls).toHaveLength(4);
    expect(select.selectPageSizes(t.snap())).toEqual([10, 25, 50, 100, -1]);
  });

  it('honours the caller’s own page sizes', () => {
    const t = startList({ pageSizes: [5, 10, 25], settings: { pageSize: 50 } });
    expect(t.lastQuery().pageSize).toBe(5);
  });

  it('steps back to the last page when the page asked for is past the end', async () => {
    const t = startList({ settings: { pageNumber: 4 } });
    t.fetchPage.last().resolve({ items: [], pager: { ...page([], 12).pager!, pageNumber: 5 } });
    await flush();
    t.clock.increment(100);
    expect(t.fetchPage.calls).toHaveLength(2);
    expect(t.lastQuery().pageNumber).toBe(1);
    await t.answer(page(orders(11, 2), 12, 2));
    expect(select.selectPageNumber(t.snap())).toBe(2);
    expect(t.lastSettings()?.pageNumber).toBe(1);
  });
});

describe('list-query: filters and fields', () => {
  it('sets OR-groups, drops empty groups, clears them', async () => {
    const t = await loaded();
    t.actor.send({ type: 'list.filtersSet', filters: [[statusIs('Open')], [], [statusIs('Held')]] });
    expect(t.lastQuery().filters).toEqual([[statusIs('Open')], [statusIs('Held')]]);
    expect(t.lastSettings()?.filters).toEqual([[statusIs('Open')], [statusIs('Held')]]);
    t.actor.send({ type: 'list.filtersCleared' });
    expect(t.lastQuery().filters).toBeNull();
  });

  it('merges search fields over the screen’s fixed ones', async () => {
    const t = await loaded({ defaultQuery: { fields: { orderCustomerId: 7 } } });
    expect(t.fetchPage.calls[0]!.input.fields).toEqual({ orderCustomerId: 7 });
    t.actor.send({ type: 'list.fieldsChanged', fields: { currentOrders: 2 } });
    expect(t.lastQuery().fields).toEqual({ orderCustomerId: 7, currentOrders: 2 });
    expect(t.lastSettings()?.fields).toEqual({ currentOrders: 2 });
  });
});

describe('list-query: date filter', () => {
  const dateFilter = { property: 'dateAdded' };

  it('applies Today and Last 7 days at once, counting from the app’s clock', async () => {
    const t = await loaded({ dateFilter });
    t.actor.send({ type: 'dateFilter.opened' });
    t.actor.send({ type: 'dateFilter.presetChosen', preset: 'today' });
    expect(t.lastQuery().filters).toEqual([
      [
        {
          property: 'dateAdded',
          compareType: CompareType.DateOnly,
          operatorType: FilterOperator.Is,
          value: today,
        },
      ],
    ]);
    t.actor.send({ type: 'list.filtersSet', filters: [[statusIs('Open')], [statusIs('Held')]] });
    t.actor.send({ type: 'dateFilter.opened' });
    t.actor.send({ type: 'dateFilter.presetChosen', preset: 'last7Days' });
    const week: FilterItem = {
      property: 'dateAdded',
      compareType: CompareType.DateOnly,
      operatorType: FilterOperator.Between,
      value: ['2025-08-29', today],
    };
    expect(t.lastQuery().filters).toEqual([
      [statusIs('Open'), week],
      [statusIs('Held'), week],
    ]);
    expect(t.lastSettings()?.dateFilter).toEqual({ preset: 'last7Days' });
  });

  it('Specific Date waits for a date and OK', async () => {
    const t = await loaded({ dateFilter });
    const filter = () => select.selectDateFilterRef(t.snap())!.getSnapshot();
    t.actor.send({ type: 'dateFilter.opened' });
    t.actor.send({ type: 'dateFilter.presetChosen', preset: 'specificDate' });
    expect(filter().can({ type: 'dateFilter.confirmed' })).toBe(false);
    t.actor.send({ type: 'dateFilter.dateChosen', which: 'start', date: '2025-09-01' });
    expect(filter().can({ type: 'dateFilter.confirmed' })).toBe(true);
    expect(t.fetchPage.calls).toHaveLength(1);
    t.actor.send({ type: 'dateFilter.confirmed' });
    expect(t.lastQuery().filters?.[0]?.[0]).toMatchObject({
      operatorType: FilterOperator.Is,
      value: '2025-09-01',
    });
    t.actor.send({ type: 'dateFilter.cleared' });
    expect(t.lastQuery().filters).toBeNull();
    expect(select.selectDateFilter(t.snap())).toBeNull();
  });

  it('is off for a list without a date property', async () => {
    const t = await loaded();
    expect(select.selectHasDateFilter(t.snap())).toBe(false);
    expect(t.snap().can({ type: 'dateFilter.opened' })).toBe(false);
    t.actor.send({ type: 'list.dateFilterChanged', value: { preset: 'today' } });
    expect(t.fetchPage.calls).toHaveLength(1);
  });

  it('restores a stored preset against today’s date', () => {
    const t = startList({ dateFilter, settings: { dateFilter: { preset: 'last30Days' } } });
    expect(t.lastQuery().filters?.[0]?.[0]?.value).toEqual(['2025-08-06', today]);
    const restored = select.selectDateFilterRef(t.snap())!.getSnapshot().context.value;
    expect(restored).toEqual({ preset: 'last30Days' });
  });
});

describe('list-query: selection', () => {
  it('toggles rows and the page, and survives paging', async () => {
    const t = await loaded();
    t.actor.send({ type: 'list.rowToggled', id: 2 });
    t.actor.send({ type: 'list.rowToggled', id: 4 });
    t.actor.send({ type: 'list.rowToggled', id: 999 });
    expect(select.selectSelectedCount(t.snap())).toBe(2);
    expect(select.selectPageSelection(t.snap())).toBe('indeterminate');
    expect([...select.selectSelectedIds(t.snap())]).toEqual([2, 4]);
    t.actor.send({ type: 'list.rowToggled', id: 2 });
    expect([...select.selectSelectedIds(t.snap())]).toEqual([4]);
    t.actor.send({ type: 'list.pageSelectionToggled' });
    expect(select.selectSelectedCount(t.snap())).toBe(10);
    expect(select.selectPageSelection(t.snap())).toBe(true);
    t.actor.send({ type: 'list.pageChanged', page: 2 });
    await t.answer(page(orders(11, 10), 25, 2));
    expect(select.selectSelectedCount(t.snap())).toBe(10);
    expect(select.selectPageSelection(t.snap())).toBe(false);
    t.actor.send({ type: 'list.pageSelectionToggled' });
    t.actor.send({ type: 'list.pageSelectionToggled' });
    expect(select.selectSelectedCount(t.snap())).toBe(10);
    t.actor.send({ type: 'list.selectionCleared' });
    expect(select.selectSelectedCount(t.snap())).toBe(0);
  });

  it('adds a group of rows, some on other pages, each once (an order group)', async () => {
    const t = await loaded();
    t.actor.send({ type: 'list.rowToggled', id: 2 });
    t.actor.send({ type: 'list.rowsSelected', rows: [...orders(2, 2), ...orders(40, 2)] });
    expect([...select.selectSelectedIds(t.snap())]).toEqual([2, 3, 40, 41]);
    t.actor.send({ type: 'list.rowsSelected', rows: orders(40, 1) });
    expect(select.selectSelectedCount(t.snap())).toBe(4);
  });

  it('refreshes selected rows from a newer answer', async () => {
    const t = await loaded();
    t.actor.send({ type: 'list.rowToggled', id: 1 });
    t.actor.send({ type: 'list.reload' });
    await t.answer(page([{ ...order(1), status: 'Delivered' }], 1));
    expect(select.selectSelected(t.snap())).toEqual([{ ...order(1), status: 'Delivered' }]);
  });
});

describe('list-query: a selection never acts unseen', () => {
  async function withSelection() {
    const t = await loaded({ dateFilter: { property: 'dateAdded' } });
    t.actor.send({ type: 'list.rowToggled', id: 3 });
    t.actor.send({ type: 'list.rowToggled', id: 5 });
    expect(select.selectSelectedCount(t.snap())).toBe(2);
    return t;
  }

  it('is cleared when the grouping (a search field) changes', async () => {
    const t = await withSelection();
    t.actor.send({ type: 'list.fieldsChanged', fields: { currentOrders: 2 } });
    expect(select.selectSelectedCount(t.snap())).toBe(0);
    expect(select.selectCanDelete(t.snap())).toBe(false);
  });

  it('is cleared when a typed search is sent, and when the search is cleared', async () => {
    const t = await withSelection();
    t.actor.send({ type: 'list.searchChanged', text: 'acme' });
    t.clock.increment(299);
    expect(select.selectSelectedCount(t.snap())).toBe(2);
    t.clock.increment(1);
    expect(select.selectSelectedCount(t.snap())).toBe(0);
    await t.answer(page(orders(1, 10), 25));
    t.actor.send({ type: 'list.rowToggled', id: 1 });
    t.actor.send({ type: 'list.searchCleared' });
    expect(select.selectSelectedCount(t.snap())).toBe(0);
  });

  it('stays when the typed search settles where it was', async () => {
    const t = await withSelection();
    t.actor.send({ type: 'list.searchChanged', text: 'a' });
    t.actor.send({ type: 'list.searchChanged', text: '' });
    t.clock.increment(300);
    expect(select.selectSelectedCount(t.snap())).toBe(2);
  });

  it('is cleared by the date filter and by filters, not by sort or paging', async () => {
    const t = await withSelection();
    t.actor.send({ type: 'list.sortToggled', columnId: 'orderId' });
    t.actor.send({ type: 'list.pageChanged', page: 2 });
    expect(select.selectSelectedCount(t.snap())).toBe(2);
    t.actor.send({ type: 'list.dateFilterChanged', value: { preset: 'today' } });
    expect(select.selectSelectedCount(t.snap())).toBe(0);
    await t.answer(page(orders(1, 10), 25));
    t.actor.send({ type: 'list.rowToggled', id: 2 });
    t.actor.send({ type: 'list.filtersSet', filters: [[statusIs('Open')]] });
    expect(select.selectSelectedCount(t.snap())).toBe(0);
    await t.answer(page(orders(1, 10), 25));
    t.actor.send({ type: 'list.rowToggled', id: 2 });
    t.actor.send({ type: 'list.filtersCleared' });
    expect(select.selectSelectedCount(t.snap())).toBe(0);
  });
});

describe('list-query: bulk delete', () => {
  async function withSelection() {
    const t = await loaded();
    t.actor.send({ type: 'list.rowToggled', id: 3 });
    t.actor.send({ type: 'list.rowToggled', id: 5 });
    return t;
  }

  it('needs a selection', async () => {
    const t = await loaded();
    expect(select.selectCanDelete(t.snap())).toBe(false);
    t.actor.send({ type: 'list.deleteRequested' });
    expect(t.confirmDelete.calls).toHaveLength(0);
  });

  it('asks with the spec’s text and deletes nothing on cancel', async () => {
    const t = await withSelection();
    expect(select.selectCanDelete(t.snap())).toBe(true);
    t.actor.send({ type: 'list.deleteRequested' });
    expect(t.confirmDelete.last().input).toEqual({
      count: 2,
      message: 'Are you sure you want to delete the 2 selected item(s)?',
    });
    t.confirmDelete.last().resolve(false);
    await flush();
    expect(t.snap().matches({ data: 'ready' })).toBe(true);
    expect(t.deleteItems.calls).toHaveLength(0);
    expect(select.selectSelectedCount(t.snap())).toBe(2);
  });

  it('a confirm that fails counts as cancel', async () => {
    const t = await withSelection();
    t.actor.send({ type: 'list.deleteRequested' });
    t.confirmDelete.last().reject(new Error('dialog gone'));
    await flush();
    expect(t.snap().matches({ data: 'ready' })).toBe(true);
  });

  it('deletes the selected ids, clears the selection and reloads', async () => {
    const t = await withSelection();
    t.actor.send({ type: 'list.deleteRequested' });
    t.confirmDelete.last().resolve(true);
    await flush();
    expect(select.selectIsDeleting(t.snap())).toBe(true);
    expect(select.selectIsBusy(t.snap())).toBe(true);
    expect(t.deleteItems.last().input).toEqual({ ids: [3, 5], items: [order(3), order(5)] });
    t.deleteItems.last().resolve(null);
    await flush();
    expect(t.fetchPage.calls).toHaveLength(2);
    expect(select.selectSelectedCount(t.snap())).toBe(0);
    await t.answer(page(orders(1, 8), 23));
    expect(t.snap().matches({ data: 'ready' })).toBe(true);
  });

  it('deletes exactly what was confirmed, whatever is clicked meanwhile', async () => {
    const t = await withSelection();
    t.actor.send({ type: 'list.deleteRequested' });
    t.actor.send({ type: 'list.selectionCleared' });
    t.actor.send({ type: 'list.pageSelectionToggled' });
    t.confirmDelete.last().resolve(true);
    await flush();
    t.actor.send({ type: 'list.rowToggled', id: 3 });
    expect(t.deleteItems.last().input).toEqual({ ids: [3, 5], items: [order(3), order(5)] });
    expect(select.selectSelectedCount(t.snap())).toBe(2);
  });

  it('shows "Could not delete items" and keeps rows and selection when it fails', async () => {
    const t = await withSelection();
    t.actor.send({ type: 'list.deleteRequested' });
    t.confirmDelete.last().resolve(true);
    await flush();
    t.deleteItems.last().reject(new Error('409'));
    await flush();
    expect(select.selectError(t.snap())).toBe('Could not delete items');
    expect(select.selectHasError(t.snap())).toBe(true);
    expect(select.selectItems(t.snap())).toHaveLength(10);
    expect(select.selectSelectedCount(t.snap())).toBe(2);
    expect(select.selectCanDelete(t.snap())).toBe(true);
    expect(t.snap().matches({ data: 'deleteFailed' })).toBe(true);
    expect(select.selectLoadFailed(t.snap())).toBe(false);
    t.actor.send({ type: 'list.errorDismissed' });
    expect(t.snap().matches({ data: 'ready' })).toBe(true);
  });

  it('a filter typed during the delete leaves what was confirmed; the delete then clears it', async () => {
    const t = await withSelection();
    t.actor.send({ type: 'list.deleteRequested' });
    t.confirmDelete.last().resolve(true);
    await flush();
    t.actor.send({ type: 'list.fieldsChanged', fields: { currentOrders: 2 } });
    expect(select.selectSelectedCount(t.snap())).toBe(2);
    t.deleteItems.last().resolve(null);
    await flush();
    expect(select.selectSelectedCount(t.snap())).toBe(0);
    expect(t.lastQuery().fields).toEqual({ currentOrders: 2 });
  });

  it('adds the server’s reason when it refused the delete', async () => {
    const t = await withSelection();
    t.actor.send({ type: 'list.deleteRequested' });
    t.confirmDelete.last().resolve(true);
    await flush();
    const refusal = Object.assign(new Error('Load #12 still carries 3 orders'), { status: 409 });
    t.deleteItems.last().reject(refusal);
    await flush();
    expect(select.selectError(t.snap())).toBe('Could not delete items: Load #12 still carries 3 orders');
  });

  it('reloads after the dialog when the query changed meanwhile', async () => {
    const t = await withSelection();
    t.actor.send({ type: 'list.deleteRequested' });
    t.actor.send({ type: 'list.searchChanged', text: 'acme' });
    t.clock.increment(300);
    expect(t.fetchPage.calls).toHaveLength(1);
    expect(t.snap().can({ type: 'list.reload' })).toBe(false);
    t.confirmDelete.last().resolve(false);
    await flush();
    expect(t.fetchPage.calls).toHaveLength(2);
    expect(t.lastQuery().filterText).toBe('acme');
  });

  it('a query change during the delete is sent with the reload after it', async () => {
    const t = await withSelection();
    t.actor.send({ type: 'list.deleteRequested' });
    t.confirmDelete.last().resolve(true);
    await flush();
    t.actor.send({ type: 'list.sortToggled', columnId: 'orderId' });
    expect(t.fetchPage.calls).toHaveLength(1);
    t.deleteItems.last().resolve(null);
    await flush();
    expect(t.lastQuery().sortColumns).toEqual([{ sortBy: 'orderId', isSortAscending: true }]);
  });
});

describe('list-query: errors', () => {
  it('keeps the last good rows under a dismissible error', async () => {
    const t = await loaded();
    t.actor.send({ type: 'list.reload' });
    await t.fail(Object.assign(new Error('Database is down'), { status: 500 }));
    expect(t.snap().matches({ data: 'failure' })).toBe(true);
    expect(select.selectError(t.snap())).toBe('Database is down');
    expect(select.selectItems(t.snap())).toHaveLength(10);
    t.actor.send({ type: 'list.errorDismissed' });
    expect(select.selectError(t.snap())).toBeNull();
    expect(t.snap().matches({ data: 'ready' })).toBe(true);
  });

  it('a later good answer clears the error; unknown errors say so', async () => {
    const t = startList();
    await t.fail({});
    expect(select.selectError(t.snap())).toBe('Unknown server error');
    expect(select.selectItems(t.snap())).toEqual([]);
    t.actor.send({ type: 'list.pageSizeChanged', pageSize: 25 });
    expect(select.selectError(t.snap())).toBe('Unknown server error');
    await t.answer(page(orders(1, 3), 3));
    expect(select.selectError(t.snap())).toBeNull();
  });
});

describe('list-query: a page that did not load', () => {
  it('is a load failure, not a delete failure, and Retry loads it again', async () => {
    const t = startList();
    await t.fail(Object.assign(new Error('Server error'), { status: 500 }));
    expect(select.selectLoadFailed(t.snap())).toBe(true);
    expect(select.selectHasError(t.snap())).toBe(true);
    t.actor.send({ type: 'list.reload' });
    expect(select.selectIsLoading(t.snap())).toBe(true);
    await t.answer(page(orders(1, 3), 3));
    expect(select.selectLoadFailed(t.snap())).toBe(false);
    expect(select.selectError(t.snap())).toBeNull();
  });

  it('says to check the connection when no answer came at all', async () => {
    const t = startList();
    const offline = Object.assign(new Error('Unknown server error'), { status: 0, code: 'network_error' });
    await t.fail(offline);
    expect(select.selectError(t.snap())).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});

describe('list-query: columns and settings', () => {
  it('starts from the default columns, then from storage', () => {
    expect(select.selectVisibleColumnIds(startList().snap())).toEqual(['orderId', 'customer', 'status']);
    const t = startList({ settings: { visibleColumns: ['notes', 'gone', 'orderId'] } });
    expect(select.selectVisibleColumnIds(t.snap())).toEqual(['notes', 'orderId']);
    expect(select.selectVisibleColumns(t.snap()).map((c) => c.id)).toEqual(['orderId', 'notes']);
  });

  it('keeps and stores the columns its settings dialog saves', async () => {
    const t = await loaded();
    const dialog = () => select.selectColumnSettingsRef(t.snap())!.getSnapshot();
    t.actor.send({ type: 'columns.dialogOpened' });
    expect(columnSelect.selectColumnsDialogOpen(dialog())).toBe(true);
    t.actor.send({ type: 'columns.toggled', columnId: 'customer' });
    t.actor.send({ type: 'columns.toggled', columnId: 'notes' });
    expect(select.selectVisibleColumnIds(t.snap())).toEqual(['orderId', 'customer', 'status']);
    t.actor.send({ type: 'columns.saved' });
    expect(select.selectVisibleColumnIds(t.snap())).toEqual(['orderId', 'status', 'notes']);
    expect(t.lastSettings()).toMatchObject({ visibleColumns: ['orderId', 'status', 'notes'] });
    expect(t.fetchPage.calls).toHaveLength(1);
  });

  it('restores search, sort, page and filters, dropping what no longer fits', () => {
    const t = startList({
      settings: {
        filterText: 'acme',
        sortColumns: [
          { sortBy: 'status', isSortAscending: true },
          { sortBy: 'customer', isSortAscending: false },
        ],
        pageNumber: 3,
        pageSize: 50,
        filters: [[{ property: 'status', value: 'Open', compareType: 1, operatorType: 99 }]],
        dateFilter: { preset: 'today' },
      },
    });
    expect(t.lastQuery()).toMatchObject({
      filterText: 'acme',
      sortColumns: [{ sortBy: 'customerName', isSortAscending: false }],
      pageNumber: 3,
      pageSize: 50,
      filters: null,
    });
    expect(select.selectSearchText(t.snap())).toBe('acme');
  });

  it('writes every setting under the list key', async () => {
    const t = await loaded();
    t.actor.send({ type: 'list.pageSizeChanged', pageSize: 100 });
    expect(t.persisted.calls.at(-1)).toEqual({
      key: 'orders-list',
      settings: {
        version: 1,
        visibleColumns: ['orderId', 'customer', 'status'],
        sortColumns: [],
        pageNumber: 0,
        pageSize: 100,
        filterText: '',
        filters: [],
        fields: {},
        dateFilter: null,
        pagerLetter: null,
      },
    });
  });

  it('gives the CSV export the query on screen', async () => {
    const t = await loaded();
    t.actor.send({ type: 'list.sortToggled', columnId: 'orderId' });
    expect(select.selectListQuery(t.snap())).toEqual(t.lastQuery());
    expect(select.selectListQuery(t.snap())).toBe(select.selectListQuery(t.snap()));
  });
});
