import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CompareType, FilterOperator } from '#contract/filter-codes';
import type { ListQueryInput } from '#contract/list-query';
import type { PagerItem } from '#contract/pager';
import { orderPaths } from '#contract/paths';
import { useAdmin, useBeforeAll, useTestApp } from '#fixtures/file-app';
import {
  bestCurrent,
  bestOrders,
  bestSearch,
  neededByFirst,
  newestFirst,
  type BestQuery,
} from '../../scripts/best-sql';

/**
 * Issue #26: `bench:lists` times the best hand-written SQL beside each order-list scenario
 * (scripts/best-sql.ts). The ratio means something only if both give the same answer: the same orders in the
 * same order, and the same total.
 */
const t = useTestApp();
const admin = useAdmin(t);

type Row = Record<string, unknown>;
const current = { currentOrders: 1 } as const;

async function api(body: ListQueryInput) {
  const res = await t.call('POST', orderPaths.getItems, { token: admin.token, body });
  expect(res.status, await res.clone().text()).toBe(200);
  const answer = (await res.json()) as Row[];
  const pager = answer.at(-1) as PagerItem & { totalItemsIsEstimate?: boolean };
  return { ids: answer.slice(0, -1).map((r) => r.orderId), total: pager.totalItems };
}

async function expectSame(body: ListQueryInput, best: BestQuery) {
  const fromApi = await api(body);
  const fromSql = await bestOrders(t.database, best);
  expect(fromSql.ids, JSON.stringify(body)).toEqual(fromApi.ids);
  expect(fromSql.total, JSON.stringify(body)).toBe(fromApi.total);
  return fromApi;
}

const book = useBeforeAll(async () => {
  const [busiest] = await t.database.rows<{ id: number }>(
    sql`select order_customer_id as id from orders group by 1 order by count(*) desc, 1 limit 1`,
  );
  // Words the test book's rows show: a customer's, a place's name and city, and the bench's own.
  const [shown] = await t.database.rows<{ customer: string; place: string; city: string }>(
    sql`select (select split_part(order_customer_name, ' ', 1) from order_customers order by 1 limit 1) as customer,
               (select split_part(name, ' ', 1) from locations where name <> '' order by 1 limit 1) as place,
               (select city from locations where city <> '' order by 1 limit 1) as city`,
  );
  return { customer: Number(busiest!.id), words: [shown!.customer, shown!.place, shown!.city] };
});

describe('the best hand-written SQL answers what the order list answers', () => {
  const byCustomer = (): SQL => sql`o.order_customer_id = ${book.customer}::int`;
  const customerFilter = () => [
    [
      {
        property: 'orderCustomerId',
        value: book.customer,
        compareType: CompareType.TableEnum,
        operatorType: FilterOperator.Is,
      },
    ],
  ];

  it('the first page of Current, newest first, and its count alone', async () => {
    const page = await expectSame(
      { pageSize: 25, fields: current },
      { where: bestCurrent, orderBy: newestFirst, limit: 25 },
    );
    expect(page.ids).toHaveLength(25);
    await expectSame(
      { pageSize: 1, fields: current },
      { where: bestCurrent, orderBy: newestFirst, limit: 1 },
    );
  });

  it('one customer or one type in Current by Needed By, and one customer counted', async () => {
    const page = await expectSame(
      {
        pageSize: 25,
        fields: current,
        filters: customerFilter(),
        sortColumns: [{ sortBy: 'dateNeededBy', isSortAscending: true }],
      },
      { where: sql`${byCustomer()} and ${bestCurrent}`, orderBy: neededByFirst, limit: 25 },
    );
    expect(page.ids.length).toBeGreaterThan(1);
    await expectSame(
      {
        pageSize: 25,
        fields: current,
        filters: [
          [
            {
              property: 'refOrderTypeId',
              value: 1,
              compareType: CompareType.Enum,
              operatorType: FilterOperator.Is,
            },
          ],
        ],
        sortColumns: [{ sortBy: 'dateNeededBy', isSortAscending: true }],
      },
      { where: sql`o.ref_order_type_id = 1 and ${bestCurrent}`, orderBy: neededByFirst, limit: 25 },
    );
    await expectSame(
      { pageSize: 1, filters: customerFilter() },
      { where: byCustomer(), orderBy: newestFirst, limit: 1 },
    );
  });

  it('a deeper page of Current', async () => {
    const page = await expectSame(
      { pageSize: 10, pageNumber: 2, fields: current },
      { where: bestCurrent, orderBy: newestFirst, limit: 10, offset: 20 },
    );
    expect(page.ids).toHaveLength(10);
  });

  it('text searches: the bench words and words the book shows', async () => {
    let found = 0;
    for (const word of ['ridge', 'cellar', '4567', 'bay state', 'wahl', ...book.words]) {
      const page = await expectSame(
        { pageSize: 25, filterText: word },
        { where: bestSearch(word), orderBy: newestFirst, limit: 25 },
      );
      found += page.ids.length;
    }
    expect(found, 'the words the book shows find orders').toBeGreaterThan(0);
  });

  it('the export: pages of the API in a row are the one statement of the best SQL', async () => {
    const pages = [];
    for (let pageNumber = 0; pageNumber < 3; pageNumber++)
      pages.push(await api({ pageSize: 15, pageNumber, fields: current }));
    const all = await bestOrders(t.database, { where: bestCurrent, orderBy: newestFirst, limit: 45 });
    expect(all.ids).toEqual(pages.flatMap((p) => p.ids));
    expect(all.ids).toHaveLength(45);
  });
});
