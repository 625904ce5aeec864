import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListQuery } from '#contract/list-query';
import { LoadStatus } from '#contract/load-status';
import { OrderListGroup } from '#contract/order-status';
import { loadPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { localIsoDay } from '#machines/list-query/list-dates';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { answerListQuery } from '../../../testing/memory-list';
import { errorResponse, json, type RouteTable } from '../../../testing/table-fetch';
import {
  columnHeaders,
  listCalls,
  listPageOpener,
  listTable,
} from '../../../shared/business-lists/testing/render-list-page';
import { adminAuth, carrierAuth, employeeAuth } from '../../../testing/auth-fixtures';
import type { LoadListItem } from './loads-list';
import { LoadsPage } from './loads-page';

const P = Permission;
const { getItems, deleteBulk } = listCalls(loadPaths);

const load = (loadId: number, over: Partial<LoadListItem> = {}): LoadListItem => ({
  loadId,
  refLoadStatusId: LoadStatus.Booked,
  carrierName: 'Columbia Express',
  originLocationName: 'Anderson Rock Vineyards',
  destinationLocationName: 'Basin Distributing - New York',
  estimatedShippingDate: new Date(2026, 10, 20, 12).toISOString(),
  pickups: 1,
  deliveries: 2,
  cases: 140,
  refLoadDesignationId: 2,
  trailerNumber: `TR-${loadId}`,
  revenue: 3064.38,
  noteCount: 1,
  ...over,
});

const loads: LoadListItem[] = [
  load(20),
  load(19, { refLoadStatusId: LoadStatus.Planned, carrierName: null, revenue: 0 }),
  load(18, { refLoadStatusId: LoadStatus.InTransit, carrierName: 'Sierra Logistics' }),
  load(14, { refLoadStatusId: LoadStatus.Delivered }),
  load(11, { refLoadStatusId: LoadStatus.Cancelled }),
];

/** getItems as the server answers it: the grouping of fields.currentOrders, then search, sort and page. */
const server: RouteTable = {
  [getItems]: ({ body }) => {
    const query = body as ListQuery;
    const group = query.fields?.currentOrders ?? OrderListGroup.All;
    const shown = loads.filter((l) =>
      group === OrderListGroup.Current
        ? l.refLoadStatusId !== LoadStatus.Delivered && l.refLoadStatusId !== LoadStatus.Cancelled
        : group === OrderListGroup.Delivered
          ? l.refLoadStatusId === LoadStatus.Delivered
          : group === OrderListGroup.Cancelled
            ? l.refLoadStatusId === LoadStatus.Cancelled
            : true,
    );
    return json(answerListQuery(shown, query, ['carrierName', 'trailerNumber']));
  },
  [deleteBulk]: () => json({ deleted: 1 }),
};

const staffCodes = [P.PortalAccess, P.LoadView, P.LoadDelete];

const openPage = listPageOpener(<LoadsPage />, server, staffCodes);

function open(...args: Parameters<typeof openPage>) {
  const view = openPage(...args);
  const queries = () => view.callsTo(getItems).map((r) => r.body as ListQuery);
  return { ...view, queries, lastQuery: () => queries().at(-1)! };
}

describe('Loads', () => {
  it('shows current loads, newest first, with status chips, No Carrier and the revenue', async () => {
    const view = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Loads' })).toBeInTheDocument();
    const table = listTable('Loads');
    expect(await table.findByText('TR-20')).toBeInTheDocument();
    expect(columnHeaders('Loads')).toEqual([
      'Load #',
      'Status',
      'Carrier',
      'Origin',
      'Destination',
      'Est. Ship Date',
      'Cases',
      'Designation',
      'Trailer #',
      'Revenue',
    ]);
    expect(view.queries()[0]).toMatchObject({
      pageNumber: 0,
      pageSize: 10,
      sortColumns: [{ sortBy: 'loadId', isSortAscending: false }],
      fields: { currentOrders: OrderListGroup.Current },
    });
    expect(table.getAllByText(/^TR-/).map((c) => c.textContent)).toEqual(['TR-20', 'TR-19', 'TR-18']);
    expect(table.getByText('In Transit')).toBeInTheDocument();
    expect(table.getByText('Planned')).toBeInTheDocument();
    expect(table.getByText('No Carrier')).toBeInTheDocument();
    expect(table.getAllByText('$3,064.38')).toHaveLength(2);
    expect(table.getAllByText('11/20/2026')).toHaveLength(3);
    expect(table.getAllByText('California')).toHaveLength(3);
    const grouping = screen.getByRole('radiogroup', { name: 'Load status grouping' });
    expect(within(grouping).getByRole('radio', { name: 'Current' })).toBeChecked();
    await expectNoAxeViolations(view.container);
  });

  it('shows the other status groupings and keeps the choice', async () => {
    const view = open();
    await listTable('Loads').findByText('TR-20');
    await view.user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(view.lastQuery().fields).toEqual({ currentOrders: OrderListGroup.All }));
    expect(await listTable('Loads').findByText('TR-11')).toBeInTheDocument();
    await view.user.click(screen.getByRole('radio', { name: 'Delivered' }));
    await waitFor(() => expect(listTable('Loads').queryByText('TR-20')).not.toBeInTheDocument());
    expect(listTable('Loads').getByText('TR-14')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('loads-list')!)).toMatchObject({
      fields: { currentOrders: OrderListGroup.Delivered },
    });
    view.unmount();

    const again = open();
    await listTable('Loads').findByText('TR-14');
    expect(again.queries()[0]!.fields).toEqual({ currentOrders: OrderListGroup.Delivered });
    expect(screen.getByRole('radio', { name: 'Delivered' })).toBeChecked();
  });

  it('filters by the estimated ship date', async () => {
    const view = open();
    await listTable('Loads').findByText('TR-20');
    await view.user.click(screen.getByRole('button', { name: 'Ship Date' }));
    await view.user.click(
      within(await screen.findByRole('dialog', { name: 'Ship Date filter' })).getByRole('button', {
        name: 'Today',
      }),
    );
    await waitFor(() =>
      expect(view.lastQuery().filters).toEqual([
        [
          {
            property: 'estimatedShippingDate',
            compareType: 9,
            operatorType: 1,
            value: localIsoDay(new Date()),
          },
        ],
      ]),
    );
  });

  it('a double click or Enter opens the load', async () => {
    const view = open();
    await view.user.dblClick(await listTable('Loads').findByText('TR-19'));
    expect(view.navigations).toEqual(['/loads/19']);
    listTable('Loads').getByText('TR-18').closest('tr')!.focus();
    await view.user.keyboard('{Enter}');
    expect(view.navigations).toEqual(['/loads/19', '/loads/18']);
  });

  it('deletes the selected loads after the spec’s confirmation', async () => {
    const view = open();
    await listTable('Loads').findByText('TR-20');
    await view.user.click(listTable('Loads').getByRole('checkbox', { name: 'Select Load #20' }));
    await view.user.click(listTable('Loads').getByRole('checkbox', { name: 'Select Load #19' }));
    await view.user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete the 2 selected item(s)?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.callsTo(deleteBulk)).toHaveLength(1));
    expect(view.callsTo(deleteBulk)[0]!.body).toEqual([20, 19]);
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
  });

  it('a refused delete shows the spec’s failure and the server’s reason', async () => {
    const reason =
      'The selected loads cannot be deleted: Load #20 carries 5 orders. Remove the orders from the load first. Nothing was deleted.';
    const view = open(adminAuth(staffCodes), {
      [deleteBulk]: () => json({ statusText: reason, code: 'delete_blocked' }, { status: 409 }),
    });
    await view.user.click(await listTable('Loads').findByRole('checkbox', { name: 'Select Load #20' }));
    await view.user.click(screen.getByRole('button', { name: 'Delete' }));
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(`Could not delete items: ${reason}`);
  });

  it('offers no Delete without LoadDelete', async () => {
    open(employeeAuth([P.PortalAccess, P.LoadView]));
    await listTable('Loads').findByText('TR-20');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('a carrier sees no revenue, no authors and no Delete, even holding LoadDelete', async () => {
    const view = open(carrierAuth([P.PortalAccess, P.LoadView, P.LoadDelete]));
    await listTable('Loads').findByText('TR-20');
    expect(columnHeaders('Loads')).not.toContain('Revenue');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Column settings' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Column Settings' }));
    expect(dialog.getByRole('checkbox', { name: 'Trailer Type' })).toBeInTheDocument();
    for (const staffOnly of ['Revenue', 'Net Revenue', 'Created By'])
      expect(dialog.queryByRole('checkbox', { name: staffOnly })).not.toBeInTheDocument();
  });

  it('a failed load shows the server’s error above the list', async () => {
    open(adminAuth(staffCodes), { [getItems]: () => errorResponse(500, 'Database unavailable') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });
});
