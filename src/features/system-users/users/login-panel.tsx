import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Card } from '#ui/components/card/card';
import { CollapsibleSection } from '#ui/components/collapsible-section/collapsible-section';
import { EditField } from '#ui/components/edit-field/edit-field';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { FormButtons } from '../../../shared/forms/form-buttons';
import { FormNotices } from '../../../shared/forms/form-notices';
import { PermissionPicker } from '../shared/permission-picker';
import type { EditFormActor } from '../../../app/use-edit-form';
import { useFormField } from '../../../app/use-form-field';
import { LoginKindFields } from './login-kind-fields';
import { useLoginPanel, type LoginPanelProps } from './use-login-panel';
import { EditFormElement } from '../../../shared/forms/edit-form-element';

/** One login of a user: its fields, its own permission codes, Save, and Remove. */
export function LoginPanel(props: LoginPanelProps) {
  return <LoginPanelView {...props} {...useLoginPanel(props)} />;
}

function LoginPanelView(props: LoginPanelProps & ReturnType<typeof useLoginPanel>) {
  const { kind, create, readOnly, canDelete, onCancel, form, label, loading, remove, startRemove } = props;
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
              <Button variant="secondary" size="sm" loading={remove.busy} onClick={startRemove}>
                {`Remove ${label} login`}
              </Button>
            )
      }
    >
      <Stack gap="lg">
        <AlertBanner type="error" open={remove.error !== null} onDismiss={remove.dismiss} marginBottom={0}>
          {remove.error}
        </AlertBanner>
        <FormNotices form={form} />
        {loading ? (
          <Spinner block />
        ) : (
          <EditFormElement form={form} label={`${label} login`}>
            <LoginKindFields kind={kind} actor={form} readOnly={readOnly} />
            <LoginCommonFields actor={form} readOnly={readOnly} label={label} />
            {!readOnly && (
              <FormButtons
                actor={form}
                saveLabel={create ? `Add ${label} login` : 'Save'}
                noResetWhenCreating
              />
            )}
          </EditFormElement>
        )}
      </Stack>
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
