import { Button } from '#ui/components/button/button';
import { Dialog } from '#ui/components/dialog/dialog';
import { Inline } from '#ui/components/inline/inline';
import { PasswordField } from '#ui/components/password-field/password-field';
import { FormButtons } from '../../../shared/forms/form-buttons';
import { FormNotices } from '../../../shared/forms/form-notices';
import * as s from '../shared/form-layout.css';
import { useTextField } from '../../../app/use-form-field';
import { useChangePasswordDialog, type ChangePasswordDialogProps } from './use-change-password-dialog';

/** An administrator sets a user's password (changePassword/{id}); the user's sessions end. */
export function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  return <ChangePasswordDialogView {...props} {...useChangePasswordDialog(props)} />;
}

function ChangePasswordDialogView({
  userName,
  onClose,
  form: actor,
}: ChangePasswordDialogProps & ReturnType<typeof useChangePasswordDialog>) {
  const password = useTextField(actor, 'password', { emptyAs: '' });
  const confirm = useTextField(actor, 'confirm', { emptyAs: '' });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Change Password"
      description={`Set a new password for ${userName}. Their open sessions end.`}
      width={480}
    >
      <form
        className={s.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'form.save' });
        }}
      >
        <FormNotices form={actor} />
        <PasswordField label="New Password" required autoComplete="new-password" {...password} />
        <PasswordField label="Confirm Password" required autoComplete="new-password" {...confirm} />
        <Inline gap="sm" align="end" wrap={false}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <FormButtons actor={actor} saveLabel="Change Password" noResetWhenCreating />
        </Inline>
      </form>
    </Dialog>
  );
}
