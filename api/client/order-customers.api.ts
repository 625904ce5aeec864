import {
  orderCustomerSchema,
  type CustomerCreateInput,
  type CustomerUpdateInput,
} from '#contract/order-customer';
import { fillPath } from '#contract/path-template';
import { orderCustomerPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';

/** Customer calls of spec 2 §7 (api/OrderCustomers). */
export const createOrderCustomersApi = (http: HttpClient) => ({
  getItems: listCall(http, orderCustomerPaths.getItems, orderCustomerSchema),
  deleteBulk: deleteBulkCall(http, orderCustomerPaths.deleteBulk),

  /** A blank customer (id 0, Good Standing) for the Create Customer dialog. */
  getItemNew: (signal?: AbortSignal) =>
    http.get(orderCustomerPaths.getItemNew, { schema: orderCustomerSchema, signal }),

  /** A customer login gets its own customer only (404 otherwise), without status and notes. */
  getItemById: (id: number, signal?: AbortSignal) =>
    http.get(fillPath(orderCustomerPaths.getItemById, { id }), { schema: orderCustomerSchema, signal }),

  /** Saved as Good Standing whatever status is sent (spec 2 §4); 400 with the form's messages. */
  create: (customer: CustomerCreateInput, signal?: AbortSignal) =>
    http.post(orderCustomerPaths.base, { body: customer, schema: orderCustomerSchema, signal }),

  /** 409 stale_write when someone saved first (send the dateModified you read). */
  update: (customer: CustomerUpdateInput & { orderCustomerId: number }, signal?: AbortSignal) =>
    http.put(fillPath(orderCustomerPaths.byId, { id: customer.orderCustomerId }), {
      body: customer,
      schema: orderCustomerSchema,
      signal,
    }),

  /** 204 (null); 409 delete_blocked naming what still refers to the customer. */
  delete: (id: number, signal?: AbortSignal) =>
    http.delete(fillPath(orderCustomerPaths.byId, { id }), { signal }),
});

export type OrderCustomersApi = ReturnType<typeof createOrderCustomersApi>;
