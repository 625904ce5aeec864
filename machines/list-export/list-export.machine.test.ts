import { describe, expect, it } from 'vitest';
import { assign, createActor, SimulatedClock } from 'xstate';
import { makePager } from '#contract/pager';
import { deferredActor, flush } from '../testing/deferred-actor';
import { recorder } from '../testing/recorder';
import type { ListPage, ListRow } from '../list-query/list-query.helpers';
import { parseCsv } from './csv';
import {
  listExportMachine,
  type ExportPageInput,
  type ExportRequest,
  type ListExportInput,
} from './list-export.machine';
import * as select from './list-export.selectors';

const row = (id: number): ListRow => ({ orderId: id, customer: `=Customer ${id}`, status: 'Open' });
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from + i));
/** Page `index` (0-based) of a list of `total` rows, `size` (200) a page. */
const page = (index: number, total: number, size = 200): ListPage => ({
  items: rows(index * size + 1, Math.max(0, Math.min(size, total - index * size))),
  pager: makePager(total, index, size),
});

const request = (overrides: Partial<ExportRequest> = {}): ExportRequest => ({
  title: 'Open Orders',
  columns: [
    { id: 'orderId', label: 'Order #' },
    { id: 'customer', label: 'Customer' },
  ],
  query: { pageNumber: 3, pageSize: 25, filterText: 'acme', includeRelatedEntities: true, sortColumns: [] },
  selected: [],
  ...overrides,
});

function start(input: ListExportInput = {}) {
  const fetchPage = deferredActor<ListPage, ExportPageInput>();
  const downloads = recorder<{ blob: Blob; fileName: string }>();
  const actor = createActor(
    listExportMachine.provide({
      actions: { download: downloads.action, readToday: assign({ today: '2025-09-04' }) },
      actors: { fetchPage: fetchPage.logic },
    }),
    { input, clock: new SimulatedClock() },
  ).start();
  const snap = () => actor.getSnapshot();
  const inFlight = () => fetchPage.calls.filter((c) => !c.signal.aborted && !settled.has(c));
  const settled = new Set<unknown>();
  /** Answers the in-flight request for a page with that page of a `total`-row list. */
  const answerPage = async (index: number, total: number, size = 200) => {
    const call = fetchPage.calls.find((c) => c.input.query.pageNumber === index && !settled.has(c))!;
    settled.add(call);
    call.resolve(page(index, total, size));
    await flush();
  };
  const file = async () => {
    const { blob, fileName } = downloads.calls.at(-1)!;
    return { fileName, records: parseCsv(await blob.text()), type: blob.type };
  };
  return { actor, snap, fetchPage, downloads, inFlight, answerPage, file };
}

describe('list export', () => {
  it('asks for the first 200 rows of the list’s own query', () => {
    const t = start();
    t.actor.send({ type: 'export.started', request: request() });
    expect(select.selectIsExporting(t.snap())).toBe(true);
    expect(t.fetchPage.calls).toHaveLength(1);
    expect(t.fetchPage.last().input).toEqual({
      query: { ...request().query, pageNumber: 0, pageSize: 200 },
      columns: ['orderId', 'customer'],
    });
    expect(select.selectExportPercent(t.snap())).toBeNull();
  });

  it('saves a small list from its one page, visible columns only, quoted and neutralised', async () => {
    const t = start();
    t.actor.send({ type: 'export.started', request: request() });
    await t.answerPage(0, 3);
    expect(select.selectIsExporting(t.snap())).toBe(false);
    expect(t.fetchPage.calls).toHaveLength(1);
    const file = await t.file();
    expect(file.fileName).toBe('Open_Orders_2025-09-04.csv');
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(file.records).toEqual([
      ['Order #', 'Customer'],
      ['1', "'=Customer 1"],
      ['2', "'=Customer 2"],
      ['3', "'=Customer 3"],
    ]);
    expect(select.selectLastExport(t.snap())).toEqual({ fileName: 'Open_Orders_2025-09-04.csv', rows: 3 });
  });

  it('fetches the rest three pages at a time, with progress, in list order', async () => {
    const t = start();
    t.actor.send({ type: 'export.started', request: request() });
    await t.answerPage(0, 1100);
    expect(select.selectExportProgress(t.snap())).toEqual({ fetched: 200, total: 1100 });
    expect(t.inFlight().map((c) => c.input.query.pageNumber)).toEqual([1, 2, 3]);
    await t.answerPage(2, 1100);
    expect(t.inFlight().map((c) => c.input.query.pageNumber)).toEqual([1, 3, 5]);
    expect(select.selectExportPercent(t.snap())).toBe(36);
    for (const index of [5, 1, 3]) await t.answerPage(index, 1100);
    expect(t.inFlight().map((c) => c.input.query.pageNumber)).toEqual([4]);
    expect(t.downloads.calls).toHaveLength(0);
    await t.answerPage(4, 1100);
    expect(t.fetchPage.calls).toHaveLength(6);
    expect(t.fetchPage.calls.every((c) => c.input.query.pageSize === 200)).toBe(true);
    const { records } = await t.file();
    expect(records).toHaveLength(1101);
    expect(records.slice(1).map((r) => Number(r[0]))).toEqual(rows(1, 1100).map((r) => r.orderId));
  });

  it('a lean list (exportRows) takes pages of 1000: two requests for 2000 rows, progress shown after the first', async () => {
    const t = start({ pageSize: 1000 });
    t.actor.send({ type: 'export.started', request: request() });
    expect(t.fetchPage.last().input.query.pageSize).toBe(1000);
    await t.answerPage(0, 50_000, 1000);
    expect(select.selectExportPercent(t.snap())).toBe(50);
    expect(t.inFlight().map((c) => c.input.query.pageNumber)).toEqual([1]);
    await t.answerPage(1, 50_000, 1000);
    expect(t.fetchPage.calls).toHaveLength(2);
    expect(t.fetchPage.calls.every((c) => c.input.query.pageSize === 1000)).toBe(true);
    const { records } = await t.file();
    expect(records.slice(1).map((r) => Number(r[0]))).toEqual(rows(1, 2000).map((r) => r.orderId));
    expect(select.selectExportLimitNotice(t.snap())).toEqual({ rows: 2000, available: 50_000 });
  });

  it('stops at 2000 rows however long the list', async () => {
    const t = start();
    t.actor.send({ type: 'export.started', request: request() });
    await t.answerPage(0, 50_000);
    expect(select.selectExportProgress(t.snap()).total).toBe(2000);
    for (let index = 1; index < 10; index++) {
      expect(t.inFlight().length).toBeLessThanOrEqual(3);
      await t.answerPage(index, 50_000);
    }
    expect(t.fetchPage.calls.map((c) => c.input.query.pageNumber)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await t.file()).records).toHaveLength(2001);
    expect(select.selectExportLimitNotice(t.snap())).toEqual({ rows: 2000, available: 50_000 });
    t.actor.send({ type: 'export.noticeDismissed' });
    expect(select.selectExportLimitNotice(t.snap())).toBeNull();
  });

  it('says nothing of the limit when the whole list fitted, and forgets an old notice on the next export', async () => {
    const t = start();
    t.actor.send({ type: 'export.started', request: request() });
    await t.answerPage(0, 2300);
    for (let index = 1; index < 10; index++) await t.answerPage(index, 2300);
    expect(select.selectExportLimitNotice(t.snap())).toEqual({ rows: 2000, available: 2300 });
    t.actor.send({ type: 'export.started', request: request() });
    expect(select.selectExportLimitNotice(t.snap())).toBeNull();
    await t.answerPage(0, 2000);
    for (let index = 1; index < 10; index++) await t.answerPage(index, 2000);
    expect((await t.file()).records).toHaveLength(2001);
    expect(select.selectExportLimitNotice(t.snap())).toBeNull();
  });

  it('exports the selected rows instead, without fetching', async () => {
    const t = start({ cellValue: (r, id) => (id === 'customer' ? String(r[id]).slice(1) : r[id]) });
    t.actor.send({ type: 'export.started', request: request({ selected: [row(7), row(3)] }) });
    expect(t.fetchPage.calls).toHaveLength(0);
    expect((await t.file()).records).toEqual([
      ['Order #', 'Customer'],
      ['7', 'Customer 7'],
      ['3', 'Customer 3'],
    ]);
  });

  it('cancel aborts the requests in flight and saves nothing', async () => {
    const t = start();
    t.actor.send({ type: 'export.started', request: request() });
    await t.answerPage(0, 900);
    const running = t.inFlight();
    expect(select.selectCanCancelExport(t.snap())).toBe(true);
    t.actor.send({ type: 'export.cancelled' });
    expect(running.every((c) => c.signal.aborted)).toBe(true);
    expect(select.selectIsExporting(t.snap())).toBe(false);
    expect(select.selectExportProgress(t.snap())).toEqual({ fetched: 0, total: 0 });
    running[0]!.resolve(page(1, 900));
    await flush();
    expect(t.downloads.calls).toHaveLength(0);
  });

  it('a failed page stops the export with the error; it can be dismissed or retried', async () => {
    const t = start();
    t.actor.send({ type: 'export.started', request: request() });
    await t.answerPage(0, 900);
    const others = t.inFlight().slice(1);
    t.inFlight()[0]!.reject(new Error('Server error'));
    await flush();
    expect(t.snap().hasTag('error')).toBe(true);
    expect(select.selectExportError(t.snap())).toBe('Server error');
    expect(others.every((c) => c.signal.aborted)).toBe(true);
    t.actor.send({ type: 'export.errorDismissed' });
    expect(select.selectExportError(t.snap())).toBeNull();
    t.actor.send({ type: 'export.started', request: request() });
    t.fetchPage.last().reject(new Error('Offline'));
    await flush();
    expect(select.selectExportError(t.snap())).toBe('Offline');
    t.actor.send({ type: 'export.started', request: request({ selected: [row(1)] }) });
    expect(t.downloads.calls).toHaveLength(1);
  });

  it('a list that answers without a pager is one page', async () => {
    const t = start();
    t.actor.send({ type: 'export.started', request: request() });
    t.fetchPage.last().resolve({ items: rows(1, 5), pager: null });
    await flush();
    expect((await t.file()).records).toHaveLength(6);
  });
});
