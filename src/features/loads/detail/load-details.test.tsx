import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Load } from '#contract/load';
import { outOfSequenceMessage } from '#contract/load-requests';
import { LoadStatus } from '#contract/load-status';
import { loadStatusTexts } from '#domain/load-status.rules';
import { Permission as P } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { json } from '../../../testing/table-fetch';
import { signedInAs } from '../../../shared/records/testing/record-fixtures';
import { loadDetailPages } from './load-detail-pages';
import { load, loadServer, staffStorage, stop } from '../../../shared/loads/testing/load-fixtures';

configure({ asyncUtilTimeout: 3000 });

const nextStopSentence =
  'Load stops must be resolved in order so that statuses are calculated correctly. The next stop is Stop #1.';

function open(server = loadServer(), storage = staffStorage()) {
  const Page = loadDetailPages['Load Details'];
  const view = renderWithRuntime(<Page params={{ loadId: '7' }} />, { routes: server.routes, storage });
  return { ...view, server };
}

const stopCard = (n: number) => screen.getByRole('listitem', { name: `Stop ${n}` });
const saveState = () =>
  document.querySelector<HTMLElement>('[role="status"][data-save-state]')?.dataset.saveState ?? null;

describe('Load Details', () => {
  it('shows the header, the load form and the stops in sequence; passes axe', async () => {
    const view = open();
    expect(await screen.findByRole('heading', { level: 3, name: 'Stop 1: Pickup' })).toBeInTheDocument();
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Load #7');
    expect(title).toHaveTextContent('Booked');
    expect(title.parentElement).toHaveTextContent('Added 11/18/2026 8:00 AM by Pat Planner');
    expect(title.parentElement).toHaveTextContent('Modified 11/19/2026 2:05 PM by Dana Driver');
    expect(screen.queryByRole('link', { name: 'Pat Planner' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to loads' })).toHaveAttribute('href', '/loads');
    expect(screen.getByRole('button', { name: 'Load Summary' })).toBeInTheDocument();
    expect(screen.getByLabelText('Trailer Number')).toHaveValue('TR-7');
    expect(screen.getByLabelText('Miles')).toHaveValue(120);
    expect(screen.getByLabelText('Revenue')).toHaveValue(3064.38);
    // The status is automatic until Disable Auto Status is ticked.
    expect(screen.getByLabelText(/^Status/)).toBeDisabled();
    // The machine's own sentence (loadStatusTexts), the one the server answers for a refused status.
    expect(screen.getByText(loadStatusTexts.automatic)).toBeInTheDocument();
    await view.user.click(screen.getByRole('checkbox', { name: 'Disable Auto Status' }));
    expect(screen.getByLabelText(/^Status/)).toBeEnabled();
    expect(screen.queryByText(loadStatusTexts.automatic)).not.toBeInTheDocument();

    expect(within(stopCard(1)).getByText('1 order(s) (56 unit(s))')).toBeInTheDocument();
    expect(within(stopCard(1)).getByRole('link', { name: 'Winery 1 (101)' })).toHaveAttribute(
      'href',
      '/locations/101',
    );
    expect(within(stopCard(2)).getByRole('heading')).toHaveTextContent('Stop 2: Delivery');
    await expectNoAxeViolations(view.container);
  });

  it('an admin reads who added and changed the load as links to their pages', async () => {
    open(loadServer(), signedInAs('admin', [P.PortalAccess, P.LoadView, P.LoadUpdate]));
    expect(await screen.findByRole('link', { name: 'Pat Planner' })).toHaveAttribute(
      'href',
      '/users/admin/system/2',
    );
    expect(screen.getByRole('link', { name: 'Dana Driver' })).toHaveAttribute(
      'href',
      '/users/admin/system/3',
    );
  });

  it('shows No Carrier in red when the load has none', async () => {
    open(loadServer(load({ carrierId: null, carrierName: null })));
    expect(await screen.findByText('No Carrier')).toBeInTheDocument();
  });

  it('lets only the next stop be checked off; the others say why', async () => {
    const view = open();
    await screen.findByRole('heading', { name: 'Stop 1: Pickup' });
    const second = within(stopCard(2)).getByRole('checkbox', { name: 'Delivered' });
    expect(second).toBeDisabled();
    await view.user.hover(second.closest('span')!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(nextStopSentence);

    await view.user.click(within(stopCard(1)).getByRole('checkbox', { name: 'Picked up' }));
    expect(within(stopCard(1)).getByRole('heading')).toHaveTextContent(
      /^Stop 1: Picked Up \d\d\/\d\d\/\d{4}/,
    );
    expect(within(stopCard(2)).getByRole('checkbox', { name: 'Delivered' })).toBeEnabled();
    // No Save to find (decision 064): the tick saves itself, its save state beside the stops.
    expect(saveState()).toBe('Unsaved');
    await waitFor(() => expect(saveState()).toBe('Saved'));
    expect(view.callsTo('PUT /api/Loads/7')).toHaveLength(1);
    const body = view.callsTo('PUT /api/Loads/7')[0]!.body as Load;
    expect(body.loadStops[0]).toMatchObject({ loadStopId: 1, pickedUpOrDelivered: true });
    expect(body.loadStops[0]!.pickedUpDeliveryDate).toEqual(expect.any(String));
    expect(body.loadStops[1]).toMatchObject({ loadStopId: 2, pickedUpOrDelivered: false });
  });

  it('a stop saved while a load field is typed keeps the typing, and the form saves after it unrefused', async () => {
    const view = open();
    await screen.findByRole('heading', { name: 'Stop 1: Pickup' });
    await view.user.clear(screen.getByLabelText('Trailer Number'));
    await view.user.type(screen.getByLabelText('Trailer Number'), 'TR-99');
    await view.user.click(within(stopCard(1)).getByRole('checkbox', { name: 'Picked up' }));
    await waitFor(() => expect(saveState()).toBe('Saved'));
    expect(screen.getByLabelText('Trailer Number')).toHaveValue('TR-99');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Load #7 saved successfully.')).toBeInTheDocument();
    const [, second] = view.callsTo('PUT /api/Loads/7');
    expect(second!.body).toMatchObject({ trailerNumber: 'TR-99' });
    // The form sent the stops as the stop save left them, not the version it had loaded.
    expect((second!.body as Load).loadStops[0]).toMatchObject({ loadStopId: 1, pickedUpOrDelivered: true });
    expect(view.server.current().trailerNumber).toBe('TR-99');
  });

  it('a stop save the server refuses says so, keeps the tick, and Retry saves it', async () => {
    const view = open();
    await screen.findByRole('heading', { name: 'Stop 1: Pickup' });
    const put = view.server.routes['PUT /api/Loads/7']!;
    let refuse = true;
    view.server.routes['PUT /api/Loads/7'] = (request) => {
      if (!refuse) return put(request);
      refuse = false;
      return json({ statusText: 'Database unavailable', code: 'unavailable' }, { status: 503 });
    };
    await view.user.click(within(stopCard(1)).getByRole('checkbox', { name: 'Picked up' }));
    await waitFor(() => expect(saveState()).toBe('SaveFailed'));
    expect(within(stopCard(1)).getByRole('checkbox', { name: 'Picked up' })).toBeChecked();
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(saveState()).toBe('Saved'));
    expect(view.server.current().loadStops[0]).toMatchObject({ pickedUpOrDelivered: true });
  });

  it('reorders stops by keyboard through setOrderingOfLoadStops', async () => {
    const view = open();
    await screen.findByRole('heading', { name: 'Stop 1: Pickup' });
    await view.user.click(screen.getByRole('button', { name: 'Move Stop 3 up' }));
    await waitFor(() => expect(view.callsTo('PUT /api/Loads/setOrderingOfLoadStops')).toHaveLength(1));
    const sent = view.callsTo('PUT /api/Loads/setOrderingOfLoadStops')[0]!.body as Load;
    expect(sent.loadId).toBe(7);
    expect(sent.loadStops.map((s) => [s.loadStopId, s.stopSequence])).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
    ]);
    // The page reads the load again and shows the new order.
    await waitFor(() => expect(within(stopCard(2)).getByText('Winery 3 (103)')).toBeInTheDocument());
  });

  it('reorders stops by dragging a card onto another', async () => {
    const view = open();
    await screen.findByRole('heading', { name: 'Stop 1: Pickup' });
    const dataTransfer = { effectAllowed: '', dropEffect: '', setData: () => undefined };
    fireEvent.dragStart(stopCard(3), { dataTransfer });
    fireEvent.dragOver(stopCard(2), { dataTransfer });
    fireEvent.drop(stopCard(2), { dataTransfer });
    await waitFor(() => expect(view.callsTo('PUT /api/Loads/setOrderingOfLoadStops')).toHaveLength(1));
    const sent = view.callsTo('PUT /api/Loads/setOrderingOfLoadStops')[0]!.body as Load;
    expect(sent.loadStops.map((s) => s.loadStopId)).toEqual([1, 3, 2]);
  });

  it('refuses an order delivered before its pickup with the spec’s sentence, and sends nothing', async () => {
    const view = open();
    await screen.findByRole('heading', { name: 'Stop 1: Pickup' });
    await view.user.click(screen.getByRole('button', { name: 'Move Stop 2 up' }));
    expect(await screen.findByText(outOfSequenceMessage)).toBeInTheDocument();
    expect(view.callsTo('PUT /api/Loads/setOrderingOfLoadStops')).toHaveLength(0);
  });

  it('shows the out-of-sequence error for a load saved that way', async () => {
    open(
      loadServer(
        load({
          loadStops: [
            stop(1, { refLoadStopTypeId: 2, stopSequence: 1 }),
            stop(2, { refLoadStopTypeId: 1, stopSequence: 2 }),
          ],
        }),
      ),
    );
    expect(await screen.findByText(outOfSequenceMessage)).toBeInTheDocument();
  });

  it('a delivered load’s stops cannot be unchecked', async () => {
    const when = new Date(2026, 10, 20, 10).toISOString();
    const done = load({
      refLoadStatusId: LoadStatus.Delivered,
      loadStops: [1, 2, 3].map((id) =>
        stop(id, {
          refLoadStopTypeId: id === 1 ? 1 : 2,
          pickedUpOrDelivered: true,
          pickedUpDeliveryDate: when,
        }),
      ),
    });
    open(loadServer(done));
    await screen.findByRole('heading', { name: /^Stop 3: Delivered 11\/20\/2026 10:00 AM/ });
    expect(within(stopCard(3)).getByRole('checkbox', { name: 'Delivered' })).toBeDisabled();
  });

  it('a carrier sees no revenue, cannot change the load, but may check off stops', async () => {
    open(loadServer(), signedInAs('carrier', [P.PortalAccess, P.LoadView, P.LoadUpdate]));
    await screen.findByRole('heading', { name: 'Stop 1: Pickup' });
    expect(screen.queryByLabelText('Revenue')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Trailer Number')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Move Stop 2 up' })).not.toBeInTheDocument();
    expect(within(stopCard(1)).getByRole('checkbox', { name: 'Picked up' })).toBeEnabled();
  });

  it('keeps what was typed when the save fails, with the server’s reason', async () => {
    const server = loadServer();
    server.routes['PUT /api/Loads/7'] = () =>
      new Response(JSON.stringify({ statusText: 'Carrier is disabled', code: 'bad' }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      });
    const view = open(server);
    const trailer = await screen.findByLabelText('Trailer Number');
    await view.user.clear(trailer);
    await view.user.type(trailer, 'TR-99');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Carrier is disabled/)).toBeInTheDocument();
    expect(screen.getByLabelText('Trailer Number')).toHaveValue('TR-99');
  });
});

describe('Load Summary', () => {
  it('opens the report dialog: the PDF previewed inline, Refresh asks again, Download saves it, Close leaves', async () => {
    const previews: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      previews.push(blob as Blob);
      return `blob:load-summary-${previews.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const server = loadServer();
    server.routes['POST /api/Reports/getLoadSummaryReport'] = () =>
      new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: { 'Content-Type': 'application/pdf' },
      });
    const view = open(server);
    await screen.findByRole('heading', { name: 'Stop 1: Pickup' });
    await view.user.click(screen.getByRole('button', { name: 'Load Summary' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Load Summary 7' }));
    const frame = await dialog.findByTitle('Load Summary 7 preview');
    expect(frame).toHaveAttribute('src', 'blob:load-summary-1');
    expect(view.callsTo('POST /api/Reports/getLoadSummaryReport')[0]!.body).toEqual({
      fields: { loadId: 7 },
    });
    expect(previews[0]!.type).toBe('application/pdf');

    // StrictMode runs the opening effect twice in development; Refresh asks exactly once more.
    const asked = view.callsTo('POST /api/Reports/getLoadSummaryReport').length;
    await view.user.click(dialog.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(view.callsTo('POST /api/Reports/getLoadSummaryReport')).toHaveLength(asked + 1),
    );
    expect(await dialog.findByTitle('Load Summary 7 preview')).toBeInTheDocument();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await view.user.click(dialog.getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();

    await view.user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
