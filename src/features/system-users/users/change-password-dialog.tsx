import { z } from 'zod';
import { newPasswordSchema, passwordMismatchMessage } from '../../../../api/contract/password-rules';
import { Button } from '../../../../ui/components/button/button';
import { Dialog } from '../../../../ui/components/dialog/dialog';
import { PasswordField } from '../../../../ui/components/password-field/password-field';
import { useRuntime } from '../../../app/runtime-context';
import { FormButtons } from '../shared/form-buttons';
import { FormNotices } from '../../../shared/forms/form-notices';
import * as s from '../shared/form-layout.css';
import { useEditForm } from '../../../app/use-edit-form';
import { answered } from '../../../app/answered';
import { useTextField } from '../../../app/use-form-field';

/** The reset rules of spec 1 §5 for a password an administrator sets. */
const changePasswordSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: passwordMismatchMessage });

export interface ChangePasswordDialogProps {
  systemUserId: number;
  userName: string;
  onClose: () => void;
  /** The password was changed (the user record with it). */
  onChanged: () => void;
}

/** An administrator sets a user's password (changePassword/{id}); the user's sessions end. */
export function ChangePasswordDialog({
  systemUserId,
  userName,
  onClose,
  onChanged,
}: ChangePasswordDialogProps) {
  const runtime = useRuntime();
  const actor = useEditForm({
    input: { values: { password: '', confirm: '' }, schema: changePasswordSchema },
    save: async ({ values }, signal) => {
      answered(
        await runtime.services.systemUsersApi.changePassword(
          systemUserId,
          { password: String(values.password) },
          signal,
        ),
      );
      return { password: '', confirm: '' };
    },
    onSaved: () => {
      runtime.showSnackbar({ text: `The password of ${userName} has been changed`, severity: 'success' });
      onClose();
      onChanged();
    },
  });
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
        <div className={s.buttons}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <FormButtons actor={actor} saveLabel="Change Password" />
        </div>
      </form>
    </Dialog>
  );
}
