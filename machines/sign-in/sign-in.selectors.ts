import type { SnapshotFrom } from 'xstate';
import { shownFieldError } from '../shared/form-fragment';
import { signInFieldErrors, type signInMachine } from './sign-in.machine';

export type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

/** Spinner on the Login button, and inputs disabled, while the session is checked or credentials are sent. */
export const selectIsBusy = (s: SignInSnapshot) => s.hasTag('busy');
export const selectIsEditable = (s: SignInSnapshot) => s.hasTag('editable');
export const selectIsCheckingSession = (s: SignInSnapshot) => s.matches('checkingSession');
export const selectIsSubmitting = (s: SignInSnapshot) => s.matches('submitting');
export const selectIsRedirecting = (s: SignInSnapshot) => s.matches('redirecting');
export const selectCanSubmit = (s: SignInSnapshot) => s.can({ type: 'credentials.submit' });

export const selectLogin = (s: SignInSnapshot) => s.context.login;
export const selectPassword = (s: SignInSnapshot) => s.context.password;

/** Field errors appear only after a submit was tried, then follow the typing. */
export const selectLoginError = (s: SignInSnapshot) => shownFieldError(s.context, signInFieldErrors, 'login');
export const selectPasswordError = (s: SignInSnapshot) =>
  shownFieldError(s.context, signInFieldErrors, 'password');

/** The dismissible error banner: the query's error on load, or the last sign-in failure. */
export const selectError = (s: SignInSnapshot) => s.context.error;

const withEmail = (path: string, login: string) =>
  login.trim() ? `${path}?email=${encodeURIComponent(login.trim())}` : path;

/** 'New customer? Request Access' and 'Forgot your password?' carry the typed login (spec 1 §2). */
export const selectRequestAccessHref = (s: SignInSnapshot) =>
  withEmail('/login/request-access', s.context.login);
export const selectForgotPasswordHref = (s: SignInSnapshot) =>
  withEmail('/login/forgot-password', s.context.login);
