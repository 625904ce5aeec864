import { useState } from 'react';
import { Link } from 'wouter';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { PageHeader } from '#ui/components/page-header/page-header';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { EditFormCard } from '../../../shared/forms/edit-form-card';
import { FormNotices } from '../../../shared/forms/form-notices';
import { FormButtons } from '../../../shared/forms/form-buttons';
import * as s from '../shared/form-layout.css';
import { ChangePasswordDialog } from './change-password-dialog';
import { LoginsSection } from './logins-section';
import { ResetLinkDialog } from './reset-link-dialog';
import type { UserEditorBinding, UserEditorProps } from './use-user-editor';
import { UserFields } from './user-fields';
import { NotFoundState } from '../../../app/not-found-state';
import { listPathOf } from './user-paths';

/** System User Details: the user's card, its logins, Change Password, the reset link and Delete. */
export function UserEditorView(props: UserEditorProps & UserEditorBinding) {
  const { id, area, focus, relatedId, form, name, readOnly, remove, resetLink, recordChanged } = props;
  const { canAdd, canUpdate, canDelete } = props;
  // Which dialog is open is view state; what happens inside each is its own machine's.
  const [dialog, setDialog] = useState<'password' | null>(null);
  if (props.notFound) return <NotFoundState back={{ href: listPathOf(area), label: 'Back to list' }} />;

  return (
    <Stack gap="lg" className={s.page}>
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
      <FormNotices form={form} />
      {props.loading ? (
        <Spinner block />
      ) : (
        <EditFormCard
          form={form}
          label="User"
          buttons={
            !readOnly && (
              <FormButtons
                actor={form}
                saveLabel={id === null ? 'Create user' : 'Save'}
                noResetWhenCreating
              />
            )
          }
        >
          <UserFields actor={form} readOnly={readOnly} />
        </EditFormCard>
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
    </Stack>
  );
}
