import { expect, it } from 'vitest';
import type { OrderCustomer } from '#contract/order-customer';
import { makePager } from '#contract/pager';
import { orderCustomerPaths } from '#contract/paths';
import { createOrderCustomersApi } from './order-customers.api';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';

const customer: OrderCustomer = {
  orderCustomerId: 4,
  orderCustomerName: 'Acme Wines',
  status: 0,
  address1: '1 Vine St',
  address2: null,
  city: 'Fresno',
  zipCode: '93701',
  refCountryStateId: 5,
  refCountryId: 1,
  note: null,
  isActive: true,
  dateAdded: '2025-01-02T03:04:05.000Z',
  dateModified: '2025-09-04T10:00:00.000Z',
  dateLastAssigned: null,
  addedByUserId: null,
  modifiedByUserId: null,
};
const pager = makePager(1, 0, 10);

const server = await replyServerForFile();
const api = () => createOrderCustomersApi(testHttpClient(server));

it('getItems POSTs the query and returns the parsed customers with the pager', async () => {
  server.reply(orderCustomerPaths.getItems, 200, [{ ...customer, selected: true }, pager]);
  const query = { pageNumber: 0, pageSize: 10, fields: { isActive: true } };
  expect(await api().getItems(query)).toEqual([customer, pager]);
  expect(server.last()).toMatchObject({ method: 'POST', url: orderCustomerPaths.getItems });
  expect(JSON.parse(server.last().body)).toEqual(query);
});

it('getItems refuses a customer without a name', async () => {
  server.reply(orderCustomerPaths.getItems, 200, [{ ...customer, orderCustomerName: null }, pager]);
  await expect(api().getItems({})).rejects.toThrow('Unexpected response from the server');
});

it('deleteBulk POSTs the ids', async () => {
  server.reply(orderCustomerPaths.deleteBulk, 200, { deleted: 1 });
  expect(await api().deleteBulk([4])).toEqual({ deleted: 1 });
  expect(server.last()).toMatchObject({ method: 'POST', url: orderCustomerPaths.deleteBulk, body: '[4]' });
});
