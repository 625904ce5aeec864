import type { OpenAPIHono } from '@hono/zod-openapi';
import { ne } from 'drizzle-orm';
import { systemUserPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { pickerUserSchema, systemUserListItemSchema } from '#contract/system-user';
import { adminAreaAccess, callerOf, staffAccess } from '#server/auth/guard';
import { systemUsers } from '#server/db/schema/auth';
import type { AppEnv } from '#server/deps';
import { conflict } from '#server/http/errors';
import { listAreaRoutes, mountDeleteBulk, mountList } from '#server/lists/list-route';
import { pickerUsersList, systemUsersList } from '#server/lists/system-users.list';
import { userFullName } from '#server/lists/related';

const route = listAreaRoutes(['system users']);
const P = Permission;

const getItems = route.list(systemUserPaths.getItems, adminAreaAccess(P.UserView), {
  summary: 'The System Users tabs',
  description: [
    'fields.systemRoleGroup picks the tab: admin (Admins), employee (Employees), customerLogin (Customer',
    'Logins), scanToPick (Scan To Pick); absent, All Users. Deleted and invisible users are never listed.',
    'Items carry their logins by kind and their roles, never a password, reset hash or identity hash.',
  ].join(' '),
  item: systemUserListItemSchema,
});

const getPickerUsers = route.list(
  systemUserPaths.getPickerUsers,
  staffAccess(P.OrderView, P.OrderUpdate, P.UserView),
  {
    summary: 'Users who pick (the choices of "Picked By")',
    description:
      'Users with an active scan-to-pick login whose role is picker or whose codes include ScanToPickPicker (29). Sorted by firstName ascending unless the query sorts.',
    item: pickerUserSchema,
  },
);

const deleteUsers = route.deleteBulk(systemUserPaths, adminAreaAccess(P.UserDelete), 'users');

/**
 * The administration lists of spec 1 §7 "System users". Deleting a user takes its logins, sessions and
 * role assignments with it; records it wrote keep its name (decision 011). Nobody deletes themself here.
 */
export function mountSystemUserListRoutes(app: OpenAPIHono<AppEnv>) {
  mountList(app, getItems, systemUsersList);
  mountList(app, getPickerUsers, pickerUsersList);
  mountDeleteBulk(app, deleteUsers, (c) => {
    const me = callerOf(c).systemUserId;
    return {
      noun: 'users',
      table: systemUsers,
      id: systemUsers.systemUserId,
      label: (id) => `User #${id}`,
      name: userFullName,
      before: async (_tx, ids) => {
        if (ids.includes(me))
          throw conflict('You cannot delete your own account. Nothing was deleted.', 'delete_blocked');
      },
      where: ne(systemUsers.systemUserId, me),
    };
  });
}
