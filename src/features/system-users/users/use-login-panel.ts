import type { LoginRecordPart } from '#contract/system-login';
import { useSelector } from '@xstate/react';
import * as form from '#machines/edit-form/edit-form.selectors';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { useRuntime } from '../../../app/runtime-context';
import { useCommand } from '../../../app/use-command';
import { useEditForm } from '../../../app/use-edit-form';
import { loginKindLabel } from '../shared/login-kinds';
import { loginFormSchemas, loginRecordBody, loadLogin, newLoginValues, saveLogin } from './login-form';

export interface LoginPanelProps {
  kind: LoginRecordPart;
  systemUserId: number;
  /** A login not saved yet, and the customer or carrier to start with. */
  create?: { relatedId: number | null };
  readOnly: boolean;
  canDelete: boolean;
  /** The login was added or removed: the section reads the user's logins again. */
  onChanged: () => void;
  onCancel?: () => void;
}

/** Wires one login of a user: its edit form (load, create or save) and Remove as a command. */
export function useLoginPanel({ kind, systemUserId, create, onChanged }: LoginPanelProps) {
  const runtime = useRuntime();
  const { services } = runtime;
  const label = loginKindLabel[kind];
  const schema = loginFormSchemas[kind];
  const actor = useEditForm({
    input: create
      ? { values: newLoginValues(kind, systemUserId, create.relatedId), schema }
      : { key: systemUserId, schema },
    load: (_, signal) => loadLogin(services, systemUserId, kind, signal),
    save: ({ mode, values }, signal) =>
      saveLogin(services, kind, systemUserId, mode === 'create', values, signal),
    onSaved: (_, created) => {
      runtime.showSnackbar({ text: `${label} login saved`, severity: 'success' });
      if (created) onChanged();
    },
  });
  // One field only, so no view object and no shallow compare.
  const loading = useSelector(actor, form.selectIsLoading);
  const remove = useCommand<FormValues, unknown>({
    confirm: () => ({
      title: `Remove ${label} login`,
      message: `Remove the ${label.toLowerCase()} login? Its sessions end, and the user can no longer sign in with it.`,
      confirmText: 'Remove',
      color: 'error',
    }),
    run: (values, signal) =>
      services.systemUsersApi.deleteLogin(loginRecordBody(kind, systemUserId, values), signal),
    onDone: () => {
      runtime.showSnackbar({ text: `${label} login removed`, severity: 'success' });
      onChanged();
    },
  });
  return {
    form: actor,
    label,
    loading,
    remove,
    /** Remove names the login as it was loaded, not as it is being edited. */
    startRemove: () => remove.start(form.selectPristine(actor.getSnapshot())),
  };
}
