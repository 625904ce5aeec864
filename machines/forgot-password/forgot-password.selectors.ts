import type { SnapshotFrom } from 'xstate';
import { messages } from '#contract/messages';
import { forgotPasswordEmailError, type forgotPasswordMachine } from './forgot-password.machine';

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

export const selectIsBusy = (s: ForgotPasswordSnapshot) => s.hasTag('busy');
export const selectIsEditable = (s: ForgotPasswordSnapshot) => s.hasTag('editable');
export const selectIsSending = (s: ForgotPasswordSnapshot) => s.matches('sending');
/** The 'Request Reset Link' button. */
export const selectCanSubmit = (s: ForgotPasswordSnapshot) => s.can({ type: 'form.submit' });

export const selectEmail = (s: ForgotPasswordSnapshot) => s.context.email;
export const selectEmailError = (s: ForgotPasswordSnapshot) =>
  s.context.attempted ? forgotPasswordEmailError(s.context.email) : null;

export const selectIsSuccess = (s: ForgotPasswordSnapshot) => s.matches({ form: 'success' });
/**
 * The confirmation of every request: the link was sent, then who has no email is told to contact an
 * administrator (spec 1 §4). The server answers true for every address, so the second sentence is shown
 * whatever the account, and reveals nothing (decision 052).
 */
export const selectSuccessMessage = (s: ForgotPasswordSnapshot) =>
  s.matches({ form: 'success' }) ? `${messages.resetLinkSent} ${messages.resetLinkNoEmail}` : null;
/** The dismissible error banner: the false-result text or the server's error. */
export const selectError = (s: ForgotPasswordSnapshot) =>
  s.matches({ form: 'failure' }) ? s.context.error : null;
