import { assign } from 'xstate';
import { CompareType, FilterOperator } from '../../api/contract/filter-codes';
import { makePager } from '../../api/contract/pager';
import { check, defineTestKit } from '../registry/test-kit';
import { columnSettingsMachine } from './column-settings.machine';
import { dateFilterMachine } from './date-filter.machine';
import { listQueryMachine } from './list-query.machine';

const row = (id: number) => ({ orderId: id, customer: `Customer ${id}` });
const firstPage = { items: [row(1), row(2)], pager: makePager(12, 0, 10) };

/**
 * How the registry runs the list-query machine in Node (docs/adding-a-machine.md). Register it in
 * machines/registry/machine-registry.ts as { id: 'listQuery', title: 'List query', machine: listQueryMachine,
 * testKit: listQueryKit, description: 'Search, sort, filter, page, select and delete in any list.' }.
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
  provide: {
    actions: { readToday: assign({ today: '2025-09-04' }) },
    actors: { dateFilter: dateFilterMachine, columnSettings: columnSettingsMachine },
  },
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
    'list.rowToggled': [{ type: 'list.rowToggled', id: 1 }],
    'list.dateFilterChanged': [{ type: 'list.dateFilterChanged', value: { preset: 'today' } }],
    'list.columnsSaved': [{ type: 'list.columnsSaved', visibleColumns: ['orderId'] }],
    'dateFilter.presetChosen': [{ type: 'dateFilter.presetChosen', preset: 'last7Days' }],
    'dateFilter.dateChosen': [{ type: 'dateFilter.dateChosen', which: 'start', date: '2025-09-01' }],
    'dateFilter.valueSet': [{ type: 'dateFilter.valueSet', value: null }],
    'columns.toggled': [{ type: 'columns.toggled', columnId: 'customer' }],
  },
  actors: {
    fetchPage: {
      done: { firstPage, pastTheEnd: { items: [], pager: { ...makePager(12, 1, 10), pageNumber: 3 } } },
      error: { serverError: Object.assign(new Error('Server error'), { status: 500 }) },
    },
    confirmDelete: {
      done: { confirmed: true, cancelled: false },
      error: { gone: new Error('dialog closed') },
    },
    deleteItems: { done: { deleted: true }, error: { refused: new Error('409') } },
  },
  // What the guards read, and nothing else: rows, sort and filters change no decision the machine makes.
  abstract: (s) => {
    const c = s.context;
    return {
      value: s.value,
      search: c.searchText.trim() !== c.filterText ? 'typed' : c.filterText ? 'sent' : 'none',
      selected: c.selected.length > 0,
      secondPage: c.pageNumber === 1,
      outcome: c.failure ? 'failed' : c.answer ? (c.answer.items.length ? 'rows' : 'none') : null,
      stale: c.stale,
    };
  },
  simplePaths: 0,
  expect: {
    'data.loading': (s) => check(s.hasTag('busy'), 'busy while loading'),
    'data.failure': (s) => check(s.hasTag('error') && s.context.error, 'the error shows'),
    'data.deleting': (s) => check(s.context.selected.length > 0, 'deletes the selection'),
  },
});
