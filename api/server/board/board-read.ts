import { dayInZone } from '#domain/business-day';
import { boardFigureDefs, type Board, type BoardFigureDef } from '#contract/board';
import { listQuerySchema } from '#contract/list-query';
import type { Database } from '../db/connect';
import type { RequestContext } from '../http/request-context';
import { carriersList } from '../lists/carriers.list';
import type { ListDefinition } from '../lists/list-definition';
import { loadsList } from '../lists/loads.list';
import { ordersList } from '../lists/orders.list';
import { runList } from '../lists/run-list';

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
  const figures = [];
  // One after another: PGlite runs one statement at a time, and a server keeps its pool for the lists.
  for (const def of boardFigureDefs(today, neededWithinDays)) {
    const query = listQuerySchema.parse({
      pageNumber: 0,
      pageSize: 1,
      fields: def.fields,
      filters: def.filters,
    });
    const page = await runList(database, lists[def.listKey], query, ctx);
    figures.push({
      id: def.id,
      label: def.label,
      count: page.pager.totalItems,
      path: def.path,
      filters: def.filters,
    });
  }
  return { computedAt: ctx.now.toISOString(), today, neededWithinDays, figures };
}
