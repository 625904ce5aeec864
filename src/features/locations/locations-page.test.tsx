import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListQuery } from '#contract/list-query';
import type { Location } from '#contract/location';
import { Permission } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { answerListQuery } from '../../testing/memory-list';
import { json, type RouteTable } from '../../testing/table-fetch';
import {
  columnHeaders,
  listTable,
  renderListPage,
} from '../../shared/business-lists/testing/render-list-page';
import { adminAuth, employeeAuth } from '../../testing/auth-fixtures';
import { LocationsPage } from './locations-page';

configure({ asyncUtilTimeout: 3000 });

const P = Permission;
const getItems = 'POST /api/Locations/getItems';
const deleteBulk = 'POST /api/Locations/deleteBulk';

const location = (locationId: number, over: Partial<Location>): Location => ({
  locationId,
  relatedOrderCustomerId: null,
  refCountryId: 1,
  refStateId: 36,
  name: `Location ${locationId}`,
  address: '100 Dock St',
  address2: null,
  city: 'Portland',
  zipCode: '97201',
  locationDirections: null,
  isNWDWarehouse: false,
  ignoredByWarehousePickupsReport: false,
  dateAdded: '2025-01-02T18:00:00.000Z',
  dateModified: '2025-01-02T18:00:00.000Z',
  dateLastAssigned: null,
  isActive: true,
  countryName: 'United States',
  stateName: 'Oregon',
  contactsCount: 0,
  primaryContactName: null,
  primaryContactPhone: null,
  ...over,
});

const locations = [
  location(1, { name: 'NWDS Warehouse', isNWDWarehouse: true, address2: 'Dock 4' }),
  location(13, { name: 'Coastal Market - Reno', city: 'Reno', stateName: 'Nevada' }),
];

const reason =
  'The selected locations cannot be deleted: Location #13 is used by 4 orders and 1 load. Nothing was deleted.';
const server: RouteTable = {
  [getItems]: ({ body }) => json(answerListQuery(locations, body as ListQuery, ['name', 'city'])),
  [deleteBulk]: () => json({ statusText: reason, code: 'delete_blocked' }, { status: 409 }),
};

const open = (auth = adminAuth([P.PortalAccess, P.LocationView, P.LocationDelete])) =>
  renderListPage(<LocationsPage />, { auth, routes: server });

describe('Locations', () => {
  it('lists locations by name with their address, state and the warehouse flag', async () => {
    const view = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Locations' })).toBeInTheDocument();
    const table = listTable('Locations');
    // The header 'NWDS Warehouse' is there at once; the rows come with the first answer.
    expect(await table.findByText('100 Dock St, Dock 4')).toBeInTheDocument();
    expect(columnHeaders('Locations')).toEqual([
      'Name',
      'Customer',
      'Address',
      'City',
      'State',
      'Primary Contact',
      'NWDS Warehouse',
    ]);
    expect(table.getByText('Nevada')).toBeInTheDocument();
    expect(table.getByText('Yes')).toBeInTheDocument();
    expect(view.callsTo(getItems)[0]!.body).toMatchObject({
      pageSize: 10,
      sortColumns: [{ sortBy: 'name', isSortAscending: true }],
    });
    await expectNoAxeViolations(view.container);
  });

  it('opens a location on double click', async () => {
    const view = open();
    await view.user.dblClick(await listTable('Locations').findByText('Coastal Market - Reno'));
    expect(view.navigations).toEqual(['/locations/13']);
  });

  it('a delete the server refuses shows the spec’s failure and why', async () => {
    const view = open();
    await view.user.click(
      await listTable('Locations').findByRole('checkbox', { name: 'Select Location Coastal Market - Reno' }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Delete' }));
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(`Could not delete items: ${reason}`);
    await waitFor(() => expect(view.callsTo(deleteBulk)[0]?.body).toEqual([13]));
    expect(listTable('Locations').getByText('Coastal Market - Reno')).toBeInTheDocument();
  });

  it('offers no Delete to staff without LocationDelete', async () => {
    open(employeeAuth([P.PortalAccess, P.LocationView]));
    await listTable('Locations').findByText('NWDS Warehouse');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
