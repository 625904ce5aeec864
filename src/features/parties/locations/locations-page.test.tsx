import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListQuery } from '#contract/list-query';
import type { Location } from '#contract/location';
import { locationPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { locationRecord } from '../testing/party-records';
import { answerListQuery } from '../../../testing/memory-list';
import { json, type RouteTable } from '../../../testing/table-fetch';
import {
  columnHeaders,
  listCalls,
  listPageOpener,
  listTable,
  renderListPage,
} from '../../../shared/business-lists/testing/render-list-page';
import { adminAuth, employeeAuth } from '../../../testing/auth-fixtures';
import { LocationsPage } from './locations-page';

const P = Permission;
const { getItems, deleteBulk } = listCalls(locationPaths);

const location = (locationId: number, over: Partial<Location>): Location =>
  locationRecord(locationId, {
    countryName: 'United States',
    stateName: 'Oregon',
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

const open = listPageOpener(<LocationsPage />, server, [P.PortalAccess, P.LocationView, P.LocationDelete]);

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

describe('Create Location and Merge', () => {
  const info = {
    orderIdsByLocationId: { '1': [501, 502], '13': [77] },
    loadIdsByLocationId: { '1': [9], '13': [] },
    noteIdsByLocationId: { '1': [], '13': [31, 32] },
    contactIdsByLocationId: { '1': [], '13': [4] },
  };
  const mergeRoutes: RouteTable = {
    ...server,
    'POST /api/Locations/getLocationMergeInfo': () => json(info),
    'POST /api/Locations/mergeLocations': () =>
      json({ ...location(1, { name: 'NWDS Warehouse' }), mergeInfo: info }),
    'POST /api/Locations/create': ({ body }) => json({ ...location(99, {}), ...(body as object) }),
  };
  const staff = adminAuth([P.PortalAccess, P.LocationView, P.LocationAdd, P.LocationMerge]);

  it('creates a location from the list', async () => {
    const view = renderListPage(<LocationsPage />, { auth: staff, routes: mergeRoutes });
    await listTable('Locations').findByRole('checkbox', { name: 'Select Location NWDS Warehouse' });
    await view.user.click(screen.getByRole('button', { name: 'Create Location' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Location' }));
    await view.user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Salem Dock');
    await view.user.type(dialog.getByRole('textbox', { name: /^City/ }), 'Salem');
    await view.user.selectOptions(dialog.getByRole('combobox', { name: /^State/ }), 'Oregon (OR)');
    await view.user.click(dialog.getByRole('checkbox', { name: 'NWDS Warehouse' }));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Location Salem Dock saved')).toBeInTheDocument();
    expect(view.callsTo('POST /api/Locations/create')[0]!.body).toMatchObject({
      name: 'Salem Dock',
      city: 'Salem',
      refCountryId: 1,
      isNWDWarehouse: true,
    });
  });

  it('merges two or more selected locations into the chosen primary and says what moved', async () => {
    const view = renderListPage(<LocationsPage />, { auth: staff, routes: mergeRoutes });
    const table = listTable('Locations');
    // The rows, not the column of the same name.
    const warehouse = await table.findByRole('checkbox', { name: 'Select Location NWDS Warehouse' });
    const merge = screen.getByRole('button', { name: 'Merge' });
    expect(merge).toBeDisabled();
    await view.user.click(warehouse);
    expect(merge).toBeDisabled();
    await view.user.click(table.getByRole('checkbox', { name: 'Select Location Coastal Market - Reno' }));
    await view.user.click(merge);
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge Locations' }));
    const rows = within(dialog.getByRole('table', { name: 'Locations to merge' }));
    expect(await rows.findByText('Coastal Market - Reno (#13)')).toBeInTheDocument();
    expect(view.callsTo('POST /api/Locations/getLocationMergeInfo')[0]!.body).toEqual({
      locationsToMerge: [1, 13],
    });
    const mergeButton = dialog.getByRole('button', { name: 'Merge' });
    expect(mergeButton).toBeDisabled();
    await view.user.click(dialog.getByRole('radio', { name: 'NWDS Warehouse (#1)' }));
    await view.user.click(mergeButton);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Merge 1 location(s) into NWDS Warehouse?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Merge' }));
    expect(
      await dialog.findByText(
        'Moved 1 order, 0 loads, 2 notes and 1 contact from 1 location to NWDS Warehouse; the merged locations were removed.',
      ),
    ).toBeInTheDocument();
    const sent = view.callsTo('POST /api/Locations/mergeLocations')[0]!;
    expect(sent.query.get('primaryLocationId')).toBe('1');
    expect(sent.body).toEqual({ locationsToMerge: [1, 13], ...info });
    await view.user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Merge Locations' })).not.toBeInTheDocument(),
    );
  });

  it('offers no Merge without LocationMerge (430)', async () => {
    renderListPage(<LocationsPage />, {
      auth: adminAuth([P.PortalAccess, P.LocationView, P.LocationAdd]),
      routes: mergeRoutes,
    });
    await listTable('Locations').findByRole('checkbox', { name: 'Select Location NWDS Warehouse' });
    expect(screen.queryByRole('button', { name: 'Merge' })).not.toBeInTheDocument();
  });
});
