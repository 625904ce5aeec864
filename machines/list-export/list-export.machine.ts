import { assign, setup } from 'xstate';
import type { ListQuery } from '#contract/list-query';
import type { ListPage, ListRow } from '../list-query/list-query.helpers';
import { errorText } from '../shared/error-text';
import { byteOrderMark, csvFileName, toCsv } from './csv';
import { exportLimits } from './export-limits';
import { injectedAction, injectedCall, machineTypes } from '../shared/injected';

export { exportLimits };

/** What a page fetch is given: the page's query and the ids of the columns the file holds. */
export interface ExportPageInput {
  query: ListQuery;
  columns: string[];
}

export interface ExportColumn {
  id: string;
  label: string;
}

/** What the list hands over when CSV export is pressed: its title, shown columns, query and selection. */
export interface ExportRequest {
  title: string;
  columns: ExportColumn[];
  query: ListQuery;
  /** When any rows are selected, they are exported instead of the query's rows. */
  selected: ListRow[];
}

export interface ListExportInput {
  /** The value a column exports for a row; default `row[columnId]`. */
  cellValue?: (row: ListRow, columnId: string) => unknown;
  /** Rows a page; default `exportLimits.pageSize` (200). */
  pageSize?: number;
}

export type ListExportEvent =
  | { type: 'export.started'; request: ExportRequest }
  | { type: 'export.cancelled' }
  | { type: 'export.errorDismissed' }
  | { type: 'export.noticeDismissed' };

export interface ListExportContext {
  cellValue: (row: ListRow, columnId: string) => unknown;
  /** Rows a page fetch asks for. */
  pageSize: number;
  request: ExportRequest | null;
  /** The app's clock reading (YYYY-MM-DD) for the file name. */
  today: string | null;
  /** Rows the file will hold: the list's total, capped at 2000. */
  total: number;
  /** Rows the list had when the export began, before the cap. */
  available: number;
  pagesNeeded: number;
  /** The next page each of the three parallel fetchers asks for; they stride by three. */
  workerPages: number[];
  pages: Record<number, ListRow[]>;
  fetched: number;
  error: string | null;
  lastFile: { fileName: string; rows: number } | null;
  /** The last file stopped at the 2000-row limit: what it holds of what the list had, until dismissed. */
  limitNotice: { rows: number; available: number } | null;
}

const defaultCellValue = (row: ListRow, columnId: string) => row[columnId];

const pageInput = (c: ListExportContext, pageNumber: number): ExportPageInput => ({
  query: { ...c.request!.query, pageNumber, pageSize: c.pageSize },
  columns: c.request!.columns.map((col) => col.id),
});

/** The rows to write, in list order, at most `total`. */
export const exportRows = (c: ListExportContext): ListRow[] =>
  Array.from({ length: c.pagesNeeded }, (_, i) => c.pages[i] ?? [])
    .flat()
    .slice(0, c.total);

export const exportCsv = (c: ListExportContext): string => {
  const columns = c.request?.columns ?? [];
  return (
    byteOrderMark +
    toCsv([
      columns.map((col) => col.label),
      ...exportRows(c).map((row) => columns.map((col) => c.cellValue(row, col.id))),
    ])
  );
};

const worker = (slot: number) =>
  ({
    description: `One of three fetchers: every third page, starting at page ${slot + 2}.`,
    initial: 'next',
    states: {
      next: {
        description: "Transient: fetches this fetcher's next page, or finishes when none is left.",
        always: [
          { guard: { type: 'workerHasPage', params: { slot } }, target: 'fetching' },
          { target: 'finished' },
        ],
      },
      fetching: {
        description: 'One page (200 rows, or 1000) is fetched; a failure fails the whole export.',
        invoke: {
          id: `page${slot}`,
          src: 'fetchPage',
          input: ({ context }: { context: ListExportContext }) =>
            pageInput(context, context.workerPages[slot]!),
          onDone: {
            target: 'next',
            actions: {
              type: 'recordPage',
              params: ({ context, event }: { context: ListExportContext; event: { output: ListPage } }) => ({
                index: context.workerPages[slot]!,
                page: event.output,
                slot,
              }),
            },
          },
          onError: {
            target: '#listExport.failed',
            actions: {
              type: 'showError',
              params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
            },
          },
        },
      },
      finished: { description: 'This fetcher has no page left.', type: 'final' },
    },
  }) as const;

/**
 * CSV export of a list (spec 2 §9). The first page (200 rows, or 1000 on a lean list) tells the total; the
 * rest, up to 2000 rows, is fetched by three fetchers in parallel, each taking every third page. Selected rows skip the fetching.
 * Cancel stops the fetchers, which aborts their requests.
 */
export const listExportMachine = setup({
  types: machineTypes<ListExportContext, ListExportEvent, ListExportInput, 'busy' | 'error'>(),
  actions: {
    download: injectedAction<{ blob: Blob; fileName: string }>('download'),
    /** The app provides `assign({ today: () => localIsoDay(new Date()) })`; tests a fixed day. */
    readToday: assign((): Partial<ListExportContext> => {
      throw new Error('readToday not provided');
    }),
    begin: assign(({ event }) =>
      event.type === 'export.started'
        ? {
            request: event.request,
            total: 0,
            available: 0,
            limitNotice: null,
            pagesNeeded: 0,
            pages: {},
            fetched: 0,
            error: null,
            workerPages: [],
          }
        : {},
    ),
    takeSelected: assign(({ context }) => {
      const rows = context.request!.selected.slice(0, exportLimits.maxRows);
      const available = context.request!.selected.length;
      return { pages: { 0: rows }, total: rows.length, available, pagesNeeded: 1, fetched: rows.length };
    }),
    recordFirstPage: assign(({ context }, params: { page: ListPage }) => {
      const { items, pager } = params.page;
      const available = pager?.totalItems ?? items.length;
      const total = Math.min(available, exportLimits.maxRows);
      const pagesNeeded = pager ? Math.ceil(total / context.pageSize) : 1;
      return {
        pages: { 0: items },
        total,
        available,
        pagesNeeded,
        fetched: Math.min(items.length, total),
        workerPages: Array.from({ length: exportLimits.parallel }, (_, i) => i + 1),
      };
    }),
    recordPage: assign(({ context }, params: { index: number; page: ListPage; slot: number }) => ({
      pages: { ...context.pages, [params.index]: params.page.items },
      fetched: Math.min(context.fetched + params.page.items.length, context.total),
      workerPages: context.workerPages.map((p, i) => (i === params.slot ? p + exportLimits.parallel : p)),
    })),
    showError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error) })),
    rememberFile: assign(({ context }) => {
      const rows = exportRows(context).length;
      return {
        lastFile: { fileName: csvFileName(context.request!.title, context.today ?? ''), rows },
        limitNotice: context.available > rows ? { rows, available: context.available } : null,
      };
    }),
    forgetNotice: assign({ limitNotice: null }),
    reset: assign({
      request: null,
      pages: {},
      total: 0,
      available: 0,
      pagesNeeded: 0,
      fetched: 0,
      workerPages: [],
    }),
    clearError: assign({ error: null }),
  },
  guards: {
    hasSelection: ({ event }) => event.type === 'export.started' && event.request.selected.length > 0,
    morePages: ({ context }) => context.pagesNeeded > 1,
    firstPageLeavesMore: ({ context }, params: { page: ListPage }) =>
      (params.page.pager?.totalItems ?? 0) > context.pageSize,
    workerHasPage: ({ context }, params: { slot: number }) =>
      (context.workerPages[params.slot] ?? Infinity) < context.pagesNeeded,
  },
  actors: {
    fetchPage: injectedCall<ListPage, ExportPageInput>('fetchPage'),
  },
}).createMachine({
  id: 'listExport',
  context: ({ input }) => ({
    cellValue: input.cellValue ?? defaultCellValue,
    pageSize: input.pageSize ?? exportLimits.pageSize,
    request: null,
    today: null,
    total: 0,
    available: 0,
    pagesNeeded: 0,
    workerPages: [],
    pages: {},
    fetched: 0,
    error: null,
    lastFile: null,
    limitNotice: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description:
        "No export under way; selected rows export at once, otherwise the query's rows are fetched. A file cut at the limit says so until dismissed.",
      on: {
        'export.noticeDismissed': { actions: 'forgetNotice' },
        'export.started': [
          { guard: 'hasSelection', target: 'saving', actions: ['begin', 'readToday', 'takeSelected'] },
          { target: 'fetching', actions: ['begin', 'readToday'] },
        ],
      },
    },
    fetching: {
      description:
        'The rows are fetched page by page; Cancel stops the fetchers, which aborts their requests.',
      tags: ['busy'],
      on: { 'export.cancelled': { target: 'idle', actions: 'reset' } },
      initial: 'first',
      states: {
        first: {
          description: 'The first page is fetched; its pager tells the total (capped at 2000 rows).',
          invoke: {
            id: 'firstPage',
            src: 'fetchPage',
            input: ({ context }) => pageInput(context, 0),
            onDone: [
              {
                guard: { type: 'firstPageLeavesMore', params: ({ event }) => ({ page: event.output }) },
                target: 'rest',
                actions: { type: 'recordFirstPage', params: ({ event }) => ({ page: event.output }) },
              },
              {
                target: '#listExport.saving',
                actions: { type: 'recordFirstPage', params: ({ event }) => ({ page: event.output }) },
              },
            ],
            onError: {
              target: '#listExport.failed',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        rest: {
          description: 'The remaining pages are fetched by three fetchers in parallel.',
          type: 'parallel',
          states: { fetcher0: worker(0), fetcher1: worker(1), fetcher2: worker(2) },
          onDone: '#listExport.saving',
        },
      },
    },
    saving: {
      description: 'Transient: the CSV file is written and downloaded, then the export is over.',
      entry: [
        'rememberFile',
        {
          type: 'download',
          params: ({ context }) => ({
            blob: new Blob([exportCsv(context)], { type: 'text/csv;charset=utf-8' }),
            fileName: csvFileName(context.request!.title, context.today ?? ''),
          }),
        },
      ],
      always: { target: 'idle', actions: 'reset' },
    },
    failed: {
      description: 'A page failed; the reason shows until dismissed, and the export may be started again.',
      tags: ['error'],
      entry: 'reset',
      on: {
        'export.errorDismissed': { target: 'idle', actions: 'clearError' },
        'export.started': [
          { guard: 'hasSelection', target: 'saving', actions: ['begin', 'readToday', 'takeSelected'] },
          { target: 'fetching', actions: ['begin', 'readToday'] },
        ],
      },
    },
  },
});
