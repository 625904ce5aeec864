import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { makePager } from '#contract/pager';
import { fillPath } from '#contract/path-template';
import { orderPaths } from '#contract/paths';
import { createHttpClient } from './http-client';
import { createOrdersApi } from './orders.api';
import { startReplyServer } from './recording-server.fixture';

const pager = makePager(1, 0, 10);

let server: Awaited<ReturnType<typeof startReplyServer>>;
const api = () =>
  createOrdersApi(
    createHttpClient({ baseUrl: server.baseUrl, getToken: () => 'tok', onUnauthorized() {}, log() {} }),
  );

beforeAll(async () => {
  server = await startReplyServer();
});
afterAll(() => server.close());
beforeEach(() => server.clearReplies());

it('getItems POSTs the query; a customer row without staff fields parses, with the defaults filled', async () => {
  server.reply(orderPaths.getItems, 200, [{ orderId: 5, poNumber: 'PO-5' }, pager]);
  const rows = await api().getItems({ pageNumber: 0, pageSize: 10 });
  expect(rows).toEqual([expect.objectContaining({ orderId: 5, poNumber: 'PO-5', isPicked: false }), pager]);
  expect(server.last()).toMatchObject({ method: 'POST', url: orderPaths.getItems });
  expect(JSON.parse(server.last().body)).toEqual({ pageNumber: 0, pageSize: 10 });
});

it('getItems refuses a row without its orderId', async () => {
  server.reply(orderPaths.getItems, 200, [{ poNumber: 'PO-5' }, pager]);
  await expect(api().getItems({})).rejects.toThrow('Unexpected response from the server');
});

it('deleteBulk POSTs the ids', async () => {
  server.reply(orderPaths.deleteBulk, 200, { deleted: 2 });
  expect(await api().deleteBulk([5, 6])).toEqual({ deleted: 2 });
  expect(server.last()).toMatchObject({ method: 'POST', url: orderPaths.deleteBulk, body: '[5,6]' });
});

it('groupOrders POSTs the ids and returns the group', async () => {
  server.reply(orderPaths.groupOrders, 200, { orderGroupId: 9, count: 2 });
  expect(await api().groupOrders([5, 6])).toEqual({ orderGroupId: 9, count: 2 });
  expect(server.last()).toMatchObject({ method: 'POST', url: orderPaths.groupOrders, body: '[5,6]' });
});

it('groupOrders refuses an answer without the group id', async () => {
  server.reply(orderPaths.groupOrders, 200, { count: 2 });
  await expect(api().groupOrders([5, 6])).rejects.toThrow('Unexpected response from the server');
});

it('ungroupOrders POSTs the ids and returns the count', async () => {
  server.reply(orderPaths.ungroupOrders, 200, { count: 2 });
  expect(await api().ungroupOrders([5, 6])).toEqual({ count: 2 });
  expect(server.last()).toMatchObject({ method: 'POST', url: orderPaths.ungroupOrders, body: '[5,6]' });
});

it('getChangeLogs POSTs the query to the order’s path and returns the entries then the pager', async () => {
  const entry = {
    orderChangelogId: 1,
    orderId: 5,
    systemUserId: 2,
    actionType: 0,
    bulletedChanges: { title: null, bullets: ['Status: Open → Planned'] },
    dateAdded: '2026-01-05T10:00:00.000Z',
    createdBy: 'Ada Tester',
  };
  const path = fillPath(orderPaths.getChangeLogs, { orderId: 5 });
  server.reply(path, 200, [entry, makePager(1, 0, 5)]);
  expect(await api().getChangeLogs(5, { pageSize: 5 })).toEqual([entry, makePager(1, 0, 5)]);
  expect(server.last()).toMatchObject({ method: 'POST', url: path, body: '{"pageSize":5}' });
});
