import type { OpenAPIHono } from '@hono/zod-openapi';
import { orderCustomerSchema } from '#contract/order-customer';
import { orderCustomerPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { staffAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { listAreaRoutes, mountDeleteBulk, mountList } from '#server/lists/list-route';
import { orderCustomersList } from '#server/lists/order-customers.list';
import { customerDeletion } from '#server/parties/customer-store';

const route = listAreaRoutes(['order customers']);
const P = Permission;

const getItems = route.list(orderCustomerPaths.getItems, staffAccess(P.CustomerView), {
  summary: 'The customer list',
  description: 'Staff only: a customer login sees its own customer page, not the list (spec 1 §6).',
  item: orderCustomerSchema,
});

const deleteCustomers = route.deleteBulk(orderCustomerPaths, staffAccess(P.CustomerDelete), 'customers');

/** Spec 2 §7 "OrderCustomers": the list and bulk delete (refused while orders or logins use a customer). */
export function mountOrderCustomerRoutes(app: OpenAPIHono<AppEnv>) {
  mountList(app, getItems, orderCustomersList);
  mountDeleteBulk(app, deleteCustomers, (c) => customerDeletion(c.var.deps.config));
}
