import { z } from 'zod';
import { orderChangelogEntrySchema, type ChangelogQueryInput } from '#contract/changelog';
import { orderItineraryItemSchema, orderSchema } from '#contract/order';
import type { CustomerOrderForm, OrderFormInput, OrderUpdateInput } from '#contract/order-form';
import { fillPath } from '#contract/path-template';
import { orderPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';
import { listResponseSchema } from '#contract/pager';

/** Customer logins receive orders without the staff-only fields, so every field may be absent. */
export const orderListItemSchema = orderSchema.partial().required({ orderId: true });

/** One order as getItemById, create and update answer it; a customer login's lacks the staff-only fields. */
export const orderItemSchema = orderListItemSchema;

/** What POST and PUT take: the staff form, or a customer login's (spec 2 §6). */
export type OrderCreateBody = OrderFormInput | (Partial<CustomerOrderForm> & Record<string, unknown>);
export type OrderUpdateBody =
  OrderUpdateInput | (OrderCreateBody & { orderId: number; dateModified: string });

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

  /** A blank order with the spec's defaults (Intake, twelve-pack case); a customer login's has its customer. */
  getItemNew: (signal?: AbortSignal) => http.get(orderPaths.getItemNew, { schema: orderItemSchema, signal }),

  /** Within the caller's reach (a customer's own orders, a carrier's loads'), else 404. */
  getItemById: (id: number, signal?: AbortSignal) =>
    http.get(fillPath(orderPaths.getItemById, { id }), { schema: orderItemSchema, signal }),

  /** 400 with `fields` (spec 2 §5 messages); answers the saved order. */
  create: (order: OrderCreateBody, signal?: AbortSignal) =>
    http.post(orderPaths.base, { body: order, schema: orderItemSchema, signal }),

  /**
   * 409 stale_write when someone saved first (send the dateModified you read); 409 conflict with the
   * machine's sentence when the status cannot be chosen; 400 with `fields` for the §5 rules.
   */
  update: (order: OrderUpdateBody, signal?: AbortSignal) =>
    http.put(fillPath(orderPaths.byId, { id: order.orderId }), {
      body: order,
      schema: orderItemSchema,
      signal,
    }),

  /** 204 (null); 409 delete_blocked naming the loads the order is on. */
  remove: (id: number, signal?: AbortSignal) => http.delete(fillPath(orderPaths.byId, { id }), { signal }),

  /** Each load the order is on, with carrier, status and its pickup and delivery stop. */
  getItinerary: (orderId: number, signal?: AbortSignal) =>
    http.get(fillPath(orderPaths.getOrderItinerary, { orderId }), {
      schema: z.array(orderItineraryItemSchema),
      signal,
    }),
});

export type OrdersApi = ReturnType<typeof createOrdersApi>;
