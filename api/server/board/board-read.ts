import { dayInZone } from '#domain/business-day';
import { sql } from 'drizzle-orm';
import {
  addDays,
  boardFigureDefs,
  loadsAheadDays,
  loadsAheadFilters,
  type Board,
  type BoardFigureDef,
  type LoadsAhead,
} from '#contract/board';
import { currentLoadStatuses } from '#contract/load-status';
import { OrderListGroup } from '#contract/order-status';
import { listQuerySchema, orderListGroupOf } from '#contract/list-query';
import type { Database } from '../db/connect';
import { readSideBySide } from '../db/read-side-by-side';
import type { RequestContext } from '../http/request-context';
import { loads } from '../db/schema/loads';
import { carriersList } from '../lists/carriers.list';
import type { ListDefinition } from '../lists/list-definition';
import { loadsList } from '../lists/loads.list';
import { compileQuery } from '../lists/compile-query';
import { ordersList } from '../lists/orders.list';
import { keyResolver, maxRelatedKeys } from '../lists/key-resolver';
import { runList } from '../lists/run-list';
import { readOnTime } from './on-time';

const lists: Record<BoardFigureDef['listKey'], ListDefinition<unknown>> = {
  'loads-list': loadsList as ListDefinition<unknown>,
  'orders-list': ordersList as ListDefinition<unknown>,
  'carriers-list': carriersList as ListDefinition<unknown>,
};

/**
 * The board: each figure counted by the list engine with the list's own query (the caller's scope, its
 * grouping, the figure's filters), so it is by construction the total the linked list shows.
 */
export async function readBoard(
  database: Database,
  ctx: RequestContext,
  neededWithinDays: number,
): Promise<Board> {
  const today = dayInZone(ctx.now, ctx.config.BUSINESS_TIME_ZONE);
  const figureReads = boardFigureDefs(today, neededWithinDays).map((def) => async () => {
    const query = listQuerySchema.parse({
      pageNumber: 0,
      pageSize: 1,
      fields: def.fields,
      filters: def.filters,
    });
    const page = await runList(database, lists[def.listKey], query, ctx);
    return {
      id: def.id,
      label: def.label,
      count: page.pager.totalItems,
      path: def.path,
      ...(def.fields?.currentOrders == null
        ? {}
        : { fields: { currentOrders: orderListGroupOf(def.fields.currentOrders) } }),
      filters: def.filters,
    };
  });
  // Side by side on PostgreSQL (a few at once, decision 085), one after another on PGlite.
  const [figures, onTime, loadsAhead] = await readSideBySide(database, [
    () => readSideBySide(database, figureReads),
    () => readOnTime(database, ctx, today),
    () => readLoadsAhead(database, ctx, today),
  ]);
  return { computedAt: ctx.now.toISOString(), today, neededWithinDays, figures, ...onTime, loadsAhead };
}

/**
 * The coming week's current loads by ship day and status: the load list's own where (scope, grouping, the
 * week's filter) grouped in one statement. A bar is the list's total under `loadsOnDayFilters`, the filter's
 * days being UTC days as the list's DateOnly filter counts them.
 */
async function readLoadsAhead(database: Database, ctx: RequestContext, today: string): Promise<LoadsAhead[]> {
  const query = listQuerySchema.parse({
    pageNumber: 0,
    pageSize: 1,
    fields: { currentOrders: OrderListGroup.Current },
    filters: loadsAheadFilters(today),
  });
  const q = await compileQuery(loadsList, query, ctx, keyResolver(database, maxRelatedKeys));
  const rows = await database.rows<{ day: string; status: number; n: number }>(
    sql`select to_char(${loads.estimatedShippingDate} at time zone 'UTC', 'YYYY-MM-DD') as day, ${loads.refLoadStatusId} as status, count(*)::int as n from ${loads} where ${q.where} group by 1, 2`,
  );
  return Array.from({ length: loadsAheadDays }, (_, i) => addDays(today, i)).flatMap((day) =>
    currentLoadStatuses.map((status) => ({
      day,
      status,
      count: Number(rows.find((r) => r.day === day && Number(r.status) === status)?.n ?? 0),
    })),
  );
}
