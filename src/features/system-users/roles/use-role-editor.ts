import { shallowEqual, useSelector } from '@xstate/react';
import { Permission } from '#contract/permissions';
import * as form from '#machines/edit-form/edit-form.selectors';
import { answered } from '../../../app/answered';
import { useRuntime } from '../../../app/runtime-context';
import { useCommand } from '../../../app/use-command';
import { useEditForm } from '../../../app/use-edit-form';
import { useHasPermission } from '../shared/use-permission';
import { loadRole, newRoleValues, roleFormSchema, saveRole } from './role-form';
import { roleDetailsPath, rolesListPath } from './role-paths';

/** The role's name as stored (not as being typed) and whether the record is still loading. */
const selectRoleEditorView = (s: form.EditFormSnapshot) => ({
  name: form.selectPristine(s).name as string | undefined,
  loading: form.selectIsLoading(s),
  notFound: form.selectLoadNotFound(s),
});

/** Wires Role Details: the role's edit form, Delete as a command, and the permissions to save or delete. */
export function useRoleEditor(id: number | null) {
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
  const { name, loading, notFound } = useSelector(actor, selectRoleEditorView, shallowEqual);
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
  return { id, form: actor, name, loading, notFound, canSave, canDelete, remove };
}

export type RoleEditorViewProps = ReturnType<typeof useRoleEditor>;
