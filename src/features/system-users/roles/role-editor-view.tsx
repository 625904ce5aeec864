import { Link } from 'wouter';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Card } from '#ui/components/card/card';
import { EditField } from '#ui/components/edit-field/edit-field';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { PageHeader } from '#ui/components/page-header/page-header';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import type { EditFormActor } from '../../../app/use-edit-form';
import { useFormField, useTextField } from '../../../app/use-form-field';
import { EditFormElement } from '../../../shared/forms/edit-form-element';
import { FormNotices } from '../../../shared/forms/form-notices';
import { FormButtons } from '../../../shared/forms/form-buttons';
import * as s from '../shared/form-layout.css';
import { PermissionPicker } from '../shared/permission-picker';
import { NotFoundState } from '../../../app/not-found-state';
import { rolesListPath } from './role-paths';
import type { RoleEditorViewProps } from './use-role-editor';

/** Role Details: the header with Delete, the notices and the role's form. */
export function RoleEditorView(props: RoleEditorViewProps) {
  const { id, form, name, loading, notFound, canSave, canDelete, remove } = props;
  if (notFound) return <NotFoundState back={{ href: rolesListPath, label: 'Back to Roles' }} />;
  return (
    <Stack gap="lg" className={s.page}>
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
      <FormNotices form={form} />
      {loading ? <Spinner block /> : <RoleForm actor={form} readOnly={!canSave} />}
    </Stack>
  );
}

function RoleForm({ actor, readOnly }: { actor: EditFormActor; readOnly: boolean }) {
  const name = useTextField(actor, 'name', { emptyAs: '' });
  const description = useTextField(actor, 'description');
  const codes = useFormField<number[] | undefined>(actor, 'permissionCodes');
  return (
    <EditFormElement form={actor}>
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
      {!readOnly && <FormButtons actor={actor} noResetWhenCreating />}
    </EditFormElement>
  );
}
