import { expect, it } from 'vitest';
import type { CarrierListItem, CarrierResultItem } from '#contract/carrier';
import { makePager } from '#contract/pager';
import { carrierPaths } from '#contract/paths';
import { createCarriersApi } from './carriers.api';
import { emptyCarrierFields } from './party-rows.fixture';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';

const carrier: CarrierListItem = {
  ...emptyCarrierFields,
  carrierId: 3,
  name: 'Fast Freight',
  city: 'Reno',
  stateCode: 'NV',
};
const option: CarrierResultItem = { label: 'Fast Freight', value: 3, isActive: true };
const pager = makePager(1, 0, 10);

const server = await replyServerForFile();
const api = () => createCarriersApi(testHttpClient(server));

it('getItems POSTs the query and returns the parsed carriers with the pager', async () => {
  server.reply(carrierPaths.getItems, 200, [{ ...carrier, selected: true }, pager]);
  expect(await api().getItems({ filterText: 'fast' })).toEqual([carrier, pager]);
  expect(server.last()).toMatchObject({ method: 'POST', url: carrierPaths.getItems });
  expect(JSON.parse(server.last().body)).toEqual({ filterText: 'fast' });
});

it('getResultItems POSTs the query and returns the picker options', async () => {
  server.reply(carrierPaths.getResultItems, 200, [option, pager]);
  expect(await api().getResultItems({ filterText: 'fast', pageSize: 25 })).toEqual([option, pager]);
  expect(server.last()).toMatchObject({ method: 'POST', url: carrierPaths.getResultItems });
  expect(JSON.parse(server.last().body)).toEqual({ filterText: 'fast', pageSize: 25 });
});

it('getResultItems refuses an option without its carrier id', async () => {
  server.reply(carrierPaths.getResultItems, 200, [{ ...option, value: null }, pager]);
  await expect(api().getResultItems({})).rejects.toThrow('Unexpected response from the server');
});

it('deleteBulk POSTs the ids', async () => {
  server.reply(carrierPaths.deleteBulk, 200, { deleted: 1 });
  expect(await api().deleteBulk([3])).toEqual({ deleted: 1 });
  expect(server.last()).toMatchObject({ method: 'POST', url: carrierPaths.deleteBulk, body: '[3]' });
});
