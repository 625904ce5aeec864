import { configure, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  carrierPaths,
  locationPaths,
  orderCustomerPaths,
  savedViewPaths,
  storageCustomerPaths,
} from '#contract/paths';
import type { ListQuery } from '#contract/list-query';
import { Permission as P } from '#contract/permissions';
import type { SavedView } from '#contract/saved-view';
import { CarriersPage } from './carriers/carriers-page';
import { OrderCustomersPage } from './customers/order-customers-page';
import { LocationsPage } from './locations/locations-page';
import { StorageCustomersPage } from './storage-customers/storage-customers-page';
import { adminAuth } from '../../testing/auth-fixtures';
import { answerListQuery } from '../../testing/memory-list';
import { json } from '../../testing/table-fetch';
import { renderListPage } from '../../shared/business-lists/testing/render-list-page';

configure({ asyncUtilTimeout: 3000 });

/** Issue #31: every list the server keeps views for offers them in its header, not only orders and loads. */
const lists: { title: string; page: ReactElement; getItems: string; listKey: string }[] = [
  { title: 'Carriers', page: <CarriersPage />, getItems: carrierPaths.getItems, listKey: 'carriers-list' },
  {
    title: 'Customers',
    page: <OrderCustomersPage />,
    getItems: orderCustomerPaths.getItems,
    listKey: 'order-customers-list',
  },
  {
    title: 'Storage Customers',
    page: <StorageCustomersPage />,
    getItems: storageCustomerPaths.getItems,
    listKey: 'storage-customers-list',
  },
  {
    title: 'Locations',
    page: <LocationsPage />,
    getItems: locationPaths.getItems,
    listKey: 'locations-list',
  },
];

const view = (listKey: string): SavedView => ({
  savedViewId: 3,
  listKey: listKey as SavedView['listKey'],
  name: 'Mine first',
  shared: false,
  ownerName: 'Alex Morgan',
  mine: true,
  state: { visibleColumns: [], sortColumns: [], filterText: '', filters: [], pagerLetter: null },
  dateModified: '2026-11-27T08:00:00.000Z',
});

describe('saved views on the parties lists', () => {
  it.each(lists)('$title offers its views in the list header', async ({ title, page, getItems, listKey }) => {
    const rendered = renderListPage(page, {
      auth: adminAuth([P.PortalAccess, P.CarrierView, P.CustomerView, P.LocationView]),
      routes: {
        [`POST ${getItems}`]: ({ body }) => json(answerListQuery([], body as ListQuery, [])),
        [`GET ${savedViewPaths.getItems}`]: () => json([view(listKey)]),
      },
    });
    await rendered.user.click(await screen.findByRole('button', { name: 'Views' }));
    expect(await screen.findByRole('dialog', { name: `${title} views` })).toHaveTextContent('Mine first');
    await waitFor(() =>
      expect(rendered.callsTo(`GET ${savedViewPaths.getItems}`)[0]?.query.get('listKey')).toBe(listKey),
    );
  });
});
