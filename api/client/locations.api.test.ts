import { expect, it } from 'vitest';
import type { LocationListItem } from '#contract/location';
import { makePager } from '#contract/pager';
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
const pager = makePager(1, 0, 10);

const server = await replyServerForFile();
const api = () => createLocationsApi(testHttpClient(server));

it('getItems POSTs the query and returns the parsed locations with the pager', async () => {
  server.reply(locationPaths.getItems, 200, [{ ...location, selected: true }, pager]);
  const query = { pageSize: 25, fields: { onlyNWDWarehouses: true } };
  expect(await api().getItems(query)).toEqual([location, pager]);
  expect(server.last()).toMatchObject({ method: 'POST', url: locationPaths.getItems });
  expect(JSON.parse(server.last().body)).toEqual(query);
});

it('getItems refuses a location with a date that is not one', async () => {
  server.reply(locationPaths.getItems, 200, [{ ...location, dateAdded: 'yesterday' }, pager]);
  await expect(api().getItems({})).rejects.toThrow('Unexpected response from the server');
});

it('deleteBulk POSTs the ids', async () => {
  server.reply(locationPaths.deleteBulk, 200, { deleted: 2 });
  expect(await api().deleteBulk([11, 12])).toEqual({ deleted: 2 });
  expect(server.last()).toMatchObject({ method: 'POST', url: locationPaths.deleteBulk, body: '[11,12]' });
});
