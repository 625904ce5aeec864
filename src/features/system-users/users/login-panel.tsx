import { useSelector } from '@xstate/react';
import type { LoginRecordPart } from '../../../../api/contract/system-login';
import * as form from '../../../../machines/edit-form/edit-form.selectors';
import type { FormValues } from '../../../../machines/edit-form/edit-form.values';
import { AlertBanner } from '../../../../ui/components/alert-banner/alert-banner';
import { Button } from '../../../../ui/components/button/button';
import { Card } from '../../../../ui/components/card/card';
import { CollapsibleSection } from '../../../../ui/components/collapsible-section/collapsible-section';
import { EditField } from '../../../../ui/components/edit-field/edit-field';
import { Spinner } from '../../../../ui/components/spinner/spinner';
import { useRuntime } from '../../../app/runtime-context';
import { FormButtons } from '../shared/form-buttons';
import { FormNotices } from '../../../shared/forms/form-notices';
import * as s from '../shared/form-layout.css';
import { loginKindLabel } from '../shared/login-kinds';
import { PermissionPicker } from '../shared/permission-picker';
import { useCommand } from '../../../app/use-command';
import { useEditForm, type EditFormActor } from '../../../app/use-edit-form';
import { useFormField } from '../../../app/use-form-field';
import { loginFormSchemas, loginRecordBody, loadLogin, newLoginValues, saveLogin } from './login-form';
import { LoginKindFields } from './login-kind-fields';

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

/** One login of a user: its fields, its own permission codes, Save, and Remove. */
export function LoginPanel({
  kind,
  systemUserId,
  create,
  readOnly,
  canDelete,
  onChanged,
  onCancel,
}: LoginPanelProps) {
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

  return (
    <Card
      title={create ? `New ${label} login` : `${label} login`}
      headingLevel={3}
      actions={
        create
          ? onCancel && (
              <Button variant="ghost" size="sm" onClick={onCancel}>
                Cancel
              </Button>
            )
          : canDelete && (
              <Button
                variant="secondary"
                size="sm"
                loading={remove.busy}
                onClick={() => remove.start(form.selectPristine(actor.getSnapshot()))}
              >
                {`Remove ${label} login`}
              </Button>
            )
      }
    >
      <div className={s.form}>
        <AlertBanner type="error" open={remove.error !== null} onDismiss={remove.dismiss} marginBottom={0}>
          {remove.error}
        </AlertBanner>
        <FormNotices form={actor} />
        {loading ? (
          <Spinner block />
        ) : (
          <form
            className={s.form}
            noValidate
            aria-label={`${label} login`}
            onSubmit={(e) => {
              e.preventDefault();
              actor.send({ type: 'form.save' });
            }}
          >
            <LoginKindFields kind={kind} actor={actor} readOnly={readOnly} />
            <LoginCommonFields actor={actor} readOnly={readOnly} label={label} />
            {!readOnly && <FormButtons actor={actor} saveLabel={create ? `Add ${label} login` : 'Save'} />}
          </form>
        )}
      </div>
    </Card>
  );
}

function LoginCommonFields({
  actor,
  readOnly,
  label,
}: {
  actor: EditFormActor;
  readOnly: boolean;
  label: string;
}) {
  const active = useFormField<boolean>(actor, 'isActive');
  const codes = useFormField<number[] | undefined>(actor, 'permissionCodes');
  return (
    <>
      <EditField
        type="checkbox"
        label={`${label} login active`}
        value={active.value !== false}
        onChange={active.onChange}
        disabled={active.disabled || readOnly}
        helperText="Deactivating a login ends the sessions signed in to it."
      />
      <CollapsibleSection title={`Login permissions (${(codes.value ?? []).length})`}>
        <PermissionPicker
          legend={`${label} login permissions`}
          value={codes.value ?? []}
          onChange={codes.onChange}
          disabled={codes.disabled || readOnly}
        />
      </CollapsibleSection>
    </>
  );
}
