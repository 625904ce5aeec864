import { configure, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ListQuery } from '#contract/list-query';
import type { PagerItem } from '#contract/pager';
import { parseCsv } from '#machines/list-export/csv';
import { dateFilterMachine } from '#machines/list-query/date-filter.machine';
import { selectDateFilterOpen } from '#machines/list-query/date-filter.selectors';
import { localIsoDay } from '#machines/list-query/list-dates';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { ConfirmHost } from '../../app/confirm-host';
import { answerListQuery } from '../../testing/memory-list';
import { MemoryStorage } from '../../testing/memory-storage';
import { renderWithRuntime } from '../../testing/render-with-runtime';
import { deferred, errorResponse, json, type RouteTable } from '../../testing/table-fetch';
import { defineList } from './list-definition';
import { DateFilterPlaceholder, ListView } from './list-view';
import type { ListActorsOptions } from './use-list-actors';
import { useListController } from './use-list-controller';

interface Carrier extends Record<string, unknown> {
  carrierId: number;
  name: string;
  city: string;
  phone: string;
}

const carriers: Carrier[] = Array.from({ length: 60 }, (_, i) => ({
  carrierId: i + 1,
  name: `Carrier ${String(i + 1).padStart(2, '0')}`,
  city: i % 2 ? 'Portland' : '=Salem',
  phone: `503555${String(i).padStart(4, '0')}`,
}));

/** `count` carriers like the first, numbered from 1: a list too long for one export page. */
const manyCarriers = (count: number): Carrier[] =>
  Array.from({ length: count }, (_, i) => ({ ...carriers[0]!, carrierId: i + 1, name: `Carrier ${i + 1}` }));

// The list waits 300 ms after typing and shows its spinner 100 ms at least; a loaded machine needs slack.
configure({ asyncUtilTimeout: 3000 });

const getItems = 'POST /api/Carriers/getItems';
const deleteBulk = 'POST /api/Carriers/deleteBulk';

/** A demo list: no real API list exists yet, that comes with the server engine. */
const carrierList = defineList<Carrier>({
  key: 'carriers-list',
  title: 'Carriers',
  rowKey: 'carrierId',
  rowLabel: (c) => c.name,
  columns: [
    { id: 'carrierId', label: 'Carrier #', sortable: true },
    { id: 'name', label: 'Name', sortable: true },
    { id: 'city', label: 'City', sortable: true },
    { id: 'phone', label: 'Phone', defaultVisible: false },
  ],
  fetchItems: (query, { signal, services }) =>
    services.http.post<(Carrier | PagerItem)[]>('/api/Carriers/getItems', { body: query, signal }),
  deleteItems: (ids, _rows, { signal, services }) =>
    services.http.post('/api/Carriers/deleteBulk', { body: ids, signal }),
  dateFilter: { property: 'dateAdded', label: 'Added' },
});

const serve: RouteTable = {
  [getItems]: (r) => json(answerListQuery(carriers, r.body as ListQuery, ['name', 'city'])),
  [deleteBulk]: () => json(true),
};

/** A page as the app writes one: the controller owns the actors, ListView shows them. */
function CarriersList(props: ListActorsOptions & { onOpen?: (c: Carrier) => void }) {
  const { onOpen, ...options } = props;
  const list = useListController(carrierList, options);
  return <ListView {...list} onOpen={onOpen} />;
}

/** jsdom's Blob has no text(). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function open(options: { routes?: RouteTable; storage?: MemoryStorage; onOpen?: (c: Carrier) => void } = {}) {
  const downloads: { blob: Blob; fileName: string }[] = [];
  const storage = options.storage ?? new MemoryStorage();
  const view = renderWithRuntime(
    <>
      <CarriersList
        storage={storage}
        onOpen={options.onOpen}
        download={(blob, fileName) => downloads.push({ blob, fileName })}
      />
      <ConfirmHost />
    </>,
    { routes: { ...serve, ...options.routes }, storage },
  );
  const queries = () => view.callsTo(getItems).map((r) => r.body as ListQuery);
  const lastQuery = () => queries().at(-1)!;
  const table = () => within(screen.getByRole('table', { name: 'Carriers' }));
  const names = () =>
    table()
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[2]!.textContent);
  return { ...view, downloads, queries, lastQuery, table, names };
}

/** The list whose getItems answers 500 'Database unavailable' while failing (at first `failing`, then as setFailing says). */
function openFailing(failing: boolean) {
  const t = open({
    routes: {
      [getItems]: (r) =>
        failing
          ? errorResponse(500, 'Database unavailable')
          : json(answerListQuery(carriers, r.body as ListQuery, ['name'])),
    },
  });
  return {
    ...t,
    setFailing: (on: boolean) => {
      failing = on;
    },
  };
}

const pagerText = (text: string) => screen.findByText(text);

describe('ListView', () => {
  it('shows the first page of ten under its header, with the pager', async () => {
    const t = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Carriers' })).toBeInTheDocument();
    expect(await t.table().findByText('Carrier 01')).toBeInTheDocument();
    await pagerText('1–10 of 60');
    expect(t.names()).toHaveLength(10);
    expect(t.lastQuery()).toMatchObject({
      pageNumber: 0,
      pageSize: 10,
      filterText: null,
      includeRelatedEntities: true,
    });
    expect(t.table().queryByRole('columnheader', { name: 'Phone' })).not.toBeInTheDocument();
    await expectNoAxeViolations(t.container);
  });

  it('search, sort, page and column settings survive a re-mount', { timeout: 20_000 }, async () => {
    const storage = new MemoryStorage();
    const t = open({ storage });
    await t.table().findByText('Carrier 01');
    await t.user.type(screen.getByRole('searchbox', { name: 'Search Carriers' }), 'portland');
    await waitFor(() => expect(t.lastQuery().filterText).toBe('portland'));
    await pagerText('1–10 of 30');
    await t.user.click(t.table().getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(t.table().getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending'),
    );
    await t.user.click(t.table().getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(t.names()[0]).toBe('Carrier 60'));
    await t.user.click(screen.getByRole('button', { name: 'Next page' }));
    await pagerText('11–20 of 30');
    await waitFor(() => expect(t.names()[0]).toBe('Carrier 40'));
    await t.user.click(screen.getByRole('button', { name: 'Column settings' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Column Settings' }));
    await t.user.click(dialog.getByRole('checkbox', { name: 'City' }));
    await t.user.click(dialog.getByRole('checkbox', { name: 'Phone' }));
    await t.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(t.table().queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument(),
    );
    expect(t.table().getByRole('columnheader', { name: 'Phone' })).toBeInTheDocument();
    expect(JSON.parse(storage.getItem('carriers-list')!)).toMatchObject({
      filterText: 'portland',
      sortColumns: [{ sortBy: 'name', isSortAscending: false }],
      pageNumber: 1,
      visibleColumns: ['carrierId', 'name', 'phone'],
    });
    t.unmount();

    const again = open({ storage });
    await pagerText('11–20 of 30');
    expect(again.queries()[0]).toMatchObject({
      filterText: 'portland',
      sortColumns: [{ sortBy: 'name', isSortAscending: false }],
      pageNumber: 1,
    });
    expect(screen.getByRole('searchbox', { name: 'Search Carriers' })).toHaveValue('portland');
    expect(again.table().queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    expect(again.table().getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('changes the page size, All included', async () => {
    const t = open();
    await t.table().findByText('Carrier 01');
    await t.user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), 'All');
    await pagerText('1–60 of 60');
    expect(t.lastQuery()).toMatchObject({ pageSize: -1, pageNumber: 0 });
  });

  it('exports the shown columns of every row, then only the selected rows', async () => {
    const t = open();
    await t.table().findByText('Carrier 01');
    await t.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(t.downloads).toHaveLength(1));
    expect(t.lastQuery()).toMatchObject({ pageNumber: 0, pageSize: 200 });
    const { blob, fileName } = t.downloads[0]!;
    expect(fileName).toBe(`Carriers_${localIsoDay(new Date())}.csv`);
    const records = parseCsv(await blobText(blob));
    expect(records).toHaveLength(61);
    expect(records.slice(0, 3)).toEqual([
      ['Carrier #', 'Name', 'City'],
      ['1', 'Carrier 01', "'=Salem"],
      ['2', 'Carrier 02', 'Portland'],
    ]);
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Carrier 03' }));
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Carrier 05' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await t.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(t.downloads).toHaveLength(2));
    expect(parseCsv(await blobText(t.downloads[1]!.blob)).map((r) => r[1])).toEqual([
      'Name',
      'Carrier 03',
      'Carrier 05',
    ]);
  });

  it('shows the export’s progress, three pages at a time, and cancels it', async () => {
    const many = manyCarriers(1000);
    const held = deferred<void>();
    const heldAnswers: Promise<Response>[] = [];
    const t = open({
      routes: {
        [getItems]: (r) => {
          const query = r.body as ListQuery;
          const answer = () => json(answerListQuery(many, query, ['name']));
          if (query.pageSize !== 200 || query.pageNumber === 0) return answer();
          const later = held.promise.then(answer);
          heldAnswers.push(later);
          return later;
        },
      },
    });
    await t.table().findByText('Carrier 1');
    await t.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const bar = await screen.findByRole('progressbar', { name: 'CSV export' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '200 of 1000 rows'));
    expect(screen.getByText('Exporting 200 of 1000')).toBeInTheDocument();
    const pending = t.callsTo(getItems).filter((r) => (r.body as ListQuery).pageNumber > 0);
    expect(pending.map((r) => (r.body as ListQuery).pageNumber)).toEqual([1, 2, 3]);
    await t.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(pending.every((r) => r.signal?.aborted)).toBe(true);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    // The held pages answer only now, after the cancel: none of them may still reach a download.
    held.resolve();
    await Promise.all(heldAnswers);
    expect(t.downloads).toHaveLength(0);
  });

  it('deletes the selected rows after the confirmation and reloads', async () => {
    const t = open();
    await t.table().findByText('Carrier 01');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Carrier 02' }));
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Carrier 04' }));
    await t.user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Are you sure you want to delete the 2 selected item(s)?')).toBeInTheDocument();
    const loadsBefore = t.callsTo(getItems).length;
    await t.user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(t.callsTo(deleteBulk)).toHaveLength(1));
    expect(t.callsTo(deleteBulk)[0]!.body).toEqual([2, 4]);
    await waitFor(() => expect(t.callsTo(getItems).length).toBe(loadsBefore + 1));
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
  });

  it('cancelling the confirmation deletes nothing; a failed delete says so', async () => {
    const t = open({ routes: { [deleteBulk]: () => errorResponse(409, 'Referenced by loads') } });
    await t.table().findByText('Carrier 01');
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Carrier 02' }));
    await t.user.click(screen.getByRole('button', { name: 'Delete' }));
    await t.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(t.callsTo(deleteBulk)).toHaveLength(0);
    await t.user.click(screen.getByRole('button', { name: 'Delete' }));
    await t.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not delete items');
    expect(t.names()).toHaveLength(10);
  });

  it('a failed reload keeps the last rows under the error, with Retry', async () => {
    const t = openFailing(false);
    await t.table().findByText('Carrier 01');
    t.setFailing(true);
    await t.user.click(screen.getByRole('button', { name: 'Reload' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(t.names()).toHaveLength(10);
    t.setFailing(false);
    await t.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(t.names()).toHaveLength(10);
  });

  it('a click selects a row; a double click opens it', async () => {
    const onOpen = vi.fn();
    const t = open({ onOpen });
    const cell = await t.table().findByText('Carrier 03');
    const row = cell.closest('tr')!;
    await t.user.click(cell);
    await waitFor(() => expect(row).toHaveAttribute('aria-selected', 'true'));
    expect(onOpen).not.toHaveBeenCalled();
    await t.user.dblClick(t.table().getByText('Carrier 05'));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(carriers[4]);
  });

  it('the date filter sends the preset as a filter of the list query', async () => {
    const t = open();
    await t.table().findByText('Carrier 01');
    await t.user.click(screen.getByRole('button', { name: 'Added' }));
    await t.user.click(
      within(await screen.findByRole('dialog', { name: 'Added filter' })).getByRole('button', {
        name: 'Today',
      }),
    );
    await waitFor(() =>
      expect(t.lastQuery().filters).toEqual([
        [{ property: 'dateAdded', compareType: 9, operatorType: 1, value: localIsoDay(new Date()) }],
      ]),
    );
    expect(screen.getByRole('button', { name: 'Added: Today' })).toBeInTheDocument();
  });
});

describe('ListView: a list a dispatcher can scan (issue #10)', () => {
  it('counts the selection in the toolbar with a Clear, and drops it when the search changes', async () => {
    const t = open();
    await t.table().findByText('Carrier 01');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await t.user.click(t.table().getByText('Carrier 03'));
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Carrier 05' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await t.user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('2 selected')).toBeNull();
    expect(t.table().getByRole('checkbox', { name: 'Select Carrier 05' })).not.toBeChecked();
    await t.user.click(t.table().getByText('Carrier 04'));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await t.user.type(screen.getByRole('searchbox', { name: 'Search Carriers' }), 'portland');
    await waitFor(() => expect(t.lastQuery().filterText).toBe('portland'));
    expect(screen.queryByText('1 selected')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expectNoAxeViolations(t.container);
  });

  it('a list that did not load shows its error with Retry, not "No items found" and "0-0 of 0"', async () => {
    const t = openFailing(true);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(screen.queryByText('No items found')).toBeNull();
    expect(screen.queryByText(/0–0 of 0/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await expectNoAxeViolations(t.container);
    t.setFailing(false);
    await t.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await t.table().findByText('Carrier 01')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a network failure says to check the connection', async () => {
    open({ routes: { [getItems]: () => Promise.reject(new TypeError('Failed to fetch')) } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it('says before and after an export that a file stops at 2,000 rows', async () => {
    const many = manyCarriers(2345);
    const t = open({
      routes: { [getItems]: (r) => json(answerListQuery(many, r.body as ListQuery, ['name'])) },
    });
    await t.table().findByText('Carrier 1');
    const button = screen.getByRole('button', { name: 'Export CSV (first 2,000 of 2,345 rows)' });
    expect(button).toHaveAttribute('title', expect.stringContaining('first 2,000 rows'));
    await t.user.click(button);
    await waitFor(() => expect(t.downloads).toHaveLength(1));
    expect(parseCsv(await blobText(t.downloads[0]!.blob))).toHaveLength(2001);
    const notice = (await screen.findByText(/The file holds/)).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent(
      'The file holds the first 2,000 of 2,345 rows: a CSV export stops at 2,000 rows.',
    );
    await expectNoAxeViolations(t.container);
    await t.user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/The file holds/)).toBeNull();
    // A selection exports as it is: nothing is cut.
    await t.user.click(t.table().getByText('Carrier 2'));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});

describe('the date button before its popover code (decision 092)', () => {
  it('is the same button at once, says what is in force, and a press opens the filter for the code to show', async () => {
    const actor = createActor(dateFilterMachine, { input: { value: { preset: 'last7Days' } } }).start();
    const t = renderWithRuntime(<DateFilterPlaceholder actor={actor} label="Added" />);
    const button = screen.getByRole('button', { name: 'Added: Last 7 days' });
    await t.user.click(button);
    expect(selectDateFilterOpen(actor.getSnapshot())).toBe(true);
    actor.stop();
  });
});
