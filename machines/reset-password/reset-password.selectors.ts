import type { SnapshotFrom } from 'xstate';
import { messages } from '#contract/messages';
import { shownFieldError } from '../shared/form-fragment';
import { resetPasswordErrors, type resetPasswordMachine } from './reset-password.machine';

export type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;

export const signInPrompt = 'Please sign in to complete the reset process.';

/** Spinner while the hash is checked and while the new password is sent. */
export const selectIsBusy = (s: ResetPasswordSnapshot) => s.hasTag('busy');
export const selectIsCheckingHash = (s: ResetPasswordSnapshot) => s.matches('checkingHash');
export const selectIsSubmitting = (s: ResetPasswordSnapshot) => s.matches('submitting');
/** Inputs enabled only with a valid hash; an invalid one leaves the form shown but disabled. */
export const selectIsFormEnabled = (s: ResetPasswordSnapshot) => s.hasTag('editable');
export const selectIsInvalid = (s: ResetPasswordSnapshot) => s.matches('invalid');
export const selectIsUpdated = (s: ResetPasswordSnapshot) => s.matches('updated');
/** After the update the form is replaced by the sign-in prompt and a 'Go to login' button. */
export const selectShowForm = (s: ResetPasswordSnapshot) => !s.matches('updated');
/** The 'Reset Password' button. */
export const selectCanSubmit = (s: ResetPasswordSnapshot) => s.can({ type: 'form.submit' });

export const selectPassword = (s: ResetPasswordSnapshot) => s.context.password;
export const selectConfirm = (s: ResetPasswordSnapshot) => s.context.confirm;
/** Field errors appear only after a submit was tried, then follow the typing. */
export const selectPasswordError = (s: ResetPasswordSnapshot) =>
  shownFieldError(s.context, resetPasswordErrors, 'password');
export const selectConfirmError = (s: ResetPasswordSnapshot) =>
  shownFieldError(s.context, resetPasswordErrors, 'confirm');

/** 'Invalid Hash' (or the check's error) while invalid; the update's failure, dismissible, on the form. */
export const selectError = (s: ResetPasswordSnapshot) => (s.hasTag('error') ? s.context.error : null);
export const selectIsErrorDismissible = (s: ResetPasswordSnapshot) => s.can({ type: 'banner.dismiss' });

export const selectUpdatedMessage = (s: ResetPasswordSnapshot) =>
  s.matches('updated') ? messages.passwordUpdated : null;
export const selectSignInPrompt = (s: ResetPasswordSnapshot) => (s.matches('updated') ? signInPrompt : null);

/** Registration links (`?mode=create`) create the first password on the same screen. */
export const selectTitle = (s: ResetPasswordSnapshot) =>
  s.context.resetMode === 'create' ? 'Create Password' : 'Reset Password';
