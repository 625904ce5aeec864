import { z } from 'zod';
import { orderChangelogEntrySchema, type ChangelogQueryInput } from '#contract/changelog';
import { orderItineraryItemSchema, orderSchema } from '#contract/order';
import type { CustomerOrderForm, OrderFormInput, OrderUpdateInput } from '#contract/order-form';
import { fillPath } from '#contract/path-template';
import { orderPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { deleteBulkCall, exportRowsCall, listCall } from './list-calls';
import { listResponseSchema } from '#contract/pager';
import { newRecordCall, recordCalls } from './record-calls';

/** Customer logins receive orders without the staff-only fields, so every field may be absent. */
export const orderListItemSchema = orderSchema.partial().required({ orderId: true });

/** One order as getItemById, create and update answer it; a customer login's lacks the staff-only fields. */
export const orderItemSchema = orderListItemSchema;
export type OrderItem = z.infer<typeof orderItemSchema>;

/** What POST and PUT take: the staff form, or a customer login's (spec 2 §6). */
export type OrderCreateBody = OrderFormInput | (Partial<CustomerOrderForm> & Record<string, unknown>);
export type OrderUpdateBody =
  OrderUpdateInput | (OrderCreateBody & { orderId: number; dateModified: string });

/**
 * Order calls of spec 2 §7 (api/Orders). getItemById reaches a customer's own orders and a carrier's loads';
 * create and update answer 400 with `fields` (spec 2 §5 messages), update 409 conflict with the machine's
 * sentence when the status cannot be chosen; delete (`remove`) is refused while the order is on a load.
 */
export const createOrdersApi = (http: HttpClient) => {
  const { delete: remove, ...record } = recordCalls<OrderItem, OrderCreateBody, OrderUpdateBody>(
    http,
    orderPaths,
    orderItemSchema,
    (order) => order.orderId,
  );
  return {
    getItems: listCall(http, orderPaths.getItems, orderListItemSchema),
    exportRows: exportRowsCall(http, orderPaths.exportRows, orderSchema.partial()),
    deleteBulk: deleteBulkCall(http, orderPaths.deleteBulk),
    groupOrders: (ids: readonly number[], signal?: AbortSignal) =>
      http.post(orderPaths.groupOrders, {
        body: ids,
        schema: z.object({ orderGroupId: z.number().int(), count: z.number().int() }),
        signal,
      }),
    ungroupOrders: (ids: readonly number[], signal?: AbortSignal) =>
      http.post(orderPaths.ungroupOrders, {
        body: ids,
        schema: z.object({ count: z.number().int() }),
        signal,
      }),
    /** The order's changelog: entries (newest first by default), then the pager; staff only. */
    getChangeLogs: (orderId: number, query: ChangelogQueryInput, signal?: AbortSignal) =>
      http.post(fillPath(orderPaths.getChangeLogs, { orderId }), {
        body: query,
        schema: listResponseSchema(orderChangelogEntrySchema),
        signal,
      }),

    /** A blank order with the spec's defaults (Intake, twelve-pack case); a customer login's has its customer. */
    getItemNew: newRecordCall(http, orderPaths.getItemNew, orderItemSchema),
    ...record,
    remove,

    /** Each load the order is on, with carrier, status and its pickup and delivery stop. */
    getItinerary: (orderId: number, signal?: AbortSignal) =>
      http.get(fillPath(orderPaths.getOrderItinerary, { orderId }), {
        schema: z.array(orderItineraryItemSchema),
        signal,
      }),
  };
};

export type OrdersApi = ReturnType<typeof createOrdersApi>;
