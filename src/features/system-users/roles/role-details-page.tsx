import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import type { PageProps } from '../../../app/page-props';
import { UsersAdminLayout } from '../layout/users-admin-layout';
import { parseRoleId } from './role-paths';
import { RoleEditorView } from './role-editor-view';
import { useRoleEditor } from './use-role-editor';

/** /users/admin/roles/:id ('new' or 0 creates): a role's name, description and permission codes. */
export function RoleDetailsPage({ params }: PageProps) {
  const id = parseRoleId(params.id);
  return (
    <UsersAdminLayout>
      {id === undefined ? (
        <AlertBanner type="error" open>
          This role does not exist.
        </AlertBanner>
      ) : (
        <RoleEditor key={id ?? 'new'} id={id} />
      )}
    </UsersAdminLayout>
  );
}

function RoleEditor({ id }: { id: number | null }) {
  return <RoleEditorView {...useRoleEditor(id)} />;
}
