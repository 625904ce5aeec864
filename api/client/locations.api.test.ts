import { expect, it } from 'vitest';
import { makePager } from '#contract/pager';
import { locationPaths } from '#contract/paths';
import { createLocationsApi } from './locations.api';
import { acmeCellar } from './party-rows.fixture';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';

const location = acmeCellar;
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
