import { z } from 'zod';
import { orderChangelogEntrySchema, type ChangelogQueryInput } from '#contract/changelog';
import { orderSchema } from '#contract/order';
import { fillPath } from '#contract/path-template';
import { orderPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';
import { listResponseSchema } from '#contract/pager';

/** Customer logins receive orders without the staff-only fields, so every field may be absent. */
export const orderListItemSchema = orderSchema.partial().required({ orderId: true });

/** Order calls of spec 2 §7 (api/Orders). */
export const createOrdersApi = (http: HttpClient) => ({
  getItems: listCall(http, orderPaths.getItems, orderListItemSchema),
  deleteBulk: deleteBulkCall(http, orderPaths.deleteBulk),
  groupOrders: (ids: readonly number[], signal?: AbortSignal) =>
    http.post(orderPaths.groupOrders, {
      body: ids,
      schema: z.object({ orderGroupId: z.number().int(), count: z.number().int() }),
      signal,
    }),
  ungroupOrders: (ids: readonly number[], signal?: AbortSignal) =>
    http.post(orderPaths.ungroupOrders, { body: ids, schema: z.object({ count: z.number().int() }), signal }),
  /** The order's changelog: entries (newest first by default), then the pager; staff only. */
  getChangeLogs: (orderId: number, query: ChangelogQueryInput, signal?: AbortSignal) =>
    http.post(fillPath(orderPaths.getChangeLogs, { orderId }), {
      body: query,
      schema: listResponseSchema(orderChangelogEntrySchema),
      signal,
    }),
});

export type OrdersApi = ReturnType<typeof createOrdersApi>;
