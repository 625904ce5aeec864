import {
  orderCustomerSchema,
  type CustomerCreateInput,
  type CustomerUpdateInput,
  type OrderCustomer,
} from '#contract/order-customer';
import { orderCustomerPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';
import { newRecordCall, recordCalls } from './record-calls';

/**
 * Customer calls of spec 2 §7 (api/OrderCustomers). A customer login gets its own customer only, without
 * status and notes; create saves Good Standing whatever status is sent (spec 2 §4).
 */
export const createOrderCustomersApi = (http: HttpClient) => ({
  getItems: listCall(http, orderCustomerPaths.getItems, orderCustomerSchema),
  deleteBulk: deleteBulkCall(http, orderCustomerPaths.deleteBulk),
  getItemNew: newRecordCall(http, orderCustomerPaths.getItemNew, orderCustomerSchema),
  ...recordCalls<OrderCustomer, CustomerCreateInput, CustomerUpdateInput & { orderCustomerId: number }>(
    http,
    orderCustomerPaths,
    orderCustomerSchema,
    (customer) => customer.orderCustomerId,
  ),
});

export type OrderCustomersApi = ReturnType<typeof createOrderCustomersApi>;
