import type { OpenAPIHono } from '@hono/zod-openapi';
import { storageCustomerPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { storageCustomerSchema } from '#contract/storage-customer';
import { staffAccess } from '../auth/guard';
import type { AppEnv } from '../deps';
import { listAreaRoutes, mountList } from '../lists/list-route';
import { storageCustomersList } from '../lists/storage-customers.list';

const route = listAreaRoutes(['storage customers']);

const getItems = route.list(storageCustomerPaths.getItems, staffAccess(Permission.CustomerView), {
  summary: 'The storage customer list (read-only)',
  description: 'The spec shows the screen but names no call; this path is ours (docs/api.md).',
  item: storageCustomerSchema,
});

/** Spec 2 §2 "/storage-customers": the list. */
export function mountStorageCustomerRoutes(app: OpenAPIHono<AppEnv>) {
  mountList(app, getItems, storageCustomersList);
}
