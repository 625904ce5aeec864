import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListQueryInput } from '#contract/list-query';
import { Permission } from '#contract/permissions';
import { splitListResponse, type PagerItem } from '#contract/pager';
import { locationPaths, orderPaths } from '#contract/paths';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { useAdmin, useTestApp } from '#fixtures/file-app';
import { currentOrdersOf, useOrderBook } from '#fixtures/order-list-book';
import { outsiderRowFields, staffRowFields } from '#fixtures/order-row-fields';

/**
 * Issue #26, decision 091: an order getItems call that names its `columnSelection` gets only those fields
 * (and the id) of the same rows, in the same order, with the same pager, each value the one the whole item
 * carries; without one, whole items as before.
 */
const t = useTestApp();
const admin = useAdmin(t);

type Row = Record<string, unknown>;

async function getItems(token: string, body: ListQueryInput) {
  const res = await t.call('POST', orderPaths.getItems, { token, body });
  expect(res.status, await res.clone().text()).toBe(200);
  return splitListResponse((await res.json()) as (Row | PagerItem)[]);
}

const pick = (row: Row, fields: string[]) => Object.fromEntries(fields.map((f) => [f, row[f]]));

/** The same query with and without `columns`: the lean rows are the whole items' fields. */
async function expectSameRows(token: string, query: ListQueryInput, columns: string[]) {
  const whole = await getItems(token, query);
  const lean = await getItems(token, { ...query, columnSelection: columns });
  const fields = [...new Set([...columns, 'orderId'])];
  expect(lean.pager).toEqual(whole.pager);
  expect(lean.items.map((r) => Object.keys(r).sort())).toEqual(whole.items.map(() => [...fields].sort()));
  expect(lean.items).toEqual(whole.items.map((r) => pick(r, fields)));
  return { whole, lean };
}

/** What the order list's rows read (src/features/orders/list): its columns, the group marker and the unit. */
const rowFields = [
  'refOrderStatusId',
  'refOrderTypeId',
  'orderCustomerName',
  'producerName',
  'poNumber',
  'quantity',
  'unitType',
  'source',
  'destination',
  'dateNeededBy',
  'orderGroupId',
];

const book = useOrderBook(t);

describe('getItems with a columnSelection', () => {
  it('gives every field of every row as the whole items do, for every property an item carries', async () => {
    const query = { pageSize: 200, fields: { currentOrders: 4 } } as const;
    const whole = await getItems(admin.token, query);
    expect(whole.items.length).toBeGreaterThan(100);
    // Every field of an item that the list can select (the 400 names the others: nested objects, ids lists).
    const keys = Object.keys(whole.items[0]!);
    const refused = await t.call('POST', orderPaths.getItems, {
      token: admin.token,
      body: { ...query, columnSelection: keys },
    });
    expect(refused.status).toBe(400);
    const notSelectable = Object.keys(((await refused.json()) as { fields: Record<string, string> }).fields);
    const carried = keys.filter((_, i) => !notSelectable.includes(`columnSelection.${i}`));
    expect(notSelectable.length).toBeLessThan(15);
    expect(carried.length).toBeGreaterThan(50);
    const { lean } = await expectSameRows(admin.token, query, carried);
    for (const field of ['dateNeededBy', 'datePlaced', 'revenue', 'source', 'numberOfLoads', 'latestNote'])
      expect(
        lean.items.some((r) => r[field] !== null && r[field] !== 0),
        field,
      ).toBe(true);
  });

  it("the row's fields, on the first page, a search, a filter with a sort and a later page", async () => {
    await expectSameRows(admin.token, { pageSize: 25, fields: { currentOrders: 1 } }, rowFields);
    await expectSameRows(admin.token, { pageSize: 25, filterText: book.word }, rowFields);
    await expectSameRows(admin.token, { pageSize: 25, ...currentOrdersOf(book.customer) }, rowFields);
    const later = await expectSameRows(
      admin.token,
      { pageSize: 10, pageNumber: 3, sortColumns: [{ sortBy: 'source', isSortAscending: false }] },
      ['orderId', 'source'],
    );
    expect(later.lean.items).toHaveLength(10);
  });

  it("a customer login: its own orders' fields, and a staff-only or unknown name answers 400", async () => {
    const customer = await createSignedInUser(t, {
      identities: [
        { type: 'customer', orderCustomerId: book.customer, permissionCodes: [Permission.OrderView] },
      ],
    });
    const outsiderFields = ['refOrderStatusId', 'producerName', 'poNumber', 'quantity', 'dateNeededBy'];
    const { lean } = await expectSameRows(customer.token, { pageSize: 50 }, outsiderFields);
    expect(lean.items.length).toBeGreaterThan(0);
    for (const [columns, key] of [
      [['poNumber', 'revenue'], 'columnSelection.1'],
      [['nope'], 'columnSelection.0'],
    ] as const) {
      const res = await t.call('POST', orderPaths.getItems, {
        token: customer.token,
        body: { pageSize: 10, columnSelection: columns },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({
        [key]: `This list has no field '${columns.at(-1)}'`,
      });
    }
  });

  it('accepts what the order list asks for, for staff, a customer and a carrier login', async () => {
    const customer = await createSignedInUser(t, {
      identities: [
        { type: 'customer', orderCustomerId: book.customer, permissionCodes: [Permission.OrderView] },
      ],
    });
    const [carrier] = await t.database.rows<{ id: number }>(
      sql`select l.carrier_id as id from loads l join load_stops s on s.load_id = l.load_id join load_stop_orders so on so.load_stop_id = s.load_stop_id where l.carrier_id is not null order by 1 limit 1`,
    );
    const carrierLogin = await createSignedInUser(t, {
      identities: [
        { type: 'carrier', carrierId: Number(carrier!.id), permissionCodes: [Permission.OrderView] },
      ],
    });
    for (const [token, fields] of [
      [admin.token, staffRowFields],
      [customer.token, outsiderRowFields],
      [carrierLogin.token, outsiderRowFields],
    ] as const) {
      const { lean } = await expectSameRows(token, { pageSize: 25, fields: { currentOrders: 1 } }, [
        ...fields,
      ]);
      expect(lean.items.length).toBeGreaterThan(0);
    }
  });

  it('an empty columnSelection gives whole items, and other lists keep ignoring it', async () => {
    const whole = await getItems(admin.token, { pageSize: 5 });
    const empty = await getItems(admin.token, { pageSize: 5, columnSelection: [] });
    expect(empty).toEqual(whole);
    expect(Object.keys(whole.items[0]!).length).toBeGreaterThan(50);
    const res = await t.call('POST', locationPaths.getItems, {
      token: admin.token,
      body: { pageSize: 5, columnSelection: ['nope'] },
    });
    expect(res.status).toBe(200);
  });
});
