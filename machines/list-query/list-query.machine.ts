import { and, assign, enqueueActions, or, raise, sendTo, setup, stateIn } from 'xstate';
import { timings } from '#contract/messages';
import type { ListQuery } from '#contract/list-query';
import { columnSettingsMachine } from './column-settings.machine';
import { isPagerLetter, usableFilters } from './column-filters';
import { dateFilterMachine } from './date-filter.machine';
import {
  changedRows,
  cycleSort,
  lastPageIfBeyond,
  pageApplied,
  rowIdOf,
  selectRows,
  toggleRow,
  togglePage,
  type ListPage,
} from './list-query.helpers';
import {
  initialContext,
  listQueryOf,
  deleteErrorText,
  listTexts,
  loadErrorText,
  normalizeSize,
  settingsOf,
  type ConfirmDeleteInput,
  type DeleteItemsInput,
  type ListQueryContext,
  type ListQueryEvent,
  type ListQueryMachineInput,
} from './list-query.context';
import type { ListSettings } from './list-settings';
import { applySavedView } from './saved-view-state';
import { injectedCall, machineTypes, notProvided } from '../shared/injected';

const toDateFilter = { guard: 'hasDateFilter', actions: 'forwardToDateFilter' } as const;
const toColumnSettings = { actions: 'forwardToColumnSettings' } as const;

const persist = {
  type: 'persistSettings',
  params: ({ context }: { context: ListQueryContext }) => ({
    key: context.listKey,
    settings: settingsOf(context),
  }),
} as const;

/** What was confirmed is what gets deleted: selection changes wait until the delete is over. */
const selectionFrozen = {
  'list.rowToggled': {},
  'list.pageSelectionToggled': {},
  'list.rowsSelected': {},
  'list.selectionCleared': {},
} as const;

export const listQueryMachine = setup({
  types: machineTypes<ListQueryContext, ListQueryEvent, ListQueryMachineInput, 'busy' | 'error'>(),
  actions: {
    // Written out: the enqueueActions below cannot infer its types past a shared helper here.
    persistSettings: (_, _params: { key: string; settings: ListSettings }) => notProvided('persistSettings'),
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
    setFilters: assign(({ context, event }) => {
      const usable = usableFilters(event.type === 'list.filtersSet' ? event.filters : [], context.columns);
      return { filters: usable.filters, filterWarnings: usable.warnings, pageNumber: 0 };
    }),
    setLetter: assign(({ event }) =>
      event.type === 'list.letterChosen' ? { pagerLetter: event.letter, pageNumber: 0 } : {},
    ),
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
    applyAnswer: assign(({ context }) => ({
      ...pageApplied(context, context.answer ?? { items: [], pager: null }),
      changedRowIds: [],
    })),
    /** A quiet refresh's page: the same rows in place, those that are new or differ marked. */
    applyRefresh: assign(({ context }, params: { page: ListPage }) => ({
      ...pageApplied(context, params.page),
      changedRowIds: changedRows(context.items, params.page.items, context.rowKey),
    })),
    markChangedElsewhere: assign({ changedElsewhere: true }),
    clearChangedElsewhere: assign({ changedElsewhere: false }),
    showLoadError: assign(({ context }) => ({ error: loadErrorText(context.failure?.error), failure: null })),
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
    selectRows: assign(({ context, event }) =>
      event.type === 'list.rowsSelected'
        ? { selected: selectRows(context.selected, event.rows, context.rowKey) }
        : {},
    ),
    /**
     * A changed filter (search, date filter, filters, a grouping of the search fields) hides rows, so the
     * selection goes with it: Export and Delete must never act on rows the person cannot see. While a delete
     * is being confirmed or carried out the selection is frozen instead; the delete clears it when done.
     */
    // The guard and action named here are defined in this same setup(), which its types cannot see yet;
    // the names are checked at run time and by the generated path tests.
    dropSelectionForFilter: enqueueActions(({ check, enqueue }) => {
      if (!check('selectionFrozen' as never)) enqueue('clearSelection' as never);
    }),
    showDeleteError: assign({ error: ({ event }) => deleteErrorText((event as { error?: unknown }).error) }),
    clearError: assign({ error: null }),
    markStale: assign({ stale: true }),
    clearStale: assign({ stale: false }),
    forwardToColumnSettings: sendTo('columnSettings', ({ event }) => event),
    /** A saved view replaces columns, sort, search, filters and letter; what it names that is gone is noted. */
    applyView: assign(({ context, event }) => {
      if (event.type !== 'list.viewApplied') return {};
      const fallback = context.columns.filter((c) => c.defaultVisible !== false).map((c) => c.id);
      const { notes, ...view } = applySavedView(context.columns, event.view, fallback);
      return { ...view, searchText: view.filterText, viewNotes: notes, pageNumber: 0 };
    }),
    clearViewNotes: assign({ viewNotes: [] }),
    tellColumnSettings: sendTo('columnSettings', ({ context }) => ({
      type: 'columns.visibleSet' as const,
      visible: context.visibleColumns,
    })),
    saveColumns: assign(({ event }) =>
      event.type === 'list.columnsSaved' ? { visibleColumns: event.visibleColumns } : {},
    ),
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
    deleteConfirmed: (_, params: { answer: boolean }) => params.answer,
    isStale: ({ context }) => context.stale,
    changedWhileLoading: ({ context }) => context.changedElsewhere,
    hasDateFilter: ({ context }) => context.dateTarget !== null,
    letterChanged: ({ context, event }) =>
      event.type === 'list.letterChosen' &&
      (event.letter === null || isPagerLetter(event.letter)) &&
      event.letter !== context.pagerLetter,
    selectionFrozen: or([stateIn({ data: 'confirmingDelete' }), stateIn({ data: 'deleting' })]),
  },
  actors: {
    fetchPage: injectedCall<ListPage, ListQuery>('fetchPage'),
    deleteItems: injectedCall<unknown, DeleteItemsInput>('deleteItems'),
    confirmDelete: injectedCall<boolean, ConfirmDeleteInput>('confirmDelete'),
    dateFilter: dateFilterMachine,
    columnSettings: columnSettingsMachine,
  },
  delays: {
    searchDebounce: timings.listSearchDebounceMs,
    minimumSpinner: timings.listMinimumSpinnerMs,
    liveSettle: timings.liveSettleMs,
  },
}).createMachine({
  id: 'listQuery',
  context: ({ input }) => initialContext(input),
  type: 'parallel',
  invoke: [
    { id: 'dateFilter', src: 'dateFilter', input: ({ context }) => ({ value: context.dateFilter }) },
    {
      id: 'columnSettings',
      src: 'columnSettings',
      input: ({ context }) => ({
        columns: context.columns.map((c) => c.id),
        visible: context.visibleColumns,
      }),
    },
  ],
  on: {
    'list.sortToggled': { guard: 'sortable', actions: ['toggleSort', persist, 'announceChange'] },
    'list.pageChanged': { guard: 'pageAllowed', actions: ['setPage', persist, 'announceChange'] },
    'list.pageSizeChanged': { guard: 'pageSizeChanged', actions: ['setPageSize', persist, 'announceChange'] },
    'list.filtersSet': { actions: ['setFilters', persist, 'announceChange', 'dropSelectionForFilter'] },
    'list.filtersCleared': { actions: ['setFilters', persist, 'announceChange', 'dropSelectionForFilter'] },
    'list.letterChosen': {
      guard: 'letterChanged',
      actions: ['setLetter', persist, 'announceChange', 'dropSelectionForFilter'],
    },
    'list.fieldsChanged': { actions: ['setFields', persist, 'announceChange', 'dropSelectionForFilter'] },
    'list.dateFilterChanged': {
      guard: 'hasDateFilter',
      actions: ['setDateFilter', persist, 'announceChange', 'dropSelectionForFilter'],
    },
    // Explicit rather than 'dateFilter.*': every forwarded event shows in the diagram and the generated paths.
    'dateFilter.opened': toDateFilter,
    'dateFilter.closed': toDateFilter,
    'dateFilter.presetChosen': toDateFilter,
    'dateFilter.dateChosen': toDateFilter,
    'dateFilter.confirmed': toDateFilter,
    'dateFilter.cleared': toDateFilter,
    'dateFilter.valueSet': toDateFilter,
    'columns.dialogOpened': toColumnSettings,
    'columns.toggled': toColumnSettings,
    'columns.allToggled': toColumnSettings,
    'columns.saved': toColumnSettings,
    'columns.cancelled': toColumnSettings,
    'list.columnsSaved': { actions: ['saveColumns', persist] },
    'list.viewApplied': {
      actions: ['applyView', 'tellColumnSettings', persist, 'announceChange', 'dropSelectionForFilter'],
    },
    'list.viewNotesDismissed': { actions: 'clearViewNotes' },
    'list.rowToggled': { actions: 'toggleRow' },
    'list.pageSelectionToggled': { actions: 'togglePage' },
    'list.rowsSelected': { actions: 'selectRows' },
    'list.selectionCleared': { actions: 'clearSelection' },
    'list.errorDismissed': { actions: 'clearError' },
  },
  states: {
    data: {
      description: 'The rows of the list: loading a page, showing it, and deleting the selected rows.',
      initial: 'loading',
      states: {
        loading: {
          description:
            'A page loads for the current query; a newer query restarts it and the superseded request is aborted.',
          tags: ['busy'],
          entry: ['readToday', 'clearStale', 'clearChangedElsewhere'],
          type: 'parallel',
          states: {
            request: {
              description: 'The page request; its answer or failure is kept until the spinner is done too.',
              initial: 'pending',
              states: {
                pending: {
                  description: 'The request is out.',
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
                answered: { description: 'The answer (or the failure) is kept.', type: 'final' },
              },
            },
            spinner: {
              description:
                'The spinner shows for at least 100 ms (spec 2 §9), so a fast answer does not flicker.',
              initial: 'showing',
              states: {
                showing: {
                  description: 'The minimum spinner time runs.',
                  after: { minimumSpinner: 'shown' },
                },
                shown: { description: 'The minimum spinner time is over.', type: 'final' },
              },
            },
          },
          onDone: [
            { guard: 'pageBeyondEnd', target: 'loading', reenter: true, actions: ['goToLastPage', persist] },
            {
              guard: and(['answered', 'changedWhileLoading']),
              target: 'refreshing',
              actions: 'applyAnswer',
            },
            { guard: 'answered', target: 'ready', actions: 'applyAnswer' },
            { target: 'failure', actions: 'showLoadError' },
          ],
          on: {
            // Re-entering restarts the request: the superseded one's signal aborts and its answer is lost.
            'list.queryChanged': { target: 'loading', reenter: true },
            'list.reload': { target: 'loading', reenter: true },
            // The answer under way may have been read before the change: read once more after it.
            'list.changedElsewhere': { actions: 'markChangedElsewhere' },
          },
        },
        ready: {
          description: 'The page is shown; a changed query loads again, Delete asks about the selected rows.',
          on: {
            'list.queryChanged': 'loading',
            'list.reload': 'loading',
            'list.changedElsewhere': 'refreshing',
            'list.deleteRequested': { guard: 'hasSelection', target: 'confirmingDelete' },
          },
        },
        refreshing: {
          description:
            'Someone changed records this list may show (the live desk): the page is read again without a spinner; rows, page and selection stay, and the rows that changed are marked. A failure keeps the rows shown.',
          initial: 'settling',
          states: {
            settling: {
              description: 'Changes in a burst are read together: 250 ms after the first, the page is read.',
              entry: 'clearChangedElsewhere',
              after: { liveSettle: 'reading' },
            },
            reading: {
              description: 'The page is read again; a change meanwhile is read once this answer is shown.',
              invoke: {
                id: 'refreshPage',
                src: 'fetchPage',
                input: ({ context }) => listQueryOf(context),
                onDone: [
                  {
                    guard: 'changedWhileLoading',
                    target: 'settling',
                    actions: { type: 'applyRefresh', params: ({ event }) => ({ page: event.output }) },
                  },
                  {
                    target: '#listQuery.data.ready',
                    actions: { type: 'applyRefresh', params: ({ event }) => ({ page: event.output }) },
                  },
                ],
                onError: '#listQuery.data.ready',
              },
              on: { 'list.changedElsewhere': { actions: 'markChangedElsewhere' } },
            },
          },
          on: {
            'list.queryChanged': 'loading',
            'list.reload': 'loading',
            'list.deleteRequested': { guard: 'hasSelection', target: 'confirmingDelete' },
          },
        },
        failure: {
          description:
            'The page did not load; the reason shows with a Retry, until the list loads again. Delete waits for a good page: the rows on screen may be stale.',
          tags: ['error'],
          on: {
            'list.queryChanged': 'loading',
            'list.reload': 'loading',
            'list.errorDismissed': { target: 'ready', actions: 'clearError' },
          },
        },
        deleteFailed: {
          description:
            'The delete failed; the rows and the selection stay, and the reason shows until dismissed or the list loads again.',
          tags: ['error'],
          on: {
            'list.queryChanged': 'loading',
            'list.reload': 'loading',
            'list.errorDismissed': { target: 'ready', actions: 'clearError' },
            'list.deleteRequested': { guard: 'hasSelection', target: 'confirmingDelete' },
          },
        },
        confirmingDelete: {
          description:
            'The person is asked to confirm deleting the selection, which is frozen meanwhile; a query change waits (stale).',
          on: { 'list.queryChanged': { actions: 'markStale' }, ...selectionFrozen },
          invoke: {
            id: 'confirmDelete',
            src: 'confirmDelete',
            input: ({ context }) => ({
              count: context.selected.length,
              message: listTexts.deleteConfirm(context.selected.length),
            }),
            onDone: [
              {
                guard: {
                  type: 'deleteConfirmed',
                  params: ({ event }) => ({ answer: event.output === true }),
                },
                target: 'deleting',
              },
              { guard: 'isStale', target: 'loading' },
              { target: 'ready' },
            ],
            onError: [{ guard: 'isStale', target: 'loading' }, { target: 'ready' }],
          },
        },
        deleting: {
          description:
            'The confirmed rows are deleted, then the list loads again; a query change waits (stale).',
          tags: ['busy'],
          on: { 'list.queryChanged': { actions: 'markStale' }, ...selectionFrozen },
          invoke: {
            id: 'deleteItems',
            src: 'deleteItems',
            input: ({ context }) => ({
              ids: context.selected.map((r) => rowIdOf(r, context.rowKey)),
              items: context.selected,
            }),
            onDone: { target: 'loading', actions: ['clearSelection', 'clearError'] },
            onError: { target: 'deleteFailed', actions: 'showDeleteError' },
          },
        },
      },
    },
    search: {
      description: 'The search box, debounced apart from loading so that typing never blocks the rows.',
      initial: 'idle',
      on: {
        'list.searchCleared': [
          {
            guard: 'hasSearch',
            target: '.idle',
            actions: ['clearSearch', persist, 'announceChange', 'dropSelectionForFilter'],
          },
          { target: '.idle' },
        ],
      },
      states: {
        idle: {
          description: 'The search text in force is the one typed.',
          on: { 'list.searchChanged': { target: 'debouncing', actions: 'setSearchText' } },
        },
        debouncing: {
          description: 'Waits for typing to pause; a changed text then becomes the filter and starts a load.',
          on: { 'list.searchChanged': { target: 'debouncing', reenter: true, actions: 'setSearchText' } },
          after: {
            searchDebounce: [
              {
                guard: 'searchChanged',
                target: 'idle',
                actions: ['commitSearch', persist, 'announceChange', 'dropSelectionForFilter'],
              },
              { target: 'idle' },
            ],
          },
        },
      },
    },
  },
});
