import { assign, fromPromise, raise, sendTo, setup } from 'xstate';
import { timings } from '../../api/contract/messages';
import {
  defaultListQuery,
  listQuerySchema,
  type FilterItem,
  type ListQuery,
  type ListQueryInput as ListQueryObjectInput,
  type SearchFields,
  type SortColumn,
} from '../../api/contract/list-query';
import { pageSizeOptions, type PagerItem } from '../../api/contract/pager';
import { errorText } from '../sign-in/sign-in.helpers';
import { dateFilterMachine, type DateFilterChanged, type DateFilterEvent } from './date-filter.machine';
import { dateFilterItem, type DateFilterTarget, type DateFilterValue } from './list-dates';
import {
  composeListQuery,
  cycleSort,
  deleteConfirmMessage,
  lastPageIfBeyond,
  pagerOf,
  rowIdOf,
  toggleRow,
  togglePage,
  type ListColumnSpec,
  type ListPage,
  type ListRow,
  type RowId,
} from './list-query.helpers';
import { readListSettings, type ListSettings } from './list-settings';

export const listTexts = {
  deleteFailed: 'Could not delete items',
  deleteConfirm: deleteConfirmMessage,
  empty: 'No items found',
  loading: 'Loading...',
} as const;

export interface ListQueryMachineInput {
  /** The settings key of spec 2 §2: 'orders-list', 'loads-list', … */
  listKey: string;
  columns: readonly ListColumnSpec[];
  /** The property that identifies a row, e.g. 'orderId'. */
  rowKey: string;
  /** The screen's fixed query: fields such as a customer id, the default sort. */
  defaultQuery?: ListQueryObjectInput;
  /** What local storage held under the key (any shape; invalid parts are dropped). */
  settings?: unknown;
  /** Page size choices; the first is the fallback for an invalid size. Default 10, 25, 50, 100, All. */
  pageSizes?: readonly number[];
  /** The property the date filter presets compare; none: the list has no date filter. */
  dateFilter?: DateFilterTarget | null;
}

export interface DeleteItemsInput {
  ids: RowId[];
  items: ListRow[];
}
export interface ConfirmDeleteInput {
  count: number;
  message: string;
}

export type ListQueryEvent =
  | { type: 'list.searchChanged'; text: string }
  | { type: 'list.searchCleared' }
  | { type: 'list.sortToggled'; columnId: string; additive?: boolean }
  /** 1-based, as the pager shows it. */
  | { type: 'list.pageChanged'; page: number }
  | { type: 'list.pageSizeChanged'; pageSize: number }
  | { type: 'list.filtersSet'; filters: FilterItem[][] }
  | { type: 'list.filtersCleared' }
  | { type: 'list.fieldsChanged'; fields: SearchFields }
  | { type: 'list.reload' }
  | { type: 'list.rowToggled'; id: RowId }
  | { type: 'list.pageSelectionToggled' }
  | { type: 'list.selectionCleared' }
  | { type: 'list.deleteRequested' }
  | { type: 'list.errorDismissed' }
  /** Raised by the machine itself whenever the query changed. */
  | { type: 'list.queryChanged' }
  | { type: 'columns.dialogOpened' }
  | { type: 'columns.toggled'; columnId: string }
  | { type: 'columns.allToggled' }
  | { type: 'columns.saved' }
  | { type: 'columns.cancelled' }
  | DateFilterEvent
  | DateFilterChanged;

export interface ListQueryContext {
  listKey: string;
  columns: readonly ListColumnSpec[];
  rowKey: string;
  pageSizes: readonly number[];
  baseQuery: ListQuery;
  dateTarget: DateFilterTarget | null;
  visibleColumns: string[];
  sort: SortColumn[];
  /** 0-based, as the list query counts. */
  pageNumber: number;
  pageSize: number;
  /** What the search box holds; `filterText` is what was last sent after the debounce. */
  searchText: string;
  filterText: string;
  filters: FilterItem[][];
  fields: SearchFields;
  dateFilter: DateFilterValue | null;
  /** The app's clock reading (YYYY-MM-DD), taken as each request starts; the date presets count from it. */
  today: string | null;
  /** The last good rows: kept while loading and after a failure. */
  items: ListRow[];
  pager: PagerItem | null;
  answer: ListPage | null;
  failure: { error: unknown } | null;
  error: string | null;
  selected: ListRow[];
  draftColumns: string[];
  /** The query changed while a delete was in hand: reload once it is over. */
  stale: boolean;
}

const normalizeSize = (size: unknown, sizes: readonly number[]): number =>
  sizes.includes(size as number) ? (size as number) : (sizes[0] ?? 10);

function initialContext(input: ListQueryMachineInput): ListQueryContext {
  const stored = readListSettings(input.settings);
  const base = listQuerySchema.safeParse(input.defaultQuery ?? {});
  const baseQuery = base.success ? base.data : defaultListQuery();
  const pageSizes = input.pageSizes?.length ? input.pageSizes : pageSizeOptions;
  const ids = new Set(input.columns.map((c) => c.id));
  const sortable = (id: string) => input.columns.some((c) => c.id === id && c.sortable);
  const columnOfKey = (key: string) => input.columns.find((c) => (c.sortKey ?? c.id) === key)?.id;
  const defaultSort = (baseQuery.sortColumns ?? []).flatMap((s) => {
    const id = columnOfKey(s.sortBy);
    return id ? [{ sortBy: id, isSortAscending: s.isSortAscending }] : [];
  });
  const visible = (stored.visibleColumns ?? []).filter((id) => ids.has(id));
  const filterText = stored.filterText ?? baseQuery.filterText ?? '';
  return {
    listKey: input.listKey,
    columns: input.columns,
    rowKey: input.rowKey,
    pageSizes,
    baseQuery,
    dateTarget: input.dateFilter ?? null,
    visibleColumns: visible.length
      ? visible
      : input.columns.filter((c) => c.defaultVisible !== false).map((c) => c.id),
    sort: stored.sortColumns ? stored.sortColumns.filter((s) => sortable(s.sortBy)) : defaultSort,
    pageNumber: stored.pageNumber ?? 0,
    pageSize: normalizeSize(stored.pageSize ?? baseQuery.pageSize, pageSizes),
    searchText: filterText,
    filterText,
    filters: stored.filters ?? [],
    fields: stored.fields ?? {},
    dateFilter: input.dateFilter ? (stored.dateFilter ?? null) : null,
    today: null,
    items: [],
    pager: null,
    answer: null,
    failure: null,
    error: null,
    selected: [],
    draftColumns: [],
    stale: false,
  };
}

/** The list query object the context stands for: what fetchPage is sent. */
export const listQueryOf = (c: ListQueryContext): ListQuery =>
  composeListQuery({
    base: c.baseQuery,
    columns: c.columns,
    sort: c.sort,
    pageNumber: c.pageNumber,
    pageSize: c.pageSize,
    filterText: c.filterText,
    filters: c.filters,
    fields: c.fields,
    dateItem: dateFilterItem(c.dateFilter, c.today, c.dateTarget),
  });

export const settingsOf = (c: ListQueryContext): ListSettings => ({
  version: 1,
  visibleColumns: c.visibleColumns,
  sortColumns: c.sort,
  pageNumber: c.pageNumber,
  pageSize: c.pageSize,
  filterText: c.filterText,
  filters: c.filters,
  fields: c.fields,
  dateFilter: c.dateFilter,
});

const persist = {
  type: 'persistSettings',
  params: ({ context }: { context: ListQueryContext }) => ({
    key: context.listKey,
    settings: settingsOf(context),
  }),
} as const;

export const listQueryMachine = setup({
  types: {
    context: {} as ListQueryContext,
    events: {} as ListQueryEvent,
    input: {} as ListQueryMachineInput,
    tags: {} as 'busy' | 'error',
  },
  actions: {
    persistSettings: (_, _params: { key: string; settings: ListSettings }) => {
      throw new Error('persistSettings not provided');
    },
    /** The app provides `assign({ today: () => localIsoDay(new Date()) })`; tests a fixed day. */
    readToday: assign((): Partial<ListQueryContext> => {
      throw new Error('readToday not provided');
    }),
    announceChange: raise({ type: 'list.queryChanged' }),
    setSearchText: assign(({ event }) =>
      event.type === 'list.searchChanged' ? { searchText: event.text } : {},
    ),
    commitSearch: assign(({ context }) => ({ filterText: context.searchText.trim(), pageNumber: 0 })),
    clearSearch: assign({ searchText: '', filterText: '', pageNumber: 0 }),
    toggleSort: assign(({ context, event }) =>
      event.type === 'list.sortToggled'
        ? { sort: cycleSort(context.sort, event.columnId, event.additive === true), pageNumber: 0 }
        : {},
    ),
    setPage: assign(({ event }) => (event.type === 'list.pageChanged' ? { pageNumber: event.page - 1 } : {})),
    setPageSize: assign(({ context, event }) =>
      event.type === 'list.pageSizeChanged'
        ? { pageSize: normalizeSize(event.pageSize, context.pageSizes), pageNumber: 0 }
        : {},
    ),
    setFilters: assign(({ event }) => ({
      filters: event.type === 'list.filtersSet' ? event.filters.filter((g) => g.length > 0) : [],
      pageNumber: 0,
    })),
    setFields: assign(({ context, event }) =>
      event.type === 'list.fieldsChanged'
        ? { fields: { ...context.fields, ...event.fields }, pageNumber: 0 }
        : {},
    ),
    setDateFilter: assign(({ event }) =>
      event.type === 'list.dateFilterChanged' ? { dateFilter: event.value, pageNumber: 0 } : {},
    ),
    forwardToDateFilter: sendTo('dateFilter', ({ event }) => event),
    stashAnswer: assign((_, params: { page: ListPage }) => ({ answer: params.page, failure: null })),
    stashFailure: assign((_, params: { error: unknown }) => ({
      answer: null,
      failure: { error: params.error },
    })),
    applyAnswer: assign(({ context }) => {
      const page = context.answer ?? { items: [], pager: null };
      const fresh = new Map(page.items.map((r) => [rowIdOf(r, context.rowKey), r]));
      return {
        items: page.items,
        pager: pagerOf(page, context.pageNumber, context.pageSize),
        selected: context.selected.map((r) => fresh.get(rowIdOf(r, context.rowKey)) ?? r),
        answer: null,
        error: null,
      };
    }),
    showLoadError: assign(({ context }) => ({ error: errorText(context.failure?.error), failure: null })),
    goToLastPage: assign(({ context }) => ({
      pageNumber: context.answer ? (lastPageIfBeyond(context.answer, context.pageNumber) ?? 0) : 0,
      answer: null,
    })),
    toggleRow: assign(({ context, event }) => {
      if (event.type !== 'list.rowToggled') return {};
      const row = context.items.find((r) => rowIdOf(r, context.rowKey) === event.id);
      return row ? { selected: toggleRow(context.selected, row, context.rowKey) } : {};
    }),
    togglePage: assign(({ context }) => ({
      selected: togglePage(context.selected, context.items, context.rowKey),
    })),
    clearSelection: assign({ selected: [] }),
    showDeleteError: assign({ error: listTexts.deleteFailed }),
    clearError: assign({ error: null }),
    markStale: assign({ stale: true }),
    clearStale: assign({ stale: false }),
    startColumnDraft: assign(({ context }) => ({ draftColumns: context.visibleColumns })),
    toggleDraftColumn: assign(({ context, event }) => {
      if (event.type !== 'columns.toggled') return {};
      const on = context.draftColumns.includes(event.columnId);
      const draft = on
        ? context.draftColumns.filter((id) => id !== event.columnId)
        : [...context.draftColumns, event.columnId];
      return { draftColumns: context.columns.map((c) => c.id).filter((id) => draft.includes(id)) };
    }),
    toggleAllDraftColumns: assign(({ context }) => ({
      draftColumns:
        context.draftColumns.length === context.columns.length ? [] : context.columns.map((c) => c.id),
    })),
    saveColumns: assign(({ context }) => ({ visibleColumns: context.draftColumns })),
  },
  guards: {
    searchChanged: ({ context }) => context.searchText.trim() !== context.filterText,
    hasSearch: ({ context }) => context.searchText !== '' || context.filterText !== '',
    sortable: ({ context, event }) =>
      event.type === 'list.sortToggled' && context.columns.some((c) => c.id === event.columnId && c.sortable),
    pageAllowed: ({ context, event }) =>
      event.type === 'list.pageChanged' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page - 1 !== context.pageNumber &&
      (context.pager === null || event.page <= Math.max(context.pager.totalPages, 1)),
    pageSizeChanged: ({ context, event }) =>
      event.type === 'list.pageSizeChanged' &&
      normalizeSize(event.pageSize, context.pageSizes) !== context.pageSize,
    answered: ({ context }) => context.failure === null,
    pageBeyondEnd: ({ context }) =>
      context.answer !== null && lastPageIfBeyond(context.answer, context.pageNumber) !== null,
    hasSelection: ({ context }) => context.selected.length > 0,
    isStale: ({ context }) => context.stale,
    draftHasColumn: ({ context }) => context.draftColumns.length > 0,
    hasDateFilter: ({ context }) => context.dateTarget !== null,
  },
  actors: {
    fetchPage: fromPromise<ListPage, ListQuery>(() => Promise.reject(new Error('fetchPage not provided'))),
    deleteItems: fromPromise<unknown, DeleteItemsInput>(() =>
      Promise.reject(new Error('deleteItems not provided')),
    ),
    confirmDelete: fromPromise<boolean, ConfirmDeleteInput>(() =>
      Promise.reject(new Error('confirmDelete not provided')),
    ),
    dateFilter: dateFilterMachine,
  },
  delays: {
    searchDebounce: timings.listSearchDebounceMs,
    minimumSpinner: timings.listMinimumSpinnerMs,
  },
}).createMachine({
  id: 'listQuery',
  context: ({ input }) => initialContext(input),
  type: 'parallel',
  invoke: { id: 'dateFilter', src: 'dateFilter', input: ({ context }) => ({ value: context.dateFilter }) },
  on: {
    'list.sortToggled': { guard: 'sortable', actions: ['toggleSort', persist, 'announceChange'] },
    'list.pageChanged': { guard: 'pageAllowed', actions: ['setPage', persist, 'announceChange'] },
    'list.pageSizeChanged': { guard: 'pageSizeChanged', actions: ['setPageSize', persist, 'announceChange'] },
    'list.filtersSet': { actions: ['setFilters', persist, 'announceChange'] },
    'list.filtersCleared': { actions: ['setFilters', persist, 'announceChange'] },
    'list.fieldsChanged': { actions: ['setFields', persist, 'announceChange'] },
    'list.dateFilterChanged': {
      guard: 'hasDateFilter',
      actions: ['setDateFilter', persist, 'announceChange'],
    },
    'dateFilter.*': { guard: 'hasDateFilter', actions: 'forwardToDateFilter' },
    'list.rowToggled': { actions: 'toggleRow' },
    'list.pageSelectionToggled': { actions: 'togglePage' },
    'list.selectionCleared': { actions: 'clearSelection' },
    'list.errorDismissed': { actions: 'clearError' },
  },
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          entry: ['readToday', 'clearStale'],
          type: 'parallel',
          states: {
            request: {
              initial: 'pending',
              states: {
                pending: {
                  invoke: {
                    id: 'fetchPage',
                    src: 'fetchPage',
                    input: ({ context }) => listQueryOf(context),
                    onDone: {
                      target: 'answered',
                      actions: { type: 'stashAnswer', params: ({ event }) => ({ page: event.output }) },
                    },
                    onError: {
                      target: 'answered',
                      actions: { type: 'stashFailure', params: ({ event }) => ({ error: event.error }) },
                    },
                  },
                },
                answered: { type: 'final' },
              },
            },
            // The spinner shows for at least 100 ms (spec 2 §9), so a fast answer does not flicker.
            spinner: {
              initial: 'showing',
              states: { showing: { after: { minimumSpinner: 'shown' } }, shown: { type: 'final' } },
            },
          },
          onDone: [
            { guard: 'pageBeyondEnd', target: 'loading', reenter: true, actions: ['goToLastPage', persist] },
            { guard: 'answered', target: 'ready', actions: 'applyAnswer' },
            { target: 'failure', actions: 'showLoadError' },
          ],
          on: {
            // Re-entering restarts the request: the superseded one's signal aborts and its answer is lost.
            'list.queryChanged': { target: 'loading', reenter: true },
            'list.reload': { target: 'loading', reenter: true },
          },
        },
        ready: {
          on: {
            'list.queryChanged': 'loading',
            'list.reload': 'loading',
            'list.deleteRequested': { guard: 'hasSelection', target: 'confirmingDelete' },
          },
        },
        failure: {
          tags: ['error'],
          on: {
            'list.queryChanged': 'loading',
            'list.reload': 'loading',
            'list.errorDismissed': { target: 'ready', actions: 'clearError' },
            'list.deleteRequested': { guard: 'hasSelection', target: 'confirmingDelete' },
          },
        },
        confirmingDelete: {
          on: { 'list.queryChanged': { actions: 'markStale' } },
          invoke: {
            id: 'confirmDelete',
            src: 'confirmDelete',
            input: ({ context }) => ({
              count: context.selected.length,
              message: listTexts.deleteConfirm(context.selected.length),
            }),
            onDone: [
              { guard: ({ event }) => event.output === true, target: 'deleting' },
              { guard: 'isStale', target: 'loading' },
              { target: 'ready' },
            ],
            onError: [{ guard: 'isStale', target: 'loading' }, { target: 'ready' }],
          },
        },
        deleting: {
          tags: ['busy'],
          on: { 'list.queryChanged': { actions: 'markStale' } },
          invoke: {
            id: 'deleteItems',
            src: 'deleteItems',
            input: ({ context }) => ({
              ids: context.selected.map((r) => rowIdOf(r, context.rowKey)),
              items: context.selected,
            }),
            onDone: { target: 'loading', actions: ['clearSelection', 'clearError'] },
            onError: { target: 'failure', actions: 'showDeleteError' },
          },
        },
      },
    },
    search: {
      initial: 'idle',
      on: {
        'list.searchCleared': [
          { guard: 'hasSearch', target: '.idle', actions: ['clearSearch', persist, 'announceChange'] },
          { target: '.idle' },
        ],
      },
      states: {
        idle: { on: { 'list.searchChanged': { target: 'debouncing', actions: 'setSearchText' } } },
        debouncing: {
          on: { 'list.searchChanged': { target: 'debouncing', reenter: true, actions: 'setSearchText' } },
          after: {
            searchDebounce: [
              {
                guard: 'searchChanged',
                target: 'idle',
                actions: ['commitSearch', persist, 'announceChange'],
              },
              { target: 'idle' },
            ],
          },
        },
      },
    },
    columnsDialog: {
      initial: 'closed',
      states: {
        closed: { on: { 'columns.dialogOpened': { target: 'open', actions: 'startColumnDraft' } } },
        open: {
          on: {
            'columns.toggled': { actions: 'toggleDraftColumn' },
            'columns.allToggled': { actions: 'toggleAllDraftColumns' },
            'columns.saved': { guard: 'draftHasColumn', target: 'closed', actions: ['saveColumns', persist] },
            'columns.cancelled': 'closed',
          },
        },
      },
    },
  },
});
