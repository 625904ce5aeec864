/**
 * The best hand-written SQL for the answers `bench:lists` asks the order list for (issue #26): the same rows in
 * the same order and the same total, with the columns a row shows, written directly against the tables. The
 * bench times it beside each API scenario and prints the ratio; tests/api/lists-best-sql.test.ts checks that
 * the answers are identical. The total follows the contract's counting (docs/api.md, "Answer and counting"):
 * a short page proves it, else exact up to `exactCountCap` rows, else the planner's estimate.
 */
import { sql, type SQL } from 'drizzle-orm';
import { orderStatusesOfGroup, orderStatusOptions, OrderListGroup } from '#contract/order-status';
import { orderTypeOptions } from '#contract/order-codes';
import type { Database } from '#server/db/connect';
import { escapeLike } from '#server/lists/compile-filter';
import { estimateOnlyFactor, exactCountCap } from '#server/lists/run-list';

export interface BestQuery {
  /** Over `orders o`. */
  where: SQL;
  /** Over `o`, the id last as the tiebreak. */
  orderBy: SQL;
  limit: number;
  offset?: number;
}

export interface BestAnswer {
  ids: number[];
  total: number;
  estimated: boolean;
}

const codes = (values: readonly number[]) => sql.raw(values.map((v) => Math.trunc(v)).join(', '));

/** The Current grouping (spec 2 §3). */
export const bestCurrent = sql`o.ref_order_status_id in (${codes(orderStatusesOfGroup[OrderListGroup.Current])})`;
export const newestFirst = sql`o.order_id desc`;
export const neededByFirst = sql`o.date_needed_by asc, o.order_id asc`;

/** One search word over what a row shows: PO #, producer, BOL, customer, From and To, status, type, id. */
export function bestWord(word: string): SQL {
  const like = `%${escapeLike(word.toLowerCase())}%`;
  const labelled = (options: readonly { value: number; label: string }[]) =>
    options.filter((o) => o.label.toLowerCase().includes(word.toLowerCase())).map((o) => o.value);
  const places = sql`select location_id from locations where lower(name) like ${like} or lower(city) like ${like}`;
  const parts = [
    sql`lower(o.po_number) like ${like}`,
    sql`lower(o.producer_name) like ${like}`,
    sql`lower(o.bol) like ${like}`,
    sql`o.order_customer_id in (select order_customer_id from order_customers where lower(order_customer_name) like ${like})`,
    sql`o.source_location_id in (${places})`,
    sql`o.destination_location_id in (${places})`,
  ];
  const statuses = labelled(orderStatusOptions);
  if (statuses.length) parts.push(sql`o.ref_order_status_id in (${codes(statuses)})`);
  const types = labelled(orderTypeOptions);
  if (types.length) parts.push(sql`o.ref_order_type_id in (${codes(types)})`);
  if (/^\d{1,9}$/.test(word)) parts.push(sql`o.order_id = ${Number(word)}::int`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Every word of a search text (as the API splits it), all of them matching. */
export const bestSearch = (text: string) =>
  sql.join(
    [...new Set(text.trim().split(/\s+/))].map((w) => bestWord(w)),
    sql` and `,
  );

/** The page: the ids walked on the orders alone, then the shown columns of those rows. */
async function bestPage(database: Database, q: BestQuery) {
  return database.rows<{ order_id: number }>(sql`
    select o.order_id, o.ref_order_status_id, o.ref_order_type_id, c.order_customer_name, o.producer_name,
           o.po_number, o.quantity, o.unit_type, s.name, s.city, d.name, d.city, o.date_needed_by
    from (select o.order_id from orders o where ${q.where} order by ${q.orderBy} limit ${q.limit} offset ${q.offset ?? 0}) p
    join orders o on o.order_id = p.order_id
    left join order_customers c on c.order_customer_id = o.order_customer_id
    left join locations s on s.location_id = o.source_location_id
    left join locations d on d.location_id = o.destination_location_id
    order by ${q.orderBy}`);
}

/** The total as the contract counts it: the estimate far above the cap, else a count stopped past it. */
async function bestTotal(database: Database, where: SQL) {
  const [plan] = await database.rows<{ 'QUERY PLAN': unknown }>(
    sql`explain (format json) select 1 from orders o where ${where}`,
  );
  const raw = plan!['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  const estimate = Math.round(parsed[0]!.Plan['Plan Rows']);
  if (estimate >= exactCountCap * estimateOnlyFactor) return { n: estimate, estimated: true };
  const [row] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from orders o where ${where} limit ${exactCountCap + 1}) c`,
  );
  const n = Number(row!.n);
  return n <= exactCountCap
    ? { n, estimated: false }
    : { n: Math.max(estimate, exactCountCap + 1), estimated: true };
}

/** The page and its total; on a server the two statements run at once on two connections. */
export async function bestOrders(database: Database, q: BestQuery): Promise<BestAnswer> {
  const offset = q.offset ?? 0;
  const counting = database.engine === 'postgres' ? bestTotal(database, q.where) : null;
  counting?.catch(() => undefined);
  const rows = await bestPage(database, q);
  const ids = rows.map((r) => Number(r.order_id));
  const seen = ids.length ? offset + ids.length : 0;
  if (ids.length < q.limit && (ids.length > 0 || offset === 0)) return { ids, total: seen, estimated: false };
  const { n, estimated } = await (counting ?? bestTotal(database, q.where));
  const atLeast = seen + (ids.length === q.limit ? 1 : 0);
  return { ids, total: estimated ? Math.max(n, atLeast) : Math.max(n, seen), estimated };
}
