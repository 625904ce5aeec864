import { z } from 'zod';
import { orderSchema } from '../contract/order';
import { orderPaths } from '../contract/paths';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';

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
});

export type OrdersApi = ReturnType<typeof createOrdersApi>;
