import { expect, it } from 'vitest';
import type { LocationListItem } from '#contract/location';
import { fillPath } from '#contract/path-template';
import { locationPaths } from '#contract/paths';
import { createLocationsApi } from './locations.api';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';

const location: LocationListItem = {
  locationId: 11,
  relatedOrderCustomerId: 4,
  relatedOrderCustomerName: 'Acme Wines',
  refCountryId: 1,
  refStateId: 5,
  stateCode: 'CA',
  name: 'Acme Cellar',
  address: '1 Vine St',
  address2: null,
  city: 'Fresno',
  zipCode: '93701',
  locationDirections: null,
  isNWDWarehouse: false,
  ignoredByWarehousePickupsReport: false,
  dateAdded: '2025-01-02T03:04:05.000Z',
  dateModified: '2025-09-04T10:00:00.000Z',
  dateLastAssigned: null,
  isActive: true,
};

const server = await replyServerForFile();
const api = () => createLocationsApi(testHttpClient(server));
it('getRecentlyUsedLocationsByCustomerId GETs the customer’s path with the count', async () => {
  const path = fillPath(locationPaths.getRecentlyUsedLocationsByCustomerId, { customerId: 4 });
  server.reply(path, 200, [location]);
  expect(await api().getRecentlyUsedLocationsByCustomerId(4, 10)).toEqual([location]);
  expect(server.last()).toMatchObject({ method: 'GET', url: `${path}?count=10` });
});

it('getRecentlyUsedLocationsByCustomerId refuses a location without its id', async () => {
  const path = fillPath(locationPaths.getRecentlyUsedLocationsByCustomerId, { customerId: 4 });
  server.reply(path, 200, [{ name: 'Nowhere' }]);
  await expect(api().getRecentlyUsedLocationsByCustomerId(4, 10)).rejects.toThrow(
    'Unexpected response from the server',
  );
});
