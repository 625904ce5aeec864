import { useSearch } from 'wouter';
import { loginRecordParts, type LoginRecordPart } from '#contract/system-login';
import type { PageComponent, PageProps } from '../../../app/page-props';
import { UsersAdminRecord } from '../layout/users-admin-record';
import { useUserEditor, type UserEditorProps } from './use-user-editor';
import { UserEditorView } from './user-editor-view';
import { areaLoginKind, parseUserId, type UserDetailsArea } from './user-paths';

/** The query of System User Details (decision 023): `type` a login kind, `id` its customer or carrier. */
function readQuery(search: string): { kind: LoginRecordPart | null; relatedId: number | null } {
  const query = new URLSearchParams(search);
  const type = query.get('type');
  const kind = type === 'customer' ? 'customerLogin' : type;
  const id = query.get('id');
  return {
    kind: loginRecordParts.includes(kind as LoginRecordPart) ? (kind as LoginRecordPart) : null,
    relatedId: id && /^\d+$/.test(id) ? Number(id) : null,
  };
}

/** A detail route of the area, bound to the place it was opened from. */
export const userDetailsPage = (area: UserDetailsArea): PageComponent => {
  function Page({ params }: PageProps) {
    const search = useSearch();
    const id = parseUserId(params.id);
    const query = readQuery(search);
    const focus = query.kind ?? areaLoginKind[area];
    return (
      <UsersAdminRecord
        id={id}
        noun="user"
        render={(id) => (
          <UserEditorHost key={id ?? 'new'} id={id} area={area} focus={focus} relatedId={query.relatedId} />
        )}
      />
    );
  }
  Page.displayName = `UserDetails(${area})`;
  return Page;
};

/**
 * Changing a password or issuing a reset link changes the user record on the server (its stale-write
 * token), so the form hears that its record changed: a clean form starts over from the server's version
 * in place; a form with unsaved changes keeps them and meets the stale-write choice on its next save.
 */
function UserEditorHost(props: UserEditorProps) {
  const editor = useUserEditor({
    ...props,
    onRecordChanged: () => editor.form.send({ type: 'record.changed' }),
  });
  return <UserEditorView {...props} {...editor} />;
}
