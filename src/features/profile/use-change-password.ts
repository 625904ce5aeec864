import { shallowEqual, useSelector } from '@xstate/react';
import * as select from '#machines/edit-form/edit-form.selectors';
import { useRuntime } from '../../app/runtime-context';
import { useEditForm } from '../../app/use-edit-form';
import { blankPasswords, changePasswordSchema, passwordTexts } from './profile-rules';

const selectChangePasswordView = (s: select.EditFormSnapshot) => ({
  password: select.selectText(s, 'password'),
  saving: select.selectIsSaving(s),
  dirty: select.selectIsDirty(s),
  editable: select.selectIsEditable(s),
});

/** Binds the change-password form to ChangePassword; a stored password leaves a blank form behind. */
export function useChangePassword() {
  const runtime = useRuntime();
  const { authApi } = runtime.services;
  const form = useEditForm({
    input: { values: blankPasswords, schema: changePasswordSchema },
    save: async ({ values }, signal) => {
      const result = await authApi.changePassword(
        { passwordOld: String(values.passwordOld), password: String(values.password) },
        signal,
      );
      if (result === false) throw new Error(passwordTexts.failed);
      // Passwords leave memory: the blank form is the new baseline.
      return blankPasswords;
    },
  });
  return { ...useSelector(form, selectChangePasswordView, shallowEqual), form };
}

export type ChangePasswordViewProps = ReturnType<typeof useChangePassword>;
