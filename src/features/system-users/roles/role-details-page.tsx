import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { Permission } from '../../../../api/contract/permissions';
import * as form from '../../../../machines/edit-form/edit-form.selectors';
import { AlertBanner } from '../../../../ui/components/alert-banner/alert-banner';
import { Button } from '../../../../ui/components/button/button';
import { Card } from '../../../../ui/components/card/card';
import { textLinkClass } from '../../../../ui/components/link-button/link-button';
import { PageHeader } from '../../../../ui/components/page-header/page-header';
import { Spinner } from '../../../../ui/components/spinner/spinner';
import { EditField } from '../../../../ui/components/edit-field/edit-field';
import { useRuntime } from '../../../app/runtime-context';
import type { PageProps } from '../../../routing/pages';
import { UsersAdminLayout } from '../layout/users-admin-layout';
import { FormButtons } from '../shared/form-buttons';
import { FormNotices } from '../../../shared/forms/form-notices';
import * as s from '../shared/form-layout.css';
import { PermissionPicker } from '../shared/permission-picker';
import { useCommand } from '../../../app/use-command';
import { useEditForm, type EditFormActor } from '../../../app/use-edit-form';
import { useFormField, useTextField } from '../../../app/use-form-field';
import { useHasPermission } from '../shared/use-permission';
import { loadRole, newRoleValues, roleFormSchema, saveRole } from './role-form';
import { answered } from '../../../app/answered';
import { parseRoleId, roleDetailsPath, rolesListPath } from './role-paths';

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
  const runtime = useRuntime();
  const { services } = runtime;
  const canSave = useHasPermission(id === null ? Permission.UserAdd : Permission.UserUpdate);
  const canDelete = useHasPermission(Permission.UserDelete);
  const actor = useEditForm({
    input:
      id === null ? { values: newRoleValues(), schema: roleFormSchema } : { key: id, schema: roleFormSchema },
    load: ({ key }, signal) => loadRole(services, key as number, signal),
    save: ({ values }, signal) => saveRole(services, id, values, signal),
    onSaved: (values, created) => {
      runtime.showSnackbar({ text: `Role ${String(values.name)} saved`, severity: 'success' });
      if (created) runtime.navigate(roleDetailsPath(values.systemRoleId as number), { replace: true });
    },
  });
  const name = useSelector(actor, (snap) => form.selectPristine(snap).name as string | undefined);
  const loading = useSelector(actor, form.selectIsLoading);
  const remove = useCommand<void, unknown>({
    confirm: () => ({
      title: 'Delete role',
      message: `Delete the role ${name ?? ''}? Users who hold it lose its permissions.`,
      confirmText: 'Delete',
      color: 'error',
    }),
    run: async (_, signal) => services.systemRolesApi.delete(answered(id), signal),
    onDone: () => {
      runtime.showSnackbar({ text: `Role ${name ?? ''} deleted`, severity: 'success' });
      runtime.navigate(rolesListPath);
    },
  });

  return (
    <div className={s.page}>
      <PageHeader
        title={id === null ? 'New role' : `Role Details${name ? `: ${name}` : ''}`}
        actions={
          <>
            <Link href={rolesListPath} className={textLinkClass()}>
              Back to Roles
            </Link>
            {id !== null && canDelete && (
              <Button variant="danger" loading={remove.busy} onClick={() => remove.start()}>
                Delete
              </Button>
            )}
          </>
        }
      />
      <AlertBanner type="error" open={remove.error !== null} onDismiss={remove.dismiss} marginBottom={0}>
        {remove.error}
      </AlertBanner>
      <FormNotices form={actor} />
      {loading ? <Spinner block /> : <RoleForm actor={actor} readOnly={!canSave} />}
    </div>
  );
}

function RoleForm({ actor, readOnly }: { actor: EditFormActor; readOnly: boolean }) {
  const name = useTextField(actor, 'name', { emptyAs: '' });
  const description = useTextField(actor, 'description');
  const codes = useFormField<number[] | undefined>(actor, 'permissionCodes');
  return (
    <form
      className={s.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'form.save' });
      }}
    >
      <Card title="Role">
        <div className={s.grid}>
          <EditField
            type="text"
            label="Name"
            required
            maxLength={100}
            {...name}
            disabled={name.disabled || readOnly}
          />
          <EditField
            type="textarea"
            label="Description"
            rows={2}
            {...description}
            disabled={description.disabled || readOnly}
          />
        </div>
      </Card>
      <Card>
        <PermissionPicker
          legend="Permissions"
          value={codes.value ?? []}
          onChange={codes.onChange}
          disabled={codes.disabled || readOnly}
        />
      </Card>
      {!readOnly && <FormButtons actor={actor} />}
    </form>
  );
}
