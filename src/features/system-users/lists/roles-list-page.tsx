import { Permission } from '#contract/permissions';
import { Button } from '#ui/components/button/button';
import { useRuntime } from '../../../app/runtime-context';
import { ListView } from '../../../shared/lists/list-view';
import { useListController } from '../../../shared/lists/use-list-controller';
import { UsersAdminLayout } from '../layout/users-admin-layout';
import { roleDetailsPath, newRolePath } from '../roles/role-paths';
import { useHasPermission } from '../shared/use-permission';
import { rolesList } from './roles-list';

/** The Roles tab; roles are deleted one at a time on their details, where the server says what blocks it. */
function RolesList() {
  const runtime = useRuntime();
  const canAdd = useHasPermission(Permission.UserAdd);
  const list = useListController(rolesList);
  return (
    <ListView
      {...list}
      onOpen={(row) => runtime.navigate(roleDetailsPath(row.systemRoleId))}
      actions={() => canAdd && <Button onClick={() => runtime.navigate(newRolePath)}>New role</Button>}
    />
  );
}

export function RolesListPage() {
  return (
    <UsersAdminLayout>
      <RolesList />
    </UsersAdminLayout>
  );
}
