import {
  orderCustomerSchema,
  type CustomerCreateInput,
  type CustomerUpdateInput,
  type OrderCustomer,
} from '#contract/order-customer';
import { orderCustomerPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { recordAreaCalls } from './record-calls';

/**
 * Customer calls of spec 2 §7 (api/OrderCustomers). A customer login gets its own customer only, without
 * status and notes; create saves Good Standing whatever status is sent (spec 2 §4).
 */
export const createOrderCustomersApi = (http: HttpClient) => ({
  ...recordAreaCalls<OrderCustomer, CustomerCreateInput, CustomerUpdateInput & { orderCustomerId: number }>(
    http,
    orderCustomerPaths,
    { record: orderCustomerSchema, item: orderCustomerSchema },
    (customer) => customer.orderCustomerId,
  ),
});

export type OrderCustomersApi = ReturnType<typeof createOrderCustomersApi>;
