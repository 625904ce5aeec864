import { expect, it } from 'vitest';
import { makePager } from '#contract/pager';
import { fillPath } from '#contract/path-template';
import { orderPaths } from '#contract/paths';
import { createOrdersApi } from './orders.api';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';

const pager = makePager(1, 0, 10);

const server = await replyServerForFile();
const api = () => createOrdersApi(testHttpClient(server));

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

const order = {
  orderId: 7,
  refOrderStatusId: 200,
  refOrderTypeId: null,
  orderCustomerId: 4,
  poNumber: 'PO-7',
  dateAdded: '2026-01-05T10:00:00.000Z',
  dateModified: '2026-01-05T10:00:00.000Z',
};

it('getItemNew GETs the blank order', async () => {
  server.reply(orderPaths.getItemNew, 200, { ...order, orderId: 0 });
  expect(await api().getItemNew()).toMatchObject({ orderId: 0, refOrderStatusId: 200, unitType: 2 });
  expect(server.last()).toMatchObject({ method: 'GET', url: orderPaths.getItemNew });
});

it('getItemById GETs the order by its id', async () => {
  const path = fillPath(orderPaths.getItemById, { id: 7 });
  server.reply(path, 200, order);
  expect(await api().getItemById(7)).toMatchObject({ orderId: 7, poNumber: 'PO-7' });
  expect(server.last()).toMatchObject({ method: 'GET', url: path });
});

it('create POSTs the order to api/Orders and answers the saved one', async () => {
  server.reply(orderPaths.base, 200, order);
  const body = { poNumber: 'PO-7', producerName: 'Vine Co' };
  expect(await api().create(body)).toMatchObject({ orderId: 7 });
  expect(server.last()).toMatchObject({ method: 'POST', url: orderPaths.base });
  expect(JSON.parse(server.last().body)).toEqual(body);
});

it('update PUTs the order with its dateModified to its own path', async () => {
  const path = fillPath(orderPaths.byId, { id: 7 });
  server.reply(path, 200, { ...order, dateModified: '2026-01-06T10:00:00.000Z' });
  const saved = await api().update({ orderId: 7, dateModified: order.dateModified, poNumber: 'PO-8' });
  expect(saved).toMatchObject({ dateModified: '2026-01-06T10:00:00.000Z' });
  expect(server.last()).toMatchObject({ method: 'PUT', url: path });
  expect(JSON.parse(server.last().body)).toMatchObject({ orderId: 7, dateModified: order.dateModified });
});

it('update turns a 409 stale write into the server’s text', async () => {
  const path = fillPath(orderPaths.byId, { id: 7 });
  server.reply(path, 409, { statusText: 'Someone else saved this record first.', code: 'stale_write' });
  await expect(api().update({ orderId: 7, dateModified: order.dateModified })).rejects.toThrow(
    'Someone else saved this record first.',
  );
});

it('remove DELETEs the order and answers null on 204', async () => {
  expect(await api().remove(7)).toBeNull();
  expect(server.last()).toMatchObject({ method: 'DELETE', url: fillPath(orderPaths.byId, { id: 7 }) });
});

it('getItinerary GETs the loads of the order', async () => {
  const path = fillPath(orderPaths.getOrderItinerary, { orderId: 7 });
  const item = {
    loadId: 3,
    carrier: 'Fast Freight',
    status: 3,
    pickUpLoadStop: {
      location: { locationId: 11, name: 'Cellar', city: 'Fresno', stateAbbreviation: 'CA' },
      fromDate: null,
      toDate: null,
      pickedUpDeliveryDate: null,
    },
    deliveryLoadStop: null,
  };
  server.reply(path, 200, [item]);
  expect(await api().getItinerary(7)).toEqual([item]);
  expect(server.last()).toMatchObject({ method: 'GET', url: path });
});

it('getItinerary refuses an item without its load id', async () => {
  server.reply(fillPath(orderPaths.getOrderItinerary, { orderId: 7 }), 200, [{ carrier: null }]);
  await expect(api().getItinerary(7)).rejects.toThrow('Unexpected response from the server');
});
