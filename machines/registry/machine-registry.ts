import type { AnyStateMachine } from 'xstate';
import { accountSelectionMachine } from '../account-selection/account-selection.machine';
import { alertTimeoutMachine } from '../alert-timeout/alert-timeout.machine';
import { confirmMachine } from '../confirm/confirm.machine';
import { forgotPasswordMachine } from '../forgot-password/forgot-password.machine';
import { requestAccessMachine } from '../request-access/request-access.machine';
import { resetPasswordMachine } from '../reset-password/reset-password.machine';
import { logoutMachine } from '../session/logout.machine';
import { sessionWatcherMachine } from '../session/session-watcher.machine';
import { signInMachine } from '../sign-in/sign-in.machine';
import { snackbarMachine } from '../snackbar/snackbar.machine';

export interface RegisteredMachine {
  id: string;
  title: string;
  machine: AnyStateMachine;
  description: string;
}

/** Every machine of the app, for docs/machines.md, graph tests and recorded replays. */
export const machineRegistry: readonly RegisteredMachine[] = [
  {
    id: 'sessionWatcher',
    title: 'Session watcher',
    machine: sessionWatcherMachine,
    description:
      'Checks stored authentication every second; logs out on a removed token or a switched identity, redirects on 401.',
  },
  {
    id: 'logout',
    title: 'Logout',
    machine: logoutMachine,
    description: 'Clears storage, calls the logout endpoint (failure logged) and navigates to /login.',
  },
  {
    id: 'snackbar',
    title: 'Global snackbar',
    machine: snackbarMachine,
    description: 'Queue of messages shown one at a time; 6000 ms default timeout, or until closed.',
  },
  {
    id: 'confirm',
    title: 'Global confirm dialog',
    machine: confirmMachine,
    description: 'One confirmation at a time, answered by Confirm or Cancel; openers await the answer.',
  },
  {
    id: 'alertTimeout',
    title: 'Alert banner',
    machine: alertTimeoutMachine,
    description:
      'Shown or hidden; optional dismiss; with a timeout, a 0-100 % progress bar then hides after 200 ms.',
  },
  {
    id: 'signIn',
    title: 'Sign in',
    machine: signInMachine,
    description: 'Credentials, identity choice and redirect.',
  },
  {
    id: 'requestAccess',
    title: 'Request access',
    machine: requestAccessMachine,
    description: 'New customer access request form.',
  },
  {
    id: 'forgotPassword',
    title: 'Forgot password',
    machine: forgotPasswordMachine,
    description: 'Sends a password reset link by email.',
  },
  {
    id: 'resetPassword',
    title: 'Reset password',
    machine: resetPasswordMachine,
    description: 'Checks the reset hash, then sets a new password.',
  },
  {
    id: 'accountSelection',
    title: 'Account selection',
    machine: accountSelectionMachine,
    description: 'Chooses one of several identities and logs in to it.',
  },
];
