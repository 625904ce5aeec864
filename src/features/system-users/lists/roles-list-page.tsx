import { Permission } from '../../../../api/contract/permissions';
import { Button } from '../../../../ui/components/button/button';
import { useRuntime } from '../../../app/runtime-context';
import { ListView } from '../../../shared/lists/list-view';
import { UsersAdminLayout } from '../layout/users-admin-layout';
import { roleDetailsPath, newRolePath } from '../roles/role-paths';
import { useHasPermission } from '../shared/use-permission';
import { rolesList } from './roles-list';

/** The Roles tab; roles are deleted one at a time on their details, where the server says what blocks it. */
export function RolesListPage() {
  const runtime = useRuntime();
  const canAdd = useHasPermission(Permission.UserAdd);
  return (
    <UsersAdminLayout>
      <ListView
        definition={rolesList}
        onOpen={(row) => runtime.navigate(roleDetailsPath(row.systemRoleId))}
        actions={() => canAdd && <Button onClick={() => runtime.navigate(newRolePath)}>New role</Button>}
      />
    </UsersAdminLayout>
  );
}
