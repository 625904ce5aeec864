import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '#contract/list-query';
import { makePager, type PagerItem } from '#contract/pager';
import { sessionStampColumn, settleSessionCheck, type SessionCheck } from '../auth/session-check';
import type { Database } from '../db/connect';
import { renderedForReuse, type Rendered } from '../db/prepared';
import { compileQuery, type CompiledQuery } from './compile-query';
import { staffOnlyFieldsOf, withoutFields, type ListContext, type ListDefinition } from './list-definition';
import { keyResolver, maxRelatedKeys } from './key-resolver';

/** Totals are exact up to this many matching rows; beyond, the planner's estimate (docs/api.md). */
export const exactCountCap = 10_000;
/** An estimate this many times the cap is taken without counting (the count could not be exact anyway). */
export const estimateOnlyFactor = 10;
/** A query matching text expected to match at most this many rows is filtered before it is sorted. */
export const fenceBelow = 5_000;
/**
 * A count of a query expected to match fewer rows than this, by equalities and ranges, goes in its page's
 * statement: a short index walk, cheaper than a statement of its own beside the page.
 */
export const countInPageBelow = 2_000;

/** The pager of spec 1 §3, plus whether totalItems is the planner's estimate rather than a count. */
export type ListPager = PagerItem & { totalItemsIsEstimate?: boolean };

export interface ListPage<Item> {
  items: Item[];
  pager: ListPager;
}

export interface RunOptions {
  /** Overrides exactCountCap (tests). */
  countCap?: number;
  /** Overrides maxRelatedKeys (tests). */
  maxRelatedKeys?: number;
  /** Overrides fenceBelow (tests). */
  fenceBelow?: number;
}

type AnyList = ListDefinition<unknown>;

/**
 * The query of one page's ids, in order (`select <id> as id … order by … limit … offset …`). `fenced`: filter
 * first, then sort (`offset 0` keeps the planner from walking an index in sort order and filtering as it goes,
 * which is slow when the few matches sort last — a search for "wahl" in a list sorted by name). The fence is
 * a subquery named like the table, so the sort expressions read its columns unchanged.
 */
function pageQuery(
  definition: AnyList,
  q: CompiledQuery,
  fenced: boolean,
  select?: SQL,
  also: SQL[] = [],
): SQL {
  // The name alone: getTableConfig builds the table's whole description (columns, indexes, keys) each call.
  const table = sql.identifier(getTableName(definition.table));
  const from = fenced
    ? sql`(select * from ${definition.table} where ${q.where} offset 0) as ${table}`
    : sql`${definition.table} where ${q.where}`;
  // Values read once for the statement beside the rows (uncorrelated subqueries: the session's stamp,
  // decision 098; the total), after the rows' own.
  const more = also.length ? sql`, ${sql.join(also, sql`, `)}` : sql``;
  const ids = (extra: SQL) =>
    sql`select ${definition.id} as id${extra} from ${from} order by ${q.orderBy} limit ${q.limit} offset ${q.offset}`;
  if (!select) return ids(more);
  // The page's ids first, then the selected values (scalar subqueries, most of them) for those rows only:
  // computed beside the sort they were evaluated for every row the offset skips too, and the ids alone can
  // come from an index (a deep page of Current walks `(order_id desc) include (status)`, decision 094). The
  // ids go in as an array, so the rows are fetched by key: joined, the planner hashed the page and scanned
  // the table.
  return sql`select ${definition.id} as id, ${select}${more} from ${definition.table} where ${definition.id} = any(array(${ids(sql``)})) order by ${q.orderBy}`;
}

/** A page's row: its id, and the values `select` named. */
export type PageRow = { id: number } & Record<string, unknown>;

/**
 * Counts the filtered rows over the base table alone (no joins, no sort, no display fields), stopping
 * after `cap` + 1: a few milliseconds even when a million rows match. Related values filter through
 * index conditions (`fk = any(…)`), so the count is an index or bitmap scan where one exists. A query that
 * matches text (`guessed`) counts from a materialized CTE, which PostgreSQL plans for reading every row:
 * under a bare `limit` it costs a sequential scan as stopping early, and a search whose matches are rarer
 * than it guessed walked 237,000 rows that way where the bitmap scans take a fraction of the time (decision
 * 073). Other queries keep the bare `limit`, whose estimate holds: an index-only scan that stops at the cap,
 * where the CTE's copy of every row cost 3–6 times as much (decision 094).
 */
function countQuery(definition: AnyList, where: SQL, cap: number, guessed: boolean): SQL {
  return guessed
    ? sql`with matches as materialized (select 1 from ${definition.table} where ${where}) select count(*)::int as n from (select 1 from matches limit ${cap + 1}) capped`
    : sql`select count(*)::int as n from (select 1 from ${definition.table} where ${where} limit ${cap + 1}) capped`;
}

async function cappedCount(
  database: Database,
  definition: AnyList,
  where: SQL,
  cap: number,
  guessed: boolean,
) {
  const [row] = await database.rows<{ n: number }>(countQuery(definition, where, cap, guessed));
  return Number(row?.n ?? 0);
}

/** How long a planner's estimate is reused for the same conditions (decision 094). */
export const estimateKeptMs = 60_000;
/** At most this many estimates are kept per database; the oldest goes first. */
const estimatesKept = 500;
/** A query's kept estimate, and whether its capped count found more than the cap meanwhile. */
interface KeptCount {
  at: number;
  rows: Promise<number>;
  /** The estimate, once read. */
  value?: number;
  /** The largest cap a capped count of this query found more rows than. */
  pastCap?: number;
}
const estimates = new WeakMap<Database, Map<string, KeptCount>>();

/**
 * The planner's estimate of the matching rows (statistics; no rows are read). The same conditions with the
 * same values get the same estimate until the statistics change, so a process keeps it for
 * `estimateKeptMs`: the list a whole office opens, and a search paged through, skip a statement and its
 * planning (a search's `explain` plans the whole condition, 2–20 ms), and their page goes at once. Answers
 * the kept entry, which also notes a capped count that found more than the cap.
 */
function estimatedCount(database: Database, definition: AnyList, where: Rendered): KeptCount {
  const query = sql`explain (format json) select 1 from ${definition.table} where ${where.sql}`;
  const key = `${getTableName(definition.table)} ${where.key}`;
  let kept = estimates.get(database);
  if (!kept) estimates.set(database, (kept = new Map()));
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && now - hit.at < estimateKeptMs) return hit;
  const rows = database.rows<{ 'QUERY PLAN': unknown }>(query).then(([row]) => {
    const raw = row?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
    return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
  });
  const entry: KeptCount = { at: now, rows };
  kept.delete(key);
  kept.set(key, entry);
  rows.then(
    (value) => (entry.value = value),
    () => kept.get(key) === entry && kept.delete(key),
  );
  if (kept.size > estimatesKept) kept.delete(kept.keys().next().value!);
  return entry;
}

/**
 * The page and the total. The planner's estimate of the matches comes first (statistics, no rows read): it
 * decides whether a query that matches text filters before sorting (at most `fenceBelow` expected matches),
 * and far above the cap (estimateOnlyFactor times) it is the total. Otherwise a short page (or an empty first
 * page) proves the total by itself, else the capped count decides: exact up to the cap, past it the estimate,
 * never less than the rows already seen. On a server the count runs beside the page query, and the page of a
 * query that matches no text (never fenced: the planner's estimate of equalities and ranges holds, decision
 * 094) beside the estimate, so a first page, filtered or not, waits for one statement.
 */
export async function pageAndTotal(
  database: Database,
  list: AnyList,
  q: CompiledQuery,
  options: { cap: number; fence: number; select?: SQL; check?: SessionCheck | undefined },
): Promise<{ rows: PageRow[]; total: number; estimated: boolean }> {
  const { cap, fence, select, check } = options;
  // The condition rendered once for the estimate's key, the page and the count (drizzle walked it three times).
  const where = renderedForReuse(q.where);
  q = { ...q, where: where.sql };
  const kept = estimatedCount(database, list, where);
  const pastCap = (estimate: number) => ({ n: Math.max(estimate, cap + 1), estimated: true });
  /** Whether the total of a query so estimated is counted (else the estimate answers). */
  const counts = (estimate: number) => estimate < cap * estimateOnlyFactor && (kept.pastCap ?? -1) < cap;
  const judged = (n: number, estimate: number) => {
    if (n <= cap) return { n, estimated: false };
    // A count past the cap answers the estimate anyway: kept with it, the same query (a search paged
    // through, an office's shared view) is not counted again until the estimate is (decision 095).
    kept.pastCap = Math.max(kept.pastCap ?? 0, cap);
    return pastCap(estimate);
  };
  const total = async (estimate: number) => {
    if (estimate >= cap * estimateOnlyFactor) return { n: estimate, estimated: true };
    if (!counts(estimate)) return pastCap(estimate);
    return judged(await cappedCount(database, list, q.where, cap, q.guessed), estimate);
  };
  const stamp = check && sessionStampColumn(check);
  const page = async (fenced: boolean, also: SQL[] = []) => {
    const rows = await database.rows<PageRow>(
      pageQuery(list, q, fenced, select, stamp ? [stamp, ...also] : also),
    );
    if (check) settleSessionCheck(check, rows);
    return rows;
  };
  const fenced = (estimate: number) => q.guessed && estimate <= fence;
  let ids: PageRow[];
  let counted: { n: number; estimated: boolean } | null = null;
  let estimate: number;
  if (!q.guessed && kept.value !== undefined && kept.value < countInPageBelow && counts(kept.value)) {
    // A few matches by equalities and ranges, the estimate known: the count is a short index walk, read in
    // the page's own statement (one round trip where it was two beside each other).
    estimate = kept.value;
    const totalColumn = sql`(${countQuery(list, q.where, cap, false)}) as list_total`;
    ids = await page(false, [totalColumn]);
    if (ids.length) counted = judged(Number(ids[0]!.list_total), estimate);
  } else if (database.engine === 'postgres') {
    const estimated = kept.rows;
    const pageRead = q.guessed ? estimated.then((e) => page(fenced(e))) : page(false);
    [ids, counted, estimate] = await Promise.all([pageRead, estimated.then(total), estimated]);
  } else {
    estimate = await kept.rows;
    ids = await page(fenced(estimate));
  }
  const seen = ids.length ? q.offset + ids.length : 0;
  if (ids.length < q.limit && (ids.length > 0 || q.offset === 0))
    return { rows: ids, total: seen, estimated: false };
  const { n, estimated } = counted ?? (await total(estimate));
  const atLeast = seen + (ids.length === q.limit ? 1 : 0);
  return { rows: ids, total: estimated ? Math.max(n, atLeast) : Math.max(n, seen), estimated };
}

/** Runs a list query: the page's items in order, and the pager that ends the answer. */
export async function runList<Item>(
  database: Database,
  definition: ListDefinition<Item>,
  query: ListQuery,
  ctx: ListContext,
  options: RunOptions = {},
): Promise<ListPage<Item>> {
  const q = await compileQuery(
    definition,
    query,
    ctx,
    keyResolver(database, options.maxRelatedKeys ?? maxRelatedKeys),
  );
  const { rows, total, estimated } = await pageAndTotal(database, definition as AnyList, q, {
    cap: options.countCap ?? exactCountCap,
    fence: options.fenceBelow ?? fenceBelow,
    check: ctx.sessionCheck,
  });
  const ids = rows.map((r) => Number(r.id));
  const hidden = ctx.isStaff ? [] : staffOnlyFieldsOf(definition);
  const loaded = (ids.length ? await definition.load(ids, ctx) : []).map((item) =>
    hidden.length ? (withoutFields(item as object, hidden) as Item) : item,
  );
  const byId = new Map(loaded.map((item) => [definition.idOf(item), item]));
  const items = ids.map((id) => byId.get(id)).filter((item): item is Item => item !== undefined);
  return { items, pager: listPager(q, query, total, estimated, items.length) };
}

/** The pager of a page of `rows` rows out of `total`. */
export function listPager(
  q: CompiledQuery,
  query: ListQuery,
  total: number,
  estimated: boolean,
  rows: number,
): ListPager {
  const pager: ListPager = {
    ...makePager(total, q.pageIndex, q.pageSize),
    sortColumns: q.sortColumns,
    sortAscending: q.sortColumns[0]?.isSortAscending ?? true,
    pagerLetter: query.pagerLetter || null,
    ...(estimated ? { totalItemsIsEstimate: true } : {}),
  };
  // 'All' stops at the cap: the pager keeps the total, the page ends where the rows do.
  if (q.pageSize < 0) pager.itemEnd = Math.min(total, rows);
  return pager;
}

/** The answer's shape: the items, then the pager as the last element (spec 1 §3, spec 2 §7). */
export const listResponse = <Item>(page: ListPage<Item>): (Item | PagerItem)[] => [...page.items, page.pager];
