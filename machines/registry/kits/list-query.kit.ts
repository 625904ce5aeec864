import { assign } from 'xstate';
import { CompareType, FilterOperator } from '#contract/filter-codes';
import { makePager } from '#contract/pager';
import {
  listQueryOf,
  type ConfirmDeleteInput,
  type DeleteItemsInput,
} from '#machines/list-query/list-query.context';
import { rowIdOf } from '#machines/list-query/list-query.helpers';
import { listQueryMachine } from '#machines/list-query/list-query.machine';
import { check, defineTestKit } from '../test-kit';
import { lastCallInput } from './kit-helpers';

const row = (id: number) => ({ orderId: id, customer: `Customer ${id}` });
// A few rows stand in for a page of ten: the machine shows what comes back and pages by the pager.
/** Page 1 of 2. */
const firstPage = { items: [row(1), row(2)], pager: makePager(12, 0, 10) };
/** Page 2 of 2. */
const secondPage = { items: [row(11), row(12)], pager: makePager(12, 1, 10) };
/** Page 1 once order 1 is deleted. */
const afterDelete = { items: [row(2)], pager: makePager(11, 0, 10) };
/** Page 2 after rows were deleted elsewhere: nothing, and a pager that says the end is page 1. */
const pastTheEnd = { items: [], pager: makePager(5, 1, 10) };

/**
 * The list machine as every list screen runs it. Its child machines (date filter, column settings) are
 * registered on their own; here they are the kit's stand-ins, which never answer, and what they would
 * tell the list ('list.dateFilterChanged', 'list.columnsSaved') are sample events, as a replayed log has them.
 */
export const listQueryKit = defineTestKit(listQueryMachine, {
  input: {
    listKey: 'orders-list',
    rowKey: 'orderId',
    columns: [
      { id: 'orderId', label: 'Order #', sortable: true },
      { id: 'customer', label: 'Customer' },
    ],
    dateFilter: { property: 'dateAdded' },
  },
  provide: { actions: { readToday: assign({ today: '2025-09-04' }) } },
  events: {
    'list.searchChanged': [{ type: 'list.searchChanged', text: 'acme' }],
    'list.sortToggled': [{ type: 'list.sortToggled', columnId: 'orderId' }],
    'list.pageChanged': [{ type: 'list.pageChanged', page: 2 }],
    'list.pageSizeChanged': [{ type: 'list.pageSizeChanged', pageSize: 25 }],
    'list.filtersSet': [
      {
        type: 'list.filtersSet',
        filters: [
          [
            {
              property: 'customer',
              value: 'Acme',
              compareType: CompareType.String,
              operatorType: FilterOperator.Contain,
            },
          ],
        ],
      },
    ],
    'list.fieldsChanged': [{ type: 'list.fieldsChanged', fields: { currentOrders: 1 } }],
    'list.letterChosen': [
      { type: 'list.letterChosen', letter: 'B' },
      { type: 'list.letterChosen', letter: null },
    ],
    'list.rowToggled': [{ type: 'list.rowToggled', id: 1 }],
    'list.rowsSelected': [{ type: 'list.rowsSelected', rows: [{ orderId: 1 }, { orderId: 2 }] }],
    'list.dateFilterChanged': [{ type: 'list.dateFilterChanged', value: { preset: 'today' } }],
    'list.columnsSaved': [{ type: 'list.columnsSaved', visibleColumns: ['orderId'] }],
    'dateFilter.presetChosen': [{ type: 'dateFilter.presetChosen', preset: 'last7Days' }],
    'dateFilter.dateChosen': [{ type: 'dateFilter.dateChosen', which: 'start', date: '2025-09-01' }],
    'dateFilter.valueSet': [{ type: 'dateFilter.valueSet', value: null }],
    'columns.toggled': [{ type: 'columns.toggled', columnId: 'customer' }],
    // A saved view naming a column the list no longer has (decision 085): noted, the rest applied.
    'list.viewApplied': [
      {
        type: 'list.viewApplied',
        view: {
          visibleColumns: ['customer', 'dockDoor'],
          sortColumns: [{ sortBy: 'orderId', isSortAscending: false }],
          filterText: 'acme',
          filters: [],
          pagerLetter: null,
        },
      },
    ],
  },
  actors: {
    fetchPage: {
      done: { firstPage, secondPage, afterDelete, pastTheEnd },
      error: { serverError: Object.assign(new Error('Server error'), { status: 500 }) },
    },
    confirmDelete: {
      done: { confirmed: true, cancelled: false },
      error: { gone: new Error('dialog closed') },
    },
    deleteItems: { done: { deleted: true }, error: { refused: new Error('409') } },
    refreshPage: {
      done: {
        changed: { items: [row(1), { orderId: 2, customer: 'Renamed' }], pager: makePager(12, 0, 10) },
      },
      error: { offline: new Error('Unknown server error') },
    },
  },
  // What the guards read, and only where they read it: the page while a request is out (an answer may
  // be past the end), the selection where Delete is offered, the answer while it waits for the spinner,
  // staleness while a delete is in hand. Rows, sort and filters change no decision.
  abstract: (s) => {
    const c = s.context;
    const loading = s.matches({ data: 'loading' });
    const answered = s.matches({ data: { loading: { request: 'answered' } } });
    const offersDelete = s.matches({ data: 'ready' }) || s.matches({ data: 'deleteFailed' });
    return {
      value: s.value,
      search: c.searchText.trim() !== c.filterText ? 'typed' : c.filterText ? 'sent' : 'none',
      secondPage: loading && c.pageNumber === 1,
      selected: offersDelete && c.selected.length > 0,
      outcome: !answered ? null : c.failure ? 'failed' : c.answer?.items.length ? 'rows' : 'none',
      stale: c.stale,
      changedWhileLoading: (loading || s.matches({ data: { refreshing: 'reading' } })) && c.changedElsewhere,
    };
  },
  simplePaths: 0,
  expect: {
    'data.loading': (s, run) => {
      check(s.hasTag('busy'), 'busy while loading');
      const asked = JSON.stringify(lastCallInput(run, 'fetchPage'));
      check(asked === JSON.stringify(listQueryOf(s.context)), 'the page asked for is the query shown');
    },
    'data.ready': (s) => check(!s.hasTag('busy') && s.context.error === null, 'the rows show, no error'),
    'data.refreshing.reading': (s, run) => {
      check(!s.hasTag('busy'), 'a quiet refresh shows no spinner');
      const asked = JSON.stringify(lastCallInput(run, 'refreshPage'));
      check(asked === JSON.stringify(listQueryOf(s.context)), 'the page read again is the one shown');
    },
    'data.failure': (s) => check(s.hasTag('error') && s.context.error, 'the error shows'),
    'data.deleteFailed': (s) =>
      check(
        s.hasTag('error') && s.context.error?.startsWith('Could not delete items'),
        'the delete error shows',
      ),
    'data.confirmingDelete': (_, run) => {
      const asked = lastCallInput<ConfirmDeleteInput>(run, 'confirmDelete');
      check(asked && asked.count > 0, 'asks about the selected rows');
    },
    'data.deleting': (s, run) => {
      check(s.hasTag('busy'), 'busy while deleting');
      const calls = run.calls.map((c) => c.id);
      check(
        calls.lastIndexOf('confirmDelete') < calls.lastIndexOf('deleteItems'),
        'deletes only when confirmed',
      );
      const sent = lastCallInput<DeleteItemsInput>(run, 'deleteItems');
      const ids = sent?.items.map((r) => rowIdOf(r, s.context.rowKey));
      check(JSON.stringify(ids) === JSON.stringify(sent?.ids), 'the request names the rows it deletes');
    },
  },
});
