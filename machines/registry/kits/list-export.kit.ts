import { assign } from 'xstate';
import { makePager } from '#contract/pager';
import {
  exportLimits,
  listExportMachine,
  type ExportRequest,
} from '#machines/list-export/list-export.machine';
import { check, defineTestKit } from '../test-kit';
import { lastParams } from './kit-helpers';

const row = (id: number) => ({ orderId: id, customer: `Customer ${id}` });
const request = (selected: ExportRequest['selected']): ExportRequest => ({
  title: 'Open Orders',
  columns: [
    { id: 'orderId', label: 'Order #' },
    { id: 'customer', label: 'Customer' },
  ],
  query: { pageNumber: 0, pageSize: 25, includeRelatedEntities: true, sortColumns: [] },
  selected,
});

// Rows stand in for whole pages: the machine counts what comes back, it does not check page sizes.
/** A list that fits in the first page of 200. */
const onePage = { items: [row(1), row(2)], pager: makePager(2, 0, exportLimits.pageSize) };
/** 700 rows: four pages, so each of the three fetchers takes one, and the first of them one more. */
const firstOfFour = { items: [row(1)], pager: makePager(700, 0, exportLimits.pageSize) };
const laterPage = { items: [row(201)], pager: makePager(700, 1, exportLimits.pageSize) };
const pageOutcomes = {
  done: { laterPage },
  error: { serverError: Object.assign(new Error('Server error'), { status: 500 }) },
};

export const listExportKit = defineTestKit(listExportMachine, {
  provide: { actions: { readToday: assign({ today: '2025-09-04' }) } },
  events: {
    'export.started': [
      { type: 'export.started', request: request([]) },
      { type: 'export.started', request: request([row(7), row(9)]) },
    ],
  },
  actors: {
    firstPage: {
      done: { onePage, firstOfFour },
      error: { serverError: Object.assign(new Error('Server error'), { status: 500 }) },
    },
    page0: pageOutcomes,
    page1: pageOutcomes,
    page2: pageOutcomes,
  },
  expect: {
    fetching: (s) => check(s.hasTag('busy') && s.context.request, 'busy with a request'),
    'fetching.rest': (s) =>
      check(
        s.context.pagesNeeded > 1 && s.context.total <= exportLimits.maxRows,
        'fetches at most 2000 rows',
      ),
    failed: (s) =>
      check(s.hasTag('error') && s.context.error && !s.context.request, 'the error shows, nothing kept'),
    idle: (s, run) => {
      check(!s.hasTag('busy') && s.context.request === null, 'nothing in hand');
      const file = lastParams<{ blob: Blob; fileName: string }>(run, 'download');
      check(!file || file.fileName === s.context.lastFile?.fileName, 'the file downloaded is the one named');
      check(
        !file || file.fileName === 'Open_Orders_2025-09-04.csv',
        "the file is named by the list's title and day",
      );
    },
  },
});
