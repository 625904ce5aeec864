import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FilterOperator } from '#contract/filter-codes';
import { OrderStatus } from '#contract/order-status';
import { OrderType } from '#contract/order-codes';
import { LoadStatus } from '#contract/load-status';
import { carrierPaths, loadPaths, locationPaths, orderPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { useAdmin, useTestApp } from '#fixtures/file-app';

/** Issue #10: the text search of a list finds what its rows show (words taken from seeded rows). */
const t = useTestApp();
const admin = useAdmin(t);

type Row = Record<string, unknown>;
const idIs = (property: string, id: number) => [
  [{ property, compareType: 2, operatorType: FilterOperator.Is, value: id }],
];

/** The rows of one list call (the pager, last, dropped). */
async function search(path: string, token: string, body: Row): Promise<Row[]> {
  const res = await t.call('POST', path, { token, body: { pageSize: -1, ...body } });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as Row[]).slice(0, -1);
}

/** The ids a search for `word` finds among the one row whose `idProperty` is `id`: `[id]` when the row shows it. */
const idsFoundBy = async (path: string, idProperty: string, id: number, word: string) =>
  (await search(path, admin.token, { filterText: word, filters: idIs(idProperty, id) })).map(
    (row) => row[idProperty],
  );

/** One seeded id matching a condition; the test fails if the seed has none. */
async function seededId(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await t.database.rows<{ id: number }>(query);
  expect(row, 'a seeded row shows the word').toBeDefined();
  return Number(row!.id);
}

/**
 * An order whose From or To place shows the word, with the word as the row shows it. The test seed (120
 * orders, 30 locations) may lack a demo city such as Boston: then the place of the first such order stands in.
 */
async function placeOf(
  column: 'source_location_id' | 'destination_location_id',
  field: 'name' | 'city',
  word: string,
) {
  const [row] = await t.database.rows<{ id: number; shown: string }>(
    sql`select o.order_id as id, l.${sql.raw(field)} as shown from orders o join locations l on l.location_id = o.${sql.raw(column)}
        where l.${sql.raw(field)} <> '' order by (l.${sql.raw(field)} ilike ${`%${word}%`}) desc, o.order_id limit 1`,
  );
  expect(row, 'a seeded order has the place').toBeDefined();
  const shown = row!.shown.toLowerCase().includes(word.toLowerCase()) ? word : row!.shown.split(/[ ,-]+/)[0]!;
  return { id: Number(row!.id), word: shown };
}

describe('orders: the search covers what a row shows', () => {
  const byCode = (word: string, query: ReturnType<typeof sql>) => async () => ({
    id: await seededId(query),
    word,
  });
  const cases: [name: string, find: () => Promise<{ id: number; word: string }>][] = [
    ['Boston', () => placeOf('destination_location_id', 'city', 'Boston')],
    ['Harbor', () => placeOf('destination_location_id', 'name', 'Harbor')],
    ['Medford', () => placeOf('source_location_id', 'city', 'Medford')],
    [
      'Planned',
      byCode(
        'Planned',
        sql`select order_id as id from orders where ref_order_status_id = ${OrderStatus.Planned} limit 1`,
      ),
    ],
    [
      'Glass',
      byCode(
        'Glass',
        sql`select order_id as id from orders where ref_order_type_id = ${OrderType.Glass} limit 1`,
      ),
    ],
  ];
  for (const [name, find] of cases)
    it(`"${name}" finds an order that shows it`, async () => {
      const { id, word } = await find();
      expect(await idsFoundBy(orderPaths.getItems, 'orderId', id, word)).toEqual([id]);
      // Lower case and a part of the word match too.
      expect(await idsFoundBy(orderPaths.getItems, 'orderId', id, word.slice(0, 4).toLowerCase())).toEqual([
        id,
      ]);
    });

  it('every word must match: "Planned Glass" finds only planned Glass orders', async () => {
    const found = await search(orderPaths.getItems, admin.token, { filterText: 'Planned Glass' });
    for (const order of found) {
      expect(order.refOrderStatusId).toBe(OrderStatus.Planned);
      expect(order.refOrderTypeId).toBe(OrderType.Glass);
    }
  });

  it('a customer’s search still sees only its own orders', async () => {
    const [own] = await t.database.rows<{ customer: number; city: string }>(
      sql`select o.order_customer_id as customer, l.city from orders o join locations l on l.location_id = o.destination_location_id
          where o.order_customer_id is not null and l.city is not null limit 1`,
    );
    const customer = await createSignedInUser(t, {
      identities: [
        { type: 'customer', orderCustomerId: Number(own!.customer), permissionCodes: [P.OrderView] },
      ],
    });
    for (const word of [own!.city, 'Planned', 'Glass', 'Harbor', 'Medford']) {
      const found = await search(orderPaths.getItems, customer.token, { filterText: word });
      for (const order of found) expect(order.orderCustomerId, word).toBe(Number(own!.customer));
    }
    expect(
      (await search(orderPaths.getItems, customer.token, { filterText: own!.city })).length,
    ).toBeGreaterThan(0);
  });
});

describe('loads, carriers and locations: the search covers what a row shows', () => {
  it('loads: status label, designation and place names', async () => {
    const id = await seededId(
      sql`select load_id as id from loads where ref_load_status_id = ${LoadStatus.Delivered} limit 1`,
    );
    expect(await idsFoundBy(loadPaths.getItems, 'loadId', id, 'delivered')).toEqual([id]);
    const [designated] = await t.database.rows<{ id: number; name: string }>(
      sql`select l.load_id as id, d.name from loads l join ref_load_designations d on d.ref_load_designation_id = l.ref_load_designation_id limit 1`,
    );
    expect(await idsFoundBy(loadPaths.getItems, 'loadId', Number(designated!.id), designated!.name)).toEqual([
      Number(designated!.id),
    ]);
  });

  it('carriers: address, state name, zip and primary contact', async () => {
    const [carrier] = await t.database.rows<{ id: number; address: string; zip: string; state: string }>(
      sql`select c.carrier_id as id, c.address, c.zip_code as zip, s.name as state from carriers c
          join ref_states s on s.ref_state_id = c.ref_country_state_id
          where c.address is not null and c.zip_code is not null limit 1`,
    );
    for (const word of [carrier!.address.split(' ').at(-1)!, carrier!.zip, carrier!.state.split(' ')[0]!]) {
      expect(await idsFoundBy(carrierPaths.getItems, 'carrierId', Number(carrier!.id), word), word).toEqual([
        Number(carrier!.id),
      ]);
    }
    const [contact] = await t.database.rows<{ id: number; name: string }>(
      sql`select carrier_id as id, name from contacts where carrier_id is not null and is_primary limit 1`,
    );
    expect(
      await idsFoundBy(carrierPaths.getItems, 'carrierId', Number(contact!.id), contact!.name.split(' ')[0]!),
    ).toEqual([Number(contact!.id)]);
  });

  it('locations: customer name and state name', async () => {
    const [location] = await t.database.rows<{ id: number; customer: string; state: string }>(
      sql`select l.location_id as id, c.order_customer_name as customer, s.name as state from locations l
          join order_customers c on c.order_customer_id = l.related_order_customer_id
          join ref_states s on s.ref_state_id = l.ref_state_id limit 1`,
    );
    for (const word of [location!.customer.split(' ')[0]!, location!.state.split(' ')[0]!]) {
      expect(
        await idsFoundBy(locationPaths.getItems, 'locationId', Number(location!.id), word),
        word,
      ).toEqual([Number(location!.id)]);
    }
  });
});
