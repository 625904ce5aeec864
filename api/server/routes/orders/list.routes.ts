import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { orderSchema } from '#contract/order';
import { orderPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { idListSchema } from '#contract/scalars';
import { callerOf, identityAccess, staffAccess } from '#server/auth/guard';
import type { AuthContext } from '#server/auth/session-store';
import type { AppEnv, Deps } from '#server/deps';
import type { BulkDelete } from '#server/lists/delete-bulk';
import { jsonBody, jsonResponse } from '#server/http/route';
import { listAreaRoutes, mountDeleteBulk, mountExport, mountList } from '#server/lists/list-route';
import {
  groupOrders,
  groupsFollowDeletedOrders,
  minOrdersToGroup,
  ungroupOrders,
} from '#server/lists/order-groups';
import { ordersList } from '#server/lists/orders.list';
import { withFileRemoval } from '#server/files/owner-files';

const route = listAreaRoutes(['orders']);
const P = Permission;

const getItems = route.list(orderPaths.getItems, identityAccess([P.OrderView]), {
  summary: 'The order list',
  description: [
    "Staff see every order; a customer login only its own customer's orders, without revenue and the",
    'internal columns (spec 2 §6); a carrier login only the orders on its loads. `columnSelection` (item',
    'field names) narrows each item to those fields and `orderId`, read with the page in one statement; a name',
    'the list does not have, or that the caller may not read, answers 400 (decision 091).',
  ].join(' '),
  item: orderSchema.partial(),
});

const exportOrders = route.exportRows(orderPaths.exportRows, identityAccess([P.OrderView]), 'orders');

const deleteOrders = route.deleteBulk(orderPaths, staffAccess(P.OrderDelete), 'orders');

const groupBody = jsonBody(idListSchema, 'The order ids');
const notFoundResponse = { 404: { description: 'An order does not exist' } } as const;

const group = route.post(orderPaths.groupOrders, staffAccess(P.OrderUpdate), {
  summary: 'Group the selected orders',
  description: `At least ${minOrdersToGroup} orders. They leave any group they were in; a group left with one order is dissolved. Each order gets a changelog entry.`,
  request: groupBody,
  responses: {
    200: jsonResponse(
      z.object({ orderGroupId: z.number().int(), count: z.number().int() }),
      'The new group and how many orders it holds',
    ),
    ...notFoundResponse,
  },
});

const ungroup = route.post(orderPaths.ungroupOrders, staffAccess(P.OrderUpdate), {
  summary: 'Take the selected orders out of their groups',
  description:
    'At least one order. A group left with one order is dissolved too. Each order gets a changelog entry.',
  request: groupBody,
  responses: {
    200: jsonResponse(z.object({ count: z.number().int() }), 'How many orders left a group'),
    ...notFoundResponse,
  },
});

/** Deleting orders (deleteBulk and DELETE {id}): their stored files go, and their groups follow. */
export const orderDeletion = (c: { var: { deps: Deps; auth: AuthContext | null } }): BulkDelete =>
  withFileRemoval('order', c.var.deps.config, {
    noun: 'orders',
    table: ordersList.table,
    id: ordersList.id,
    label: (id) => `Order #${id}`,
    ...groupsFollowDeletedOrders({ systemUserId: callerOf(c).systemUserId, now: c.var.deps.now() }),
  });

/** Spec 2 §7 "Orders": the list, bulk delete, group and ungroup. */
export function mountOrderRoutes(app: OpenAPIHono<AppEnv>) {
  mountList(app, getItems, ordersList, null, { columnSelection: true });
  mountExport(app, exportOrders, ordersList);
  mountDeleteBulk(app, deleteOrders, orderDeletion);

  app.openapi(group, async (c) => {
    const actor = { systemUserId: callerOf(c).systemUserId, now: c.var.deps.now() };
    return c.json(await groupOrders(c.var.deps.database, c.req.valid('json'), actor), 200);
  });

  app.openapi(ungroup, async (c) => {
    const actor = { systemUserId: callerOf(c).systemUserId, now: c.var.deps.now() };
    return c.json(await ungroupOrders(c.var.deps.database, c.req.valid('json'), actor), 200);
  });
}
