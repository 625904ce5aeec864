import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignInResult } from '#contract/identity';
import { orderListGroupOf, type ListQueryInput } from '#contract/list-query';
import { OrderStatus, orderStatusesOfGroup, type OrderStatusCode } from '#contract/order-status';
import { makePager } from '#contract/pager';
import { customerHiddenOrderColumns } from '#fixtures/order-row-fields';
import { Permission as P } from '#contract/permissions';
import { authStorageKey } from '#machines/session/auth-store';
import { chip } from '../../../../ui/components/chip/chip.css';
import { FocusKeeper } from '#ui/components/focus-keeper/focus-keeper';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { ConfirmHost } from '../../../app/confirm-host';
import { SnackbarHost } from '../../../app/snackbar-host';
import { adminAuth, customerAuth } from '../../../testing/auth-fixtures';
import { answerListQuery } from '../../../testing/memory-list';
import { MemoryStorage } from '../../../testing/memory-storage';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { errorResponse, json, type RouteTable } from '../../../testing/table-fetch';
import type { OrderListItem } from './order-list-item';
import { orderRowFields } from './orders-list';
import { OrdersPage } from './orders-page';

// The list debounces search 300 ms and shows its spinner 100 ms at least.
configure({ asyncUtilTimeout: 3000 });

const getItems = 'POST /api/Orders/getItems';
const groupOrders = 'POST /api/Orders/groupOrders';
const ungroupOrders = 'POST /api/Orders/ungroupOrders';
const deleteBulk = 'POST /api/Orders/deleteBulk';

const day = (d: number) => `2025-09-${String(d).padStart(2, '0')}`;
const order = (
  orderId: number,
  refOrderStatusId: OrderStatusCode,
  more: Partial<OrderListItem> = {},
): OrderListItem => ({
  orderId,
  refOrderStatusId,
  refOrderTypeId: 1,
  orderGroupId: null,
  orderCustomerName: 'Willamette Cellars',
  producerName: `Producer ${orderId}`,
  poNumber: `PO-${orderId}`,
  bol: `BOL-${orderId}`,
  quantity: 12 * orderId,
  unitType: 2,
  source: 'Dundee Winery, Dundee OR',
  destination: 'Bay Depot, Boston MA',
  dateReadyBy: day(3),
  dateShipBy: day(5),
  dateNeededBy: day(9),
  revenue: 1250.5,
  numberOfLoads: 0,
  numberOfNotes: 1,
  latestNote: `Dock door 4 for ${orderId}`,
  dateAdded: day(1),
  dateModified: day(1),
  ...more,
});

const staffOrders = [
  order(101, OrderStatus.Open),
  order(102, OrderStatus.InTransit),
  order(103, OrderStatus.OnHold, { latestNote: null }),
  order(104, OrderStatus.Delivered),
  order(105, OrderStatus.Cancelled),
];

/** The customer's rows as the server sends them: no staff-only fields (spec 2 §6). */
const customerOrders = staffOrders.map(
  ({ bol: _b, revenue: _r, latestNote: _l, numberOfLoads: _n, ...rest }) => rest,
);

/** getItems as the server answers it: the grouping of fields.currentOrders, then search, sort and page. */
const listOf =
  (rows: OrderListItem[]): RouteTable[string] =>
  ({ body }) => {
    const query = body as ListQueryInput;
    const statuses: readonly number[] = orderStatusesOfGroup[orderListGroupOf(query.fields?.currentOrders)];
    const shown = rows.filter((r) => statuses.includes(r.refOrderStatusId!));
    return json(answerListQuery(shown, query, ['producerName', 'poNumber']));
  };

const staff = adminAuth([P.PortalAccess, P.OrderView, P.OrderUpdate, P.OrderDelete]);

function open(
  options: {
    auth?: SignInResult;
    routes?: RouteTable;
    listStorage?: MemoryStorage;
    rows?: OrderListItem[];
  } = {},
) {
  const storage = new MemoryStorage();
  storage.setItem(authStorageKey, JSON.stringify(options.auth ?? staff));
  const listStorage = options.listStorage ?? new MemoryStorage();
  const view = renderWithRuntime(
    <>
      <OrdersPage storage={listStorage} />
      <ConfirmHost />
      <SnackbarHost />
      {/* The shell's, placed once in the app. */}
      <FocusKeeper />
    </>,
    {
      url: '/orders',
      storage,
      routes: {
        [getItems]: listOf(options.rows ?? staffOrders),
        [groupOrders]: () => json({ orderGroupId: 31, count: 2 }),
        [ungroupOrders]: () => json({ count: 1 }),
        [deleteBulk]: () => json({ deleted: 2 }),
        ...options.routes,
      },
    },
  );
  const table = () => within(screen.getByRole('table', { name: 'Orders' }));
  const rowOf = (orderId: number) =>
    table()
      .getByRole('checkbox', { name: `Select Order ${orderId}` })
      .closest('tr')!;
  const lastQuery = () => view.callsTo(getItems).at(-1)!.body as ListQueryInput;
  return { ...view, listStorage, table, rowOf, lastQuery };
}

const headers = (t: ReturnType<typeof open>) =>
  t
    .table()
    .getAllByRole('columnheader')
    .map((h) => h.textContent)
    .filter((text) => text && text !== 'Details');

describe('Orders list', () => {
  it('shows current orders first, with the spec’s columns and status chips', async () => {
    const t = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(await t.table().findByText('Producer 101')).toBeInTheDocument();
    expect(t.lastQuery().fields).toEqual({ currentOrders: 1 });
    expect(t.lastQuery().sortColumns).toEqual([{ sortBy: 'orderId', isSortAscending: false }]);
    // Only the fields its rows read (decision 091).
    expect(t.lastQuery().columnSelection).toEqual(orderRowFields(true));
    expect(screen.getByRole('radio', { name: 'Current' })).toBeChecked();
    expect(headers(t)).toEqual([
      'Order #',
      'Status',
      'Type',
      'Customer',
      'Producer',
      'PO #',
      'Quantity',
      'From',
      'To',
      'Needed By',
    ]);
    // Delivered and Cancelled are not current.
    expect(t.table().queryByText('Producer 104')).toBeNull();
    expect(t.table().getAllByRole('row')).toHaveLength(4);
    const row = within(t.rowOf(101));
    expect(row.getByText('CA Consol')).toBeInTheDocument();
    expect(row.getByText('09/09/2025')).toBeInTheDocument();
    await expectNoAxeViolations(t.container);
  });

  it('keeps the columns that do not fit 1440 px in Column Settings, and restores those a person chose', async () => {
    const listStorage = new MemoryStorage();
    const visibleColumns = ['orderId', 'refOrderTypeId', 'revenue', 'numberOfLoads', 'changelogs'];
    listStorage.setItem('orders-list', JSON.stringify({ version: 1, visibleColumns }));
    const t = open({ listStorage });
    await t.table().findAllByText('$1,250.50');
    expect(headers(t)).toEqual(['Order #', 'Type', 'Revenue', 'Load(s)', 'Changelogs']);
    const row = within(t.rowOf(101));
    expect(row.getByText('$1,250.50')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Changelog of Order 101' })).toBeInTheDocument();
  });

  it('draws each status chip in its meaning’s tone, outlined where the spec says', async () => {
    const t = open();
    await t.table().findByText('Producer 101');
    const chipOf = (orderId: number, label: string) =>
      within(t.rowOf(orderId)).getByText(label).parentElement!;
    expect(chipOf(101, 'Open')).toHaveClass(
      ...chip({ tone: 'neutral', outlined: false, size: 'sm' }).split(' '),
    );
    expect(chipOf(102, 'In Transit')).toHaveClass(
      ...chip({ tone: 'moving', outlined: false, size: 'sm' }).split(' '),
    );
    expect(chipOf(103, 'On Hold')).toHaveClass(
      ...chip({ tone: 'attention', outlined: true, size: 'sm' }).split(' '),
    );
    await t.user.click(screen.getByRole('radio', { name: 'All' }));
    await t.table().findByText('Producer 104');
    expect(chipOf(104, 'Delivered')).toHaveClass(
      ...chip({ tone: 'done', outlined: true, size: 'sm' }).split(' '),
    );
    expect(chipOf(105, 'Cancelled')).toHaveClass(
      ...chip({ tone: 'neutral', outlined: true, size: 'sm' }).split(' '),
    );
  });

  it('switches between Current, Delivered, Cancelled and All, and keeps the choice', async () => {
    const listStorage = new MemoryStorage();
    const t = open({ listStorage });
    await t.table().findByText('Producer 101');
    await t.user.click(screen.getByRole('radio', { name: 'Delivered' }));
    await t.table().findByText('Producer 104');
    expect(t.lastQuery().fields).toEqual({ currentOrders: 2 });
    expect(t.lastQuery().pageNumber).toBe(0);
    expect(t.table().queryByText('Producer 101')).toBeNull();
    await t.user.click(screen.getByRole('radio', { name: 'Cancelled' }));
    await t.table().findByText('Producer 105');
    expect(t.lastQuery().fields).toEqual({ currentOrders: 3 });
    await t.user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(t.table().getAllByRole('row')).toHaveLength(6));
    expect(t.lastQuery().fields).toEqual({ currentOrders: 4 });
    t.unmount();

    const again = open({ listStorage });
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await again.table().findByText('Producer 105');
    expect(again.lastQuery().fields).toEqual({ currentOrders: 4 });
  });

  it('expands a row to its latest note, customer, producer, quantity, places and dates', async () => {
    const t = open();
    await t.table().findByText('Producer 101');
    await t.user.click(t.table().getByRole('button', { name: 'Details of Order 101' }));
    const note = screen.getByRole('region', { name: 'Latest note of Order 101' });
    expect(within(note).getByText('Latest Note')).toBeInTheDocument();
    expect(within(note).getByText('Dock door 4 for 101')).toBeInTheDocument();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Customer: 'Willamette Cellars',
      Producer: 'Producer 101',
      Quantity: '1,212 (12 Pk Case)',
      Origin: 'Dundee Winery, Dundee OR',
      Destination: 'Bay Depot, Boston MA',
      'Ready By': '09/03/2025',
      'Ship By': '09/05/2025',
      'Needed By': '09/09/2025',
    });
    await t.user.click(t.table().getByRole('button', { name: 'Details of Order 103' }));
    expect(
      within(screen.getByRole('region', { name: 'Latest note of Order 103' })).getByText('No notes found.'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(t.container);
  });

  it('selects a row on a click and opens it on a double click, keeping the selection', async () => {
    const t = open();
    await t.table().findByText('Producer 102');
    await t.user.click(within(t.rowOf(101)).getByText('Producer 101'));
    expect(t.rowOf(101)).toHaveAttribute('aria-selected', 'true');
    expect(t.navigations).toEqual([]);
    await t.user.dblClick(within(t.rowOf(102)).getByText('Producer 102'));
    expect(t.navigations).toEqual(['/orders/102']);
    expect(t.rowOf(102)).toHaveAttribute('aria-selected', 'true');
    expect(t.rowOf(101)).toHaveAttribute('aria-selected', 'true');
  });

  it('groups two or more selected orders and says so', async () => {
    const t = open();
    await t.table().findByText('Producer 101');
    const group = screen.getByRole('button', { name: 'Group' });
    const ungroup = screen.getByRole('button', { name: 'Ungroup' });
    expect(group).toBeDisabled();
    expect(ungroup).toBeDisabled();
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Order 101' }));
    expect(group).toBeDisabled();
    expect(ungroup).toBeEnabled();
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Order 103' }));
    expect(group).toBeEnabled();
    const before = t.callsTo(getItems).length;
    await t.user.click(group);
    expect(await screen.findByText('Orders grouped successfully.')).toBeInTheDocument();
    expect(t.callsTo(groupOrders).map((c) => c.body)).toEqual([[101, 103]]);
    // The list fetches again and the selection is cleared.
    await waitFor(() => expect(t.callsTo(getItems).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Group' })).toBeDisabled());
    expect(t.table().getByRole('checkbox', { name: 'Select Order 101' })).not.toBeChecked();
  });

  it('says Ungroup at once in place of the Group message, and keeps focus in the toolbar (issue #25)', async () => {
    const t = open();
    await t.table().findByText('Producer 101');
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Order 101' }));
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Order 103' }));
    await t.user.click(screen.getByRole('button', { name: 'Group' }));
    expect(await screen.findByText('Orders grouped successfully.')).toBeInTheDocument();
    // Group disabled itself as it worked: focus waits on the list's toolbar, not at the top of the page.
    expect(screen.getByRole('group', { name: 'Orders actions' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Group' })).toBeDisabled());
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Order 102' }));
    await t.user.click(screen.getByRole('button', { name: 'Ungroup' }));
    // The answer comes back and the message changes: no 6 s wait behind the Group message.
    await waitFor(() => expect(t.callsTo(ungroupOrders)).toHaveLength(1));
    expect(
      await screen.findByText('Orders ungrouped successfully.', {}, { timeout: 1000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Orders grouped successfully.')).toBeNull();
    expect(screen.getByRole('group', { name: 'Orders actions' })).toHaveFocus();
  });

  it('ungroups one or more selected orders and says so', async () => {
    const t = open();
    await t.table().findByText('Producer 102');
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Order 102' }));
    await t.user.click(screen.getByRole('button', { name: 'Ungroup' }));
    expect(await screen.findByText('Orders ungrouped successfully.')).toBeInTheDocument();
    expect(t.callsTo(ungroupOrders).map((c) => c.body)).toEqual([[102]]);
  });

  it('shows each order’s group and selects the whole group with a click, orders on no page included', async () => {
    const grouped = [
      order(101, OrderStatus.Open, { orderGroupId: 7 }),
      order(102, OrderStatus.InTransit),
      order(104, OrderStatus.Delivered, { orderGroupId: 7 }),
    ];
    const groupQueries: ListQueryInput[] = [];
    const t = open({
      rows: grouped,
      routes: {
        [getItems]: (req) => {
          const query = req.body as ListQueryInput;
          if (!query.filters?.length) return listOf(grouped)(req);
          groupQueries.push(query);
          return json([grouped[0], grouped[2], makePager(2, 0, 1000)]);
        },
      },
    });
    await t.table().findByText('Producer 101');
    expect(within(t.rowOf(102)).queryByRole('button', { name: /Group/ })).toBeNull();
    await t.user.click(within(t.rowOf(101)).getByRole('button', { name: 'Select the orders of Group 7' }));
    await waitFor(() => expect(t.table().getByRole('checkbox', { name: 'Select Order 101' })).toBeChecked());
    expect(t.table().getByRole('checkbox', { name: 'Select Order 102' })).not.toBeChecked();
    expect(groupQueries[0]).toMatchObject({
      filters: [[{ property: 'orderGroupId', value: 7, operatorType: 1 }]],
      fields: { currentOrders: 4 },
    });
    await t.user.click(screen.getByRole('button', { name: 'Ungroup' }));
    expect(await screen.findByText('Orders ungrouped successfully.')).toBeInTheDocument();
    expect(t.callsTo(ungroupOrders).map((c) => c.body)).toEqual([[101, 104]]);
  });

  it('shows a failed group as an error alert and keeps the selection', async () => {
    const t = open({ routes: { [groupOrders]: () => errorResponse(404, 'Order #103 was not found.') } });
    await t.table().findByText('Producer 101');
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Order 101' }));
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Order 103' }));
    await t.user.click(screen.getByRole('button', { name: 'Group' }));
    expect(await screen.findByText('Order #103 was not found.')).toBeInTheDocument();
    expect(screen.queryByText('Orders grouped successfully.')).toBeNull();
    expect(t.table().getByRole('checkbox', { name: 'Select Order 103' })).toBeChecked();
  });

  it('deletes the selected orders after the spec’s confirmation', async () => {
    const t = open();
    await t.table().findByText('Producer 101');
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Order 101' }));
    await t.user.click(t.table().getByRole('checkbox', { name: 'Select Order 102' }));
    await t.user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete the 2 selected item(s)?'),
    ).toBeInTheDocument();
    await t.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(t.callsTo(deleteBulk).map((c) => c.body)).toEqual([[101, 102]]));
  });

  it('gives the customer identity the reduced list: no staff columns, no Group, Ungroup or Delete', async () => {
    const t = open({ auth: customerAuth([P.PortalAccess, P.OrderView]), rows: customerOrders });
    await t.table().findByText('Producer 101');
    expect(headers(t)).toEqual([
      'Order #',
      'Status',
      'Producer',
      'PO #',
      'Quantity',
      'From',
      'To',
      'Needed By',
    ]);
    for (const name of ['Group', 'Ungroup', 'Delete']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    // Column settings offer only what the customer may see.
    await t.user.click(screen.getByRole('button', { name: 'Column settings' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Producer')).toBeInTheDocument();
    for (const hidden of customerHiddenOrderColumns) {
      expect(within(dialog).queryByText(hidden, { exact: true })).toBeNull();
    }
    await t.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await t.user.click(t.table().getByRole('button', { name: 'Details of Order 101' }));
    expect(screen.queryByText('Latest Note')).toBeNull();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Customer', 'Producer', 'Quantity', 'Origin', 'Destination', 'Needed By']);
    const sent = t.lastQuery();
    expect(sent.sortColumns).toEqual([{ sortBy: 'orderId', isSortAscending: false }]);
    await expectNoAxeViolations(t.container);
  });
});
