import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Permission } from '../../../../api/contract/permissions';
import { loginRecordParts, type LoginRecordPart } from '../../../../api/contract/system-login';
import type { PasswordLinkResult } from '../../../../api/contract/system-user';
import * as form from '../../../../machines/edit-form/edit-form.selectors';
import { AlertBanner } from '../../../../ui/components/alert-banner/alert-banner';
import { Button } from '../../../../ui/components/button/button';
import { Card } from '../../../../ui/components/card/card';
import { textLinkClass } from '../../../../ui/components/link-button/link-button';
import { PageHeader } from '../../../../ui/components/page-header/page-header';
import { Spinner } from '../../../../ui/components/spinner/spinner';
import { useRuntime } from '../../../app/runtime-context';
import type { PageComponent, PageProps } from '../../../routing/pages';
import { UsersAdminLayout } from '../layout/users-admin-layout';
import { FormButtons } from '../shared/form-buttons';
import { FormNotices } from '../../../shared/forms/form-notices';
import * as s from '../shared/form-layout.css';
import { useCommand } from '../../../app/use-command';
import { useEditForm } from '../../../app/use-edit-form';
import { useHasPermission } from '../shared/use-permission';
import { ChangePasswordDialog } from './change-password-dialog';
import { LoginsSection } from './logins-section';
import { ResetLinkDialog } from './reset-link-dialog';
import { loadUser, newUserValues, saveUser, userFormSchema } from './user-form';
import { UserFields } from './user-fields';
import { answered } from '../../../app/answered';
import { areaLoginKind, listPathOf, parseUserId, userDetailsPath, type UserDetailsArea } from './user-paths';

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
      <UsersAdminLayout>
        {id === undefined ? (
          <AlertBanner type="error" open>
            This user does not exist.
          </AlertBanner>
        ) : (
          <UserEditorHost key={id ?? 'new'} id={id} area={area} focus={focus} relatedId={query.relatedId} />
        )}
      </UsersAdminLayout>
    );
  }
  Page.displayName = `UserDetails(${area})`;
  return Page;
};

interface UserEditorProps {
  id: number | null;
  area: UserDetailsArea;
  focus: LoginRecordPart | null;
  relatedId: number | null;
}

/**
 * Changing a password or issuing a reset link changes the user record on the server (its stale-write
 * token), so a clean form starts over from the server's version; a form with unsaved changes keeps them
 * and meets the stale-write choice on its next save instead.
 */
function UserEditorHost(props: UserEditorProps) {
  const [version, setVersion] = useState(0);
  return <UserEditor key={version} {...props} onRecordChanged={() => setVersion((v) => v + 1)} />;
}

function UserEditor({
  id,
  area,
  focus,
  relatedId,
  onRecordChanged,
}: UserEditorProps & { onRecordChanged: () => void }) {
  const runtime = useRuntime();
  const { services } = runtime;
  const search = useSearch();
  const canAdd = useHasPermission(Permission.UserAdd);
  const canUpdate = useHasPermission(Permission.UserUpdate);
  const canDelete = useHasPermission(Permission.UserDelete);
  const readOnly = id === null ? !canAdd : !canUpdate;
  // Which dialog is open is view state; what happens inside each is its own machine's.
  const [dialog, setDialog] = useState<'password' | null>(null);

  const actor = useEditForm({
    input:
      id === null ? { values: newUserValues(), schema: userFormSchema } : { key: id, schema: userFormSchema },
    load: ({ key }, signal) => loadUser(services, key as number, signal),
    save: ({ values }, signal) => saveUser(services, id, values, signal),
    onSaved: (values, created) => {
      runtime.showSnackbar({
        text: `User ${String(values.firstName)} ${String(values.lastName)} saved`,
        severity: 'success',
      });
      if (created)
        runtime.navigate(
          `${userDetailsPath(area, values.systemUserId as number)}${search ? `?${search}` : ''}`,
          {
            replace: true,
          },
        );
    },
  });
  const pristine = useSelector(actor, form.selectPristine);
  const recordChanged = () => {
    if (!form.selectIsDirty(actor.getSnapshot())) onRecordChanged();
  };
  const loading = useSelector(actor, form.selectIsLoading);
  const name = [pristine.firstName, pristine.lastName].filter(Boolean).join(' ');

  const remove = useCommand<void, unknown>({
    confirm: () => ({
      title: 'Delete user',
      message: `Delete ${name}? Their logins and sessions go; what they wrote keeps their name.`,
      confirmText: 'Delete',
      color: 'error',
    }),
    run: (_, signal) => services.systemUsersApi.delete(answered(id), signal),
    onDone: () => {
      runtime.showSnackbar({ text: `User ${name} deleted`, severity: 'success' });
      runtime.navigate(listPathOf(area));
    },
  });
  const resetLink = useCommand<void, PasswordLinkResult | null>({
    run: (_, signal) => services.systemUsersApi.getPasswordResetLinkByUserId(answered(id), signal),
  });

  return (
    <div className={s.page}>
      <PageHeader
        title={id === null ? 'New user' : `System User Details${name ? `: ${name}` : ''}`}
        actions={
          <>
            <Link href={listPathOf(area)} className={textLinkClass()}>
              Back to list
            </Link>
            {id !== null && canUpdate && (
              <>
                <Button variant="secondary" onClick={() => setDialog('password')}>
                  Change Password
                </Button>
                <Button variant="secondary" loading={resetLink.busy} onClick={() => resetLink.start()}>
                  Get password reset link
                </Button>
              </>
            )}
            {id !== null && canDelete && (
              <Button variant="danger" loading={remove.busy} onClick={() => remove.start()}>
                Delete
              </Button>
            )}
          </>
        }
      />
      {[remove, resetLink].map((command, i) => (
        <AlertBanner
          key={i}
          type="error"
          open={command.error !== null}
          onDismiss={command.dismiss}
          marginBottom={0}
        >
          {command.error}
        </AlertBanner>
      ))}
      <FormNotices form={actor} />
      {loading ? (
        <Spinner block />
      ) : (
        <form
          className={s.form}
          noValidate
          aria-label="User"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'form.save' });
          }}
        >
          <Card title="User">
            <div className={s.form}>
              <UserFields actor={actor} readOnly={readOnly} />
              {!readOnly && <FormButtons actor={actor} saveLabel={id === null ? 'Create user' : 'Save'} />}
            </div>
          </Card>
        </form>
      )}
      {id === null ? (
        <p className={s.hint}>Logins are added once the user is created.</p>
      ) : (
        <LoginsSection
          systemUserId={id}
          focus={focus}
          relatedId={relatedId}
          canAdd={canAdd || canUpdate}
          canUpdate={canUpdate}
          canDelete={canUpdate || canDelete}
        />
      )}
      {dialog === 'password' && id !== null && (
        <ChangePasswordDialog
          systemUserId={id}
          userName={name}
          onClose={() => setDialog(null)}
          onChanged={recordChanged}
        />
      )}
      {resetLink.done && resetLink.output && (
        <ResetLinkDialog
          link={resetLink.output}
          onClose={() => {
            resetLink.dismiss();
            recordChanged();
          }}
        />
      )}
    </div>
  );
}
