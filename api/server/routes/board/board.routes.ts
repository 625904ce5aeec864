import type { OpenAPIHono } from '@hono/zod-openapi';
import { boardQuerySchema, boardSchema } from '#contract/board';
import { boardPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { staffAccess } from '../../auth/guard';
import { readBoard } from '../../board/board-read';
import type { AppEnv } from '../../deps';
import { areaRoutes, jsonResponse } from '../../http/route';
import { requestContext } from '../../http/request-context';

const route = areaRoutes(['board']);

const getBoard = route.get(boardPaths.getBoard, staffAccess(Permission.LoadView), {
  summary: "The dispatcher's board: exceptions and today's loads",
  description: [
    'Each figure is the total of a list (loads, orders or carriers) under the filters it carries, as that list',
    "answers the caller with its page's grouping (current loads and orders): late loads, loads with a stop",
    'issue, orders needed within neededWithinDays (default 3) on no load, loads departing within 2 days with no',
    "carrier, carriers whose insurance expires within 30 days, and today's current loads by status. Beside",
    'them: the on-time pickup and delivery rates over 7 and 30 days (stops checked off in the period, and how',
    'many by the end of their window), the same per business day over the last 30 days, and the coming 7',
    "days' current loads by ship day and status (each the load list's total under that day and status).",
  ].join(' '),
  request: { query: boardQuerySchema },
  responses: { 200: jsonResponse(boardSchema, 'The figures and when they were computed') },
});

/** The board (issue #31). */
export function mountBoardRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getBoard, async (c) => {
    const { neededWithinDays } = c.req.valid('query');
    return c.json(await readBoard(c.var.deps.database, requestContext(c), neededWithinDays), 200);
  });
}
