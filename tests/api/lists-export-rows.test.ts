import { describe, expect, it } from 'vitest';
import type { ListQueryInput } from '#contract/list-query';
import { Permission } from '#contract/permissions';
import { splitListResponse, type PagerItem } from '#contract/pager';
import { orderPaths } from '#contract/paths';
import { toCsv } from '#machines/list-export/csv';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { useAdmin, useTestApp } from '#fixtures/file-app';
import { currentOrdersOf, useOrderBook } from '#fixtures/order-list-book';

/**
 * Issue #26, decision 079: the CSV export reads only the fields its columns show, in one statement a page
 * (exportRows), and the file is the one whole items (getItems) made: the same rows in the same order, each
 * field the same value, so the same bytes.
 */
const t = useTestApp();
const admin = useAdmin(t);

type Row = Record<string, unknown>;

/** Every exportable column of the order list (src/features/orders/list/orders-list.tsx): each reads its own field. */
const orderExportFields = [
  'orderId',
  'refOrderStatusId',
  'refOrderTypeId',
  'orderCustomerName',
  'producerName',
  'poNumber',
  'bol',
  'quantity',
  'source',
  'destination',
  'dateReadyBy',
  'dateShipBy',
  'dateNeededBy',
  'datePlaced',
  'pickedByUserFullName',
  'cons',
  'revenue',
  'numberOfLoads',
  'deliveringCarrierName',
  'orderGroupId',
  'numberOfNotes',
];
/** What an outsider's list shows (spec 2 §6): no staff-only columns. */
const outsiderFields = [
  'orderId',
  'refOrderStatusId',
  'producerName',
  'poNumber',
  'quantity',
  'source',
  'destination',
  'dateReadyBy',
  'dateNeededBy',
  'orderGroupId',
  'numberOfNotes',
];

async function post(path: string, token: string, body: unknown) {
  const res = await t.call('POST', path, { token, body });
  expect(res.status, await res.clone().text()).toBe(200);
  return splitListResponse((await res.json()) as (Row | PagerItem)[]);
}

/** The old path: pages of `size` through getItems, as the export machine fetched them. */
async function viaItems(token: string, query: ListQueryInput, size: number, fields: string[]) {
  const first = await post(orderPaths.getItems, token, { ...query, pageNumber: 0, pageSize: size });
  const total = Math.min(first.pager!.totalItems, 2000);
  const rows = [...first.items];
  for (let page = 1; page * size < total; page++)
    rows.push(
      ...(await post(orderPaths.getItems, token, { ...query, pageNumber: page, pageSize: size })).items,
    );
  return { total: first.pager!.totalItems, rows: rows.map((r) => pick(r, fields)) };
}

async function viaExport(token: string, query: ListQueryInput, size: number, fields: string[]) {
  const first = await post(orderPaths.exportRows, token, {
    query: { ...query, pageNumber: 0, pageSize: size },
    fields,
  });
  const total = Math.min(first.pager!.totalItems, 2000);
  const rows = [...first.items];
  for (let page = 1; page * size < total; page++)
    rows.push(
      ...(
        await post(orderPaths.exportRows, token, {
          query: { ...query, pageNumber: page, pageSize: size },
          fields,
        })
      ).items,
    );
  for (const row of rows) expect(Object.keys(row).sort()).toEqual([...fields].sort());
  return { total: first.pager!.totalItems, rows };
}

/** The fields of an item (a missing one as null, as the CSV writes both empty). */
const pick = (row: Row, fields: string[]) => Object.fromEntries(fields.map((f) => [f, row[f] ?? null]));
const csv = (rows: Row[], fields: string[]) => toCsv([fields, ...rows.map((r) => fields.map((f) => r[f]))]);

async function expectSameFile(token: string, query: ListQueryInput, fields: string[], size = 200) {
  const old = await viaItems(token, query, size, fields);
  const lean = await viaExport(token, query, size, fields);
  expect(lean.total).toBe(old.total);
  expect(lean.rows).toEqual(old.rows);
  expect(csv(lean.rows, fields)).toBe(csv(old.rows, fields));
  return lean;
}

const book = useOrderBook(t);

describe('exportRows gives the file whole items gave', () => {
  it('every order, every column, in pages of 200 and in chunks of 50', async () => {
    const all = await expectSameFile(admin.token, { fields: { currentOrders: 4 } }, orderExportFields);
    expect(all.rows.length).toBeGreaterThan(100);
    // Values of every kind are there: days, moments, sums, names, counts.
    for (const field of ['dateNeededBy', 'datePlaced', 'revenue', 'source', 'numberOfLoads'])
      expect(
        all.rows.some((r) => r[field] !== null && r[field] !== 0),
        field,
      ).toBe(true);
    await expectSameFile(admin.token, { fields: { currentOrders: 4 } }, orderExportFields, 50);
  });

  it('a search, a filter with a sort, and the Current grouping sorted by Needed By', async () => {
    await expectSameFile(admin.token, { filterText: book.word }, orderExportFields);
    await expectSameFile(admin.token, currentOrdersOf(book.customer), orderExportFields);
    await expectSameFile(
      admin.token,
      { fields: { currentOrders: 1 }, sortColumns: [{ sortBy: 'source', isSortAscending: false }] },
      ['orderId', 'source', 'destination', 'revenue'],
      30,
    );
  });

  it("a customer login exports its own customer's orders, and never a staff-only field", async () => {
    const customer = await createSignedInUser(t, {
      identities: [
        { type: 'customer', orderCustomerId: book.customer, permissionCodes: [Permission.OrderView] },
      ],
    });
    const mine = await expectSameFile(customer.token, { fields: { currentOrders: 4 } }, outsiderFields);
    expect(mine.rows.length).toBeGreaterThan(0);
    const res = await t.call('POST', orderPaths.exportRows, {
      token: customer.token,
      body: { query: { pageSize: 200 }, fields: ['orderId', 'revenue'] },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({
      'fields.1': "This list has no field 'revenue'",
    });
  });

  it('refuses an unknown field, a bad body and a caller without a session or OrderView', async () => {
    const call = (body: unknown, token: string | null = admin.token) =>
      t.call('POST', orderPaths.exportRows, { token, body });
    expect((await call({ query: { pageSize: 200 }, fields: ['nope'] })).status).toBe(400);
    expect((await call({ query: { pageSize: 200 }, fields: [] })).status).toBe(400);
    expect((await call({ query: { pageSize: 200 }, fields: ['a b'] })).status).toBe(400);
    expect((await call({ query: { pageSize: 200 }, fields: ['orderId'], more: 1 })).status).toBe(400);
    expect((await call({ query: { pageSize: 200 }, fields: ['orderId'] }, null)).status).toBe(401);
    const carrierless = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [] }],
    });
    expect((await call({ query: { pageSize: 200 }, fields: ['orderId'] }, carrierless.token)).status).toBe(
      403,
    );
  });
});
