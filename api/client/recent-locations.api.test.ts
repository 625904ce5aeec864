import { expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { locationPaths } from '#contract/paths';
import { createLocationsApi } from './locations.api';
import { acmeCellar } from './party-rows.fixture';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';

const location = acmeCellar;

const server = await replyServerForFile();
const api = () => createLocationsApi(testHttpClient(server));
it('getRecentlyUsedLocationsByCustomerId GETs the customer’s path with the count', async () => {
  const path = fillPath(locationPaths.getRecentlyUsedLocationsByCustomerId, { customerId: 4 });
  server.reply(path, 200, [location]);
  expect(await api().getRecentlyUsedLocationsByCustomerId(4, 10)).toEqual([location]);
  expect(server.last()).toMatchObject({ method: 'GET', url: `${path}?count=10` });
  await api().getRecentlyUsedLocationsByCustomerId(4, 1, undefined, 'destination');
  expect(server.last()).toMatchObject({ method: 'GET', url: `${path}?count=1&usedAs=destination` });
});

it('getRecentlyUsedLocationsByCustomerId refuses a location without its id', async () => {
  const path = fillPath(locationPaths.getRecentlyUsedLocationsByCustomerId, { customerId: 4 });
  server.reply(path, 200, [{ name: 'Nowhere' }]);
  await expect(api().getRecentlyUsedLocationsByCustomerId(4, 10)).rejects.toThrow(
    'Unexpected response from the server',
  );
});
