import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListQuery } from '#contract/list-query';
import { OrderStatus } from '#contract/order-status';
import { makePager } from '#contract/pager';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { answerListQuery } from '../../../../testing/memory-list';
import { renderWithRuntime } from '../../../../testing/render-with-runtime';
import { json, type RecordedRequest } from '../../../../testing/table-fetch';
import { ConfirmHost } from '../../../../app/confirm-host';
import { loadDetailPages } from '../load-detail-pages';
import { loadServer, staffStorage } from '../../../../shared/loads/testing/load-fixtures';
import type { LoadOrderRow } from './load-orders-lists';

// Two lists (each shows its spinner 100 ms at least) and a load on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const order = (orderId: number, over: Partial<LoadOrderRow> = {}): LoadOrderRow => ({
  orderId,
  refOrderStatusId: OrderStatus.Open,
  producerName: `Producer ${orderId}`,
  poNumber: `PO-${orderId}`,
  quantity: 10,
  orderGroupId: null,
  ...over,
});
const warehouse = {
  locationId: 274,
  relatedOrderCustomerId: null,
  refCountryId: 1,
  refStateId: 4,
  name: 'NWDS Warehouse',
  address: '2 Dock Rd',
  address2: null,
  city: 'Napa',
  zipCode: '94558',
  locationDirections: null,
  isNWDWarehouse: true,
  ignoredByWarehousePickupsReport: false,
  dateAdded: '2026-01-01T00:00:00.000Z',
  dateModified: '2026-01-01T00:00:00.000Z',
  dateLastAssigned: null,
  isActive: true,
};
const onLoad = [
  order(41, { refOrderStatusId: OrderStatus.Booked }),
  order(42, { refOrderStatusId: OrderStatus.Booked }),
];
const unplanned = [order(50), order(51, { orderGroupId: 9 })];

function open(extraRoutes: NonNullable<Parameters<typeof renderWithRuntime>[1]>['routes'] = {}) {
  const server = loadServer();
  const Page = loadDetailPages['Add/Remove Orders'];
  const view = renderWithRuntime(
    <>
      <Page params={{ loadId: '7' }} />
      <ConfirmHost />
    </>,
    {
      storage: staffStorage(),
      routes: {
        ...server.routes,
        'POST /api/Orders/getItems': ({ body }: RecordedRequest) => {
          const query = body as ListQuery;
          return json(
            answerListQuery(query.fields?.loadId === 7 ? onLoad : unplanned, query, ['producerName']),
          );
        },
        'POST /api/Locations/getItems': () => json([warehouse, makePager(1, 0, 10)]),
        'PUT /api/Loads/addOrderToLoad': () => json(server.current()),
        'PUT /api/Loads/bulkRemoveOrdersFromLoad': () => json(server.current()),
        ...extraRoutes,
      },
    },
  );
  const orders = () => view.callsTo('POST /api/Orders/getItems').map((r) => r.body as ListQuery);
  return { ...view, orders };
}

describe('Add/Remove Orders', () => {
  it('lists the load’s orders and the unplanned ones; passes axe', async () => {
    const view = open();
    expect(await screen.findByText('PO-41')).toBeInTheDocument();
    expect(await screen.findByText('PO-50')).toBeInTheDocument();
    const queries = view.orders();
    expect(queries.some((q) => q.fields?.loadId === 7)).toBe(true);
    const excluded = queries.find((q) => q.fields?.excludeStatusIds)!.fields!.excludeStatusIds!;
    expect(excluded).not.toContain(OrderStatus.Open);
    expect(excluded).toContain(OrderStatus.Booked);
    await expectNoAxeViolations(view.container);
  });

  it('removes the selected orders after asking', async () => {
    const view = open();
    await view.user.click(await screen.findByRole('checkbox', { name: 'Select Order #41' }));
    await view.user.click(screen.getByRole('button', { name: 'Remove from Load' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Remove the 1 selected order(s) from Load #7?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(view.callsTo('PUT /api/Loads/bulkRemoveOrdersFromLoad')).toHaveLength(1));
    expect(view.callsTo('PUT /api/Loads/bulkRemoveOrdersFromLoad')[0]!.body).toEqual({
      loadId: 7,
      orderIdsToRemove: [41],
    });
  });

  it('adds an order as a delivery', async () => {
    const view = open();
    await view.user.click(await screen.findByRole('checkbox', { name: 'Select Order #50' }));
    await view.user.click(screen.getByRole('button', { name: 'Add as Delivery' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Order as Delivery' }));
    expect(dialog.queryByLabelText(/^Location/)).not.toBeInTheDocument();
    expect(dialog.queryByRole('checkbox', { name: /Add All Orders/ })).not.toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.callsTo('PUT /api/Loads/addOrderToLoad')).toHaveLength(1));
    const query = view.callsTo('PUT /api/Loads/addOrderToLoad')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      loadId: '7',
      orderId: '50',
      shouldAddGroup: 'false',
      deliveryIsConsolidation: 'false',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('consolidates to the warehouse: Save waits for a location; a grouped order may bring its group', async () => {
    const view = open();
    await view.user.click(await screen.findByRole('checkbox', { name: 'Select Order #51' }));
    await view.user.click(screen.getByRole('button', { name: 'Consolidate to NWDS' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Consolidate Order to NWDS Location' }));
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await view.user.click(dialog.getByRole('checkbox', { name: 'Add All Orders in This Group (9)' }));
    await view.user.click(
      within(dialog.getByRole('combobox', { name: /Location/ }).parentElement!).getByRole('button', {
        name: 'Show options',
      }),
    );
    await view.user.click(await screen.findByRole('option', { name: /NWDS Warehouse/ }));
    const locations = view.callsTo('POST /api/Locations/getItems')[0]!.body as ListQuery;
    expect(locations.fields).toEqual({ onlyNWDWarehouses: true });
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.callsTo('PUT /api/Loads/addOrderToLoad')).toHaveLength(1));
    expect(Object.fromEntries(view.callsTo('PUT /api/Loads/addOrderToLoad')[0]!.query)).toEqual({
      loadId: '7',
      orderId: '51',
      locationId: '274',
      shouldAddGroup: 'true',
      deliveryIsConsolidation: 'true',
    });
  });

  it('Consolidate to NWDS starts at the consolidation target setting, and saves to it', async () => {
    const crossDock = { ...warehouse, locationId: 275, name: 'Cross Dock' };
    const view = open({ 'GET /api/Locations/consolidationTarget': () => json(crossDock) });
    await view.user.click(await screen.findByRole('checkbox', { name: 'Select Order #50' }));
    await view.user.click(screen.getByRole('button', { name: 'Consolidate to NWDS' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Consolidate Order to NWDS Location' }));
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /Location/ })).toHaveValue('Cross Dock'));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.callsTo('PUT /api/Loads/addOrderToLoad')).toHaveLength(1));
    expect(Object.fromEntries(view.callsTo('PUT /api/Loads/addOrderToLoad')[0]!.query)).toMatchObject({
      locationId: '275',
      deliveryIsConsolidation: 'true',
    });
  });

  it('Consolidate to Location hides the warehouses; Cancel closes', async () => {
    const view = open();
    await view.user.click(await screen.findByRole('checkbox', { name: 'Select Order #50' }));
    await view.user.click(screen.getByRole('button', { name: 'Consolidate to Location' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Consolidate Order to Location' }));
    await view.user.click(
      within(dialog.getByRole('combobox', { name: /Location/ }).parentElement!).getByRole('button', {
        name: 'Show options',
      }),
    );
    await waitFor(() => expect(view.callsTo('POST /api/Locations/getItems')).toHaveLength(1));
    expect((view.callsTo('POST /api/Locations/getItems')[0]!.body as ListQuery).fields).toEqual({
      includeNWDWarehouse: false,
    });
    await view.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.callsTo('PUT /api/Loads/addOrderToLoad')).toHaveLength(0);
  });
});
