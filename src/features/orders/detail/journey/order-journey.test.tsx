import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { Load } from '#contract/load';
import { LoadStopType } from '#contract/load-codes';
import { LoadStatus } from '#contract/load-status';
import { Permission as P } from '#contract/permissions';
import { stopSequenceTexts } from '#domain/stop-sequencing';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { ConfirmHost } from '../../../../app/confirm-host';
import { load, stop } from '../../../../shared/loads/testing/load-fixtures';
import { itineraryItem, orderRecord, signedInWith } from '../../testing/order-fixtures';
import { noLoadsText } from '../../itinerary/order-itinerary';
import { renderWithRuntime } from '../../../../testing/render-with-runtime';
import { json, type RecordedRequest, type RouteTable } from '../../../../testing/table-fetch';
import { orderDetailPages } from '../order-detail-pages';

configure({ asyncUtilTimeout: 4000 });

const roles = [P.OrderView, P.OrderUpdate, P.LoadView, P.LoadUpdate, P.LoadAdd];
const own = (isConsolidation = false) => [{ orderId: 41, isConsolidation, order: null }];

/** Order 41's journey: consolidated to the warehouse on Load #7, then delivered on Load #8. */
function journeyServer({ failPut = false }: { failPut?: boolean } = {}) {
  const loads: Record<number, Load> = {
    7: load({
      loadStops: [
        stop(1, { loadStopOrders: own() }),
        stop(2, {
          refLoadStopTypeId: LoadStopType.Delivery,
          loadStopOrders: own(true),
          location: { ...stop(2).location!, name: 'NWDS Warehouse' },
        }),
      ],
    }),
    8: load({
      loadId: 8,
      carrierName: null,
      loadStops: [
        stop(3, {
          stopSequence: 1,
          loadStopOrders: own(),
          location: { ...stop(3).location!, name: 'NWDS Warehouse' },
        }),
        stop(4, { stopSequence: 2, refLoadStopTypeId: LoadStopType.Delivery, loadStopOrders: own() }),
      ],
    }),
  };
  const state = { failPut };
  const put =
    (id: number) =>
    ({ body }: RecordedRequest) => {
      if (state.failPut) return json({ statusText: 'The database is not answering.' }, { status: 503 });
      const saved = body as Load;
      const done = saved.loadStops.every((s) => s.pickedUpOrDelivered);
      const started = saved.loadStops.some((s) => s.pickedUpOrDelivered);
      const status = done ? LoadStatus.Delivered : started ? LoadStatus.InTransit : LoadStatus.Booked;
      loads[id] = { ...loads[id]!, ...saved, refLoadStatusId: status };
      return json(loads[id]);
    };
  const routes: RouteTable = {
    'GET /api/Orders/getItemById/41': () => json(orderRecord()),
    'GET /api/Orders/getOrderItinerary/41': () =>
      json([itineraryItem({ loadId: 7 }), itineraryItem({ loadId: 8, carrier: null })]),
    'GET /api/Loads/getItemById/7': () => json(loads[7]),
    'GET /api/Loads/getItemById/8': () => json(loads[8]),
    'PUT /api/Loads/7': put(7),
    'PUT /api/Loads/8': put(8),
  };
  return { routes, state, loads };
}

function openJourney(routes: RouteTable, loadId?: string) {
  const Page = orderDetailPages['Order Load Details'];
  return renderWithRuntime(
    <>
      <Page params={{ orderId: '41', ...(loadId ? { loadId } : {}) }} />
      <ConfirmHost />
    </>,
    { routes, storage: signedInWith('employee', roles) },
  );
}

const loadSection = (id: number) => screen.findByRole('region', { name: `Load #${id}` });
const saveStatus = () => screen.getByRole('status');

test('the journey shows the order loads in order, its legs, its own stops and the current stop; only the current stop may be checked', async () => {
  const view = openJourney(journeyServer().routes, '8');
  const first = await loadSection(7);
  const second = await loadSection(8);
  expect(within(first).getByText('Leg 1 of 2: to NWDS Warehouse for consolidation')).toBeInTheDocument();
  expect(within(second).getByText('Leg 2 of 2: from NWDS Warehouse')).toBeInTheDocument();
  expect(within(second).getByText('No Carrier')).toBeInTheDocument();
  expect(second).toHaveAttribute('data-selected');
  expect(within(first).getByText("This order's pickup")).toBeInTheDocument();
  expect(within(first).getByText("This order's consolidation drop")).toBeInTheDocument();
  expect(within(second).getByText("This order's delivery")).toBeInTheDocument();
  // The current stop is the first stop of the first load; Load #8 waits for Load #7.
  expect(within(first).getAllByText('CURRENT STOP')).toHaveLength(1);
  expect(within(second).queryByText('CURRENT STOP')).not.toBeInTheDocument();
  expect(within(first).getByRole('checkbox', { name: 'Picked up' })).toBeEnabled();
  expect(within(first).getByRole('checkbox', { name: 'Delivered' })).toBeDisabled();
  const waiting = within(second).getByRole('checkbox', { name: 'Picked up' });
  expect(waiting).toBeDisabled();
  await userEvent.hover(waiting.parentElement!);
  expect((await screen.findAllByText(stopSequenceTexts.nextLoadStop(1, 7)))[0]).toBeInTheDocument();
  expect(saveStatus()).toHaveTextContent('Saved');
  await expectNoAxeViolations(view.container);
});

test('a check-off shows Unsaved, then Saving, then Saved, and the statuses the server computed', async () => {
  const server = journeyServer();
  const view = openJourney(server.routes);
  const first = await loadSection(7);
  await userEvent.click(within(first).getByRole('checkbox', { name: 'Picked up' }));
  expect(saveStatus()).toHaveAttribute('data-save-state', 'Unsaved');
  await waitFor(() => expect(saveStatus()).toHaveAttribute('data-save-state', 'Saving'));
  await waitFor(() => expect(saveStatus()).toHaveAttribute('data-save-state', 'Saved'));
  const [put] = view.callsTo('PUT /api/Loads/7');
  expect((put!.body as Load).loadStops.map((s) => s.pickedUpOrDelivered)).toEqual([true, false]);
  expect(within(await loadSection(7)).getByText('In Transit')).toBeInTheDocument();
  // The next stop is now the delivery at the warehouse.
  expect(within(await loadSection(7)).getByRole('checkbox', { name: 'Delivered' })).toBeEnabled();
});

test('a failed save shows SaveFailed and keeps the edit; Retry saves it', async () => {
  const server = journeyServer({ failPut: true });
  const view = openJourney(server.routes);
  const first = await loadSection(7);
  await userEvent.click(within(first).getByRole('checkbox', { name: 'Picked up' }));
  await waitFor(() => expect(saveStatus()).toHaveAttribute('data-save-state', 'SaveFailed'));
  expect(saveStatus()).toHaveTextContent('The database is not answering.');
  expect(within(first).getByRole('checkbox', { name: 'Picked up' })).toBeChecked();
  server.state.failPut = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(saveStatus()).toHaveAttribute('data-save-state', 'Saved'));
  expect(view.callsTo('PUT /api/Loads/7')).toHaveLength(2);
  expect(server.loads[7]!.loadStops[0]!.pickedUpOrDelivered).toBe(true);
});

test('an order on no load says so and offers the add-order dialog, which may choose a new load', async () => {
  const view = openJourney({
    'GET /api/Orders/getItemById/41': () => json(orderRecord()),
    'GET /api/Orders/getOrderItinerary/41': () => json([]),
    'POST /api/Loads/getItems': () => json({ data: [], pager: { totalItems: 0 } }),
    'POST /api/Loads/create': () => json(load({ loadId: 9, loadStops: [] })),
    'PUT /api/Loads/addOrderToLoad': () => json(load({ loadId: 9 })),
  });
  expect(await screen.findByText(noLoadsText)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add as Delivery' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Order as Delivery' });
  expect(within(dialog).getByRole('combobox', { name: 'Load' })).toHaveValue('New load');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(view.callsTo('PUT /api/Loads/addOrderToLoad')).toHaveLength(1));
  expect(view.callsTo('POST /api/Loads/create')).toHaveLength(1);
  const query = view.callsTo('PUT /api/Loads/addOrderToLoad')[0]!.query;
  expect(['loadId', 'orderId', 'deliveryIsConsolidation'].map((k) => query.get(k))).toEqual([
    '9',
    '41',
    'false',
  ]);
});

test('leaving with an edit the server does not have asks first; Stay keeps it, Leave goes on', async () => {
  const server = journeyServer({ failPut: true });
  const t = openJourney(server.routes);
  await userEvent.click(within(await loadSection(7)).getByRole('checkbox', { name: 'Picked up' }));
  await waitFor(() => expect(saveStatus()).toHaveAttribute('data-save-state', 'SaveFailed'));
  act(() => t.runtime.navigate('/orders/41'));
  let ask = await screen.findByRole('alertdialog', { name: 'Leave the journey?' });
  await userEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(t.navigations).toEqual([]);
  expect(within(await loadSection(7)).getByRole('checkbox', { name: 'Picked up' })).toBeChecked();
  act(() => t.runtime.navigate('/orders/41'));
  ask = await screen.findByRole('alertdialog', { name: 'Leave the journey?' });
  await userEvent.click(within(ask).getByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(t.navigations).toEqual(['/orders/41']));
});

test('the stop modal opens from the journey on its stop; its Save becomes one journey edit, Cancel changes nothing', async () => {
  const server = journeyServer();
  const view = openJourney(server.routes);
  const first = await loadSection(7);
  await userEvent.click(within(first).getByRole('button', { name: 'Open Stop 2' }));
  let dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText('Stop 2 of 2')).toBeInTheDocument();
  await userEvent.type(dialog.getByLabelText('Carrier Stop Note'), 'Dock 4');
  await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(saveStatus()).toHaveAttribute('data-save-state', 'Saved');

  await userEvent.click(within(first).getByRole('button', { name: 'Open Stop 2' }));
  dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByLabelText('Carrier Stop Note')).toHaveValue('');
  await userEvent.type(dialog.getByLabelText('Carrier Stop Note'), 'Dock 4');
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(saveStatus()).toHaveAttribute('data-save-state', 'Saved'));
  const [put] = view.callsTo('PUT /api/Loads/7');
  expect((put!.body as Load).loadStops.map((s) => s.stopDirections)).toEqual([null, 'Dock 4']);
});
