import { useMemo } from 'react';
import { Permission } from '#contract/permissions';
import { Button } from '#ui/components/button/button';
import { useRuntime } from '../../../app/runtime-context';
import { ListView } from '../../../shared/lists/list-view';
import { useListController } from '../../../shared/lists/use-list-controller';
import { UsersAdminLayout } from '../layout/users-admin-layout';
import { useHasPermission } from '../shared/use-permission';
import { userDetailsPath, newUserPath } from '../users/user-paths';
import { systemUsersLists, type UsersTabId } from './system-users-lists';

/**
 * One of the five user tabs. Delete is offered to UserDelete holders, "New user" to UserAdd holders; a
 * double click opens the user, on the tab's own detail route.
 */
function UsersList({ tab }: { tab: UsersTabId }) {
  const runtime = useRuntime();
  const canDelete = useHasPermission(Permission.UserDelete);
  const canAdd = useHasPermission(Permission.UserAdd);
  const base = systemUsersLists[tab];
  const definition = useMemo(
    () => (canDelete ? base : { ...base, deleteItems: undefined }),
    [base, canDelete],
  );
  const list = useListController(definition);
  return (
    <ListView
      {...list}
      onOpen={(row) => runtime.navigate(userDetailsPath(tab, row.systemUserId))}
      actions={() => canAdd && <Button onClick={() => runtime.navigate(newUserPath(tab))}>New user</Button>}
    />
  );
}

/** Each tab its own list actors: the key starts them afresh when the tab changes. */
export function UsersListPage({ tab }: { tab: UsersTabId }) {
  return (
    <UsersAdminLayout>
      <UsersList key={tab} tab={tab} />
    </UsersAdminLayout>
  );
}

export const AllUsersPage = () => <UsersListPage tab="system" />;
export const AdminsPage = () => <UsersListPage tab="admins" />;
export const EmployeesPage = () => <UsersListPage tab="employees" />;
export const CustomerLoginsPage = () => <UsersListPage tab="customers" />;
export const ScanToPickPage = () => <UsersListPage tab="scan-to-pick" />;
