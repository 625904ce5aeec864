import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Location } from '#contract/location';
import { Permission } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { locationRecord } from '../testing/party-records';
import { adminAuth } from '../../../testing/auth-fixtures';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { json, type RouteTable } from '../../../testing/table-fetch';
import { locationDetailPages, type LocationPageName } from './location-detail-pages';

configure({ asyncUtilTimeout: 6000 });

const P = Permission;
const byId = 'GET /api/Locations/getItemById/13';
const put = 'PUT /api/Locations/13';

const reno: Location = locationRecord(13, {
  relatedOrderCustomerId: 12,
  refStateId: 27,
  name: 'Coastal Market - Reno',
  address: '5 Sierra St',
  city: 'Reno',
  zipCode: '89501',
  locationDirections: 'Use the back gate.',
});

const staff = adminAuth([
  P.PortalAccess,
  P.LocationView,
  P.LocationUpdate,
  P.LocationContactView,
  P.LocationNoteView,
  P.OrderView,
  P.LoadView,
]);

const render = (tab: LocationPageName, routes: RouteTable = {}) => {
  const Page = locationDetailPages[tab];
  return renderSignedIn(<Page params={{ id: '13' }} />, {
    auth: staff,
    routes: {
      [byId]: () => json(reno),
      'GET /api/OrderCustomers/getItemById/12': () =>
        json({
          orderCustomerId: 12,
          orderCustomerName: 'Willamette Cellars',
          status: 0,
          address1: null,
          address2: null,
          city: null,
          zipCode: null,
          refCountryStateId: null,
          refCountryId: 1,
          isActive: true,
          dateAdded: '2025-01-02T18:00:00.000Z',
          dateModified: '2025-01-02T18:00:00.000Z',
          dateLastAssigned: null,
          addedByUserId: null,
          modifiedByUserId: null,
        }),
      ...routes,
    },
  });
};

describe('Location page', () => {
  it('shows the location form with its tabs', async () => {
    const view = render('Location Details');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coastal Market - Reno' }),
    ).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Location sections' }));
    expect(tabs.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Details',
      'Contacts',
      'Orders',
      'Loads',
      'Notes',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Directions/ })).toHaveValue('Use the back gate.'),
    );
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: /^Related Customer/ })).toHaveValue('Willamette Cellars');
    expect(screen.getByRole('checkbox', { name: 'NWDS Warehouse' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ignored by Warehouse Pickups Report' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await expectNoAxeViolations(view.container);
  });

  it('saves the warehouse flags with the version it read', async () => {
    const view = render('Location Details', { [put]: ({ body }) => json({ ...reno, ...(body as object) }) });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'NWDS Warehouse' })).toBeEnabled());
    await view.user.click(screen.getByRole('checkbox', { name: 'Ignored by Warehouse Pickups Report' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Location Coastal Market - Reno saved')).toBeInTheDocument();
    expect(view.callsTo(put)[0]!.body).toMatchObject({
      locationId: 13,
      relatedOrderCustomerId: 12,
      ignoredByWarehousePickupsReport: true,
      dateModified: reno.dateModified,
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    const view = render('Location Details');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Coastal Market - Reno'));
    await view.user.type(name, ' 2');
    view.runtime.navigate('/locations');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('You have unsaved changes.');
    await view.user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(view.navigations).toEqual([]);
  });
});
