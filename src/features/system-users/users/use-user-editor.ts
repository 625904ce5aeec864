import { shallowEqual, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { Permission } from '#contract/permissions';
import type { LoginRecordPart } from '#contract/system-login';
import type { PasswordLinkResult } from '#contract/system-user';
import * as form from '#machines/edit-form/edit-form.selectors';
import { answered } from '../../../app/answered';
import { useRuntime } from '../../../app/runtime-context';
import { useCommand } from '../../../app/use-command';
import { useEditForm } from '../../../app/use-edit-form';
import { useHasPermission } from '../shared/use-permission';
import { loadUser, newUserValues, saveUser, userFormSchema } from './user-form';
import { listPathOf, userDetailsPath, type UserDetailsArea } from './user-paths';

export interface UserEditorProps {
  id: number | null;
  area: UserDetailsArea;
  focus: LoginRecordPart | null;
  relatedId: number | null;
}

/** The user's name as stored (not as being typed) and whether the record is still loading. */
const selectUserEditorView = (s: form.EditFormSnapshot) => {
  const pristine = form.selectPristine(s);
  return {
    name: [pristine.firstName, pristine.lastName].filter(Boolean).join(' '),
    loading: form.selectIsLoading(s),
    notFound: form.selectLoadNotFound(s),
  };
};

/**
 * Wires System User Details: the user's edit form, Delete and the reset link as commands, and the
 * permissions that decide what may be changed. `onRecordChanged` starts a clean form over after a
 * password change or a reset link changed the record on the server.
 */
export function useUserEditor({
  id,
  area,
  onRecordChanged,
}: UserEditorProps & { onRecordChanged: () => void }) {
  const runtime = useRuntime();
  const { services } = runtime;
  const search = useSearch();
  const canAdd = useHasPermission(Permission.UserAdd);
  const canUpdate = useHasPermission(Permission.UserUpdate);
  const canDelete = useHasPermission(Permission.UserDelete);

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
  const { name, loading, notFound } = useSelector(actor, selectUserEditorView, shallowEqual);

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

  return {
    form: actor,
    name,
    loading,
    /** The user's read answered 404: the page is the Not Found state. */
    notFound,
    canAdd,
    canUpdate,
    canDelete,
    readOnly: id === null ? !canAdd : !canUpdate,
    remove,
    resetLink,
    /** A clean form starts over from the server's version; unsaved changes meet the stale-write choice. */
    recordChanged: () => {
      if (!form.selectIsDirty(actor.getSnapshot())) onRecordChanged();
    },
  };
}

export type UserEditorBinding = ReturnType<typeof useUserEditor>;
