import { answered } from '../../../app/answered';
import { useRuntime } from '../../../app/runtime-context';
import { useEditForm } from '../../../app/use-edit-form';
import { changePasswordSchema } from './change-password-schema';

export interface ChangePasswordDialogProps {
  systemUserId: number;
  userName: string;
  onClose: () => void;
  /** The password was changed (the user record with it). */
  onChanged: () => void;
}

/** Binds the administrator's change-password form to changePassword/{id}; a blank form is the new baseline. */
export function useChangePasswordDialog({
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
  return { form: actor };
}
