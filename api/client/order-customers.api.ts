import { orderCustomerSchema } from '#contract/order-customer';
import { orderCustomerPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';

/** Customer calls of spec 2 §7 (api/OrderCustomers). */
export const createOrderCustomersApi = (http: HttpClient) => ({
  getItems: listCall(http, orderCustomerPaths.getItems, orderCustomerSchema),
  deleteBulk: deleteBulkCall(http, orderCustomerPaths.deleteBulk),
});

export type OrderCustomersApi = ReturnType<typeof createOrderCustomersApi>;
