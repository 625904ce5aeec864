import type { PageProps } from '../../../app/page-props';
import { UsersAdminRecord } from '../layout/users-admin-record';
import { parseRoleId } from './role-paths';
import { RoleEditorView } from './role-editor-view';
import { useRoleEditor } from './use-role-editor';

/** /users/admin/roles/:id ('new' or 0 creates): a role's name, description and permission codes. */
export function RoleDetailsPage({ params }: PageProps) {
  const id = parseRoleId(params.id);
  return <UsersAdminRecord id={id} noun="role" render={(id) => <RoleEditor key={id ?? 'new'} id={id} />} />;
}

function RoleEditor({ id }: { id: number | null }) {
  return <RoleEditorView {...useRoleEditor(id)} />;
}
