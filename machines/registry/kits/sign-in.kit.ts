import { assign } from 'xstate';
import type { LoginRequest } from '#contract/identity';
import { signInMachine } from '#machines/sign-in/sign-in.machine';
import type { LoginToAccountInput } from '#machines/sign-in/sign-in.helpers';
import { identities, signInResult } from '#machines/testing/auth-fixtures';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastAction, lastCallInput, lastParams } from './kit-helpers';

const { employee, customer, scanner } = identities;
const clock = { localTime: '2025-09-04T09:30:00', timezoneOffsetMinutes: 420 };

export const signInKit = defineTestKit(signInMachine, {
  input: { hasStoredIdentity: true },
  scenarios: {
    afterExpiry: {
      hasStoredIdentity: false,
      error: 'tokenExpired',
      returnUrl: '/orders/7',
      email: 'dana@example.com',
    },
  },
  provide: { actions: { stampClock: assign({ clock: () => clock }) } },
  events: {
    'field.changed': [
      { type: 'field.changed', field: 'login', value: 'dana@example.com' },
      { type: 'field.changed', field: 'password', value: 'Correct-horse-1' },
      { type: 'field.changed', field: 'password', value: 'short' },
    ],
  },
  actors: {
    checkCurrentUser: {
      done: { signedIn: signInResult({ userIdentityCurrent: employee }), noSession: null },
      error: { offline: apiError(0, 'An unknown error occurred. Please try again.') },
    },
    login: {
      done: {
        oneIdentity: signInResult({ userIdentities: [employee] }),
        severalIdentities: signInResult({ userIdentities: [employee, customer, scanner] }),
        scanToPickOnly: signInResult({ userIdentities: [scanner] }),
        noIdentities: signInResult({ userIdentities: [] }),
      },
      error: { wrongPassword: apiError(401, 'Invalid email/username or password.') },
    },
    loginToAccount: {
      done: { entered: signInResult({ userIdentityCurrent: employee }), noResult: null },
      error: { serverError: apiError(500, 'Internal Server Error') },
    },
  },
  expect: {
    idle: (s) => check(s.hasTag('editable') && !s.hasTag('busy'), 'the form is editable'),
    checkingSession: (s, run) => {
      check(s.hasTag('busy'), 'busy while checking the session');
      check(run.calls.at(-1)?.id === 'checkCurrentUser', 'the current user is asked for');
    },
    'submitting.signingIn': (s, run) => {
      const sent = lastCallInput<LoginRequest>(run, 'login');
      check(s.hasTag('busy') && s.context.attempted, 'busy and attempted');
      check(sent?.login === s.context.login.trim(), 'the trimmed login is sent');
      check(sent?.localTime === clock.localTime, 'the local clock reading is sent');
    },
    'submitting.enteringAccount': (s, run) => {
      const sent = lastCallInput<LoginToAccountInput>(run, 'loginToAccount');
      check(
        sent?.identity.hash === s.context.signIn?.userIdentities?.[0]?.hash,
        'the one identity is entered',
      );
      check(lastParams(run, 'storeAuth'), 'the sign-in is stored before LoginToAccount');
    },
    redirecting: (s, run) => {
      check(s.status === 'done', 'the flow is over');
      const to = (lastAction(run, 'navigate')?.params as { to: string } | undefined)?.to;
      check(to === s.context.redirectTo, `navigates to ${s.context.redirectTo}, not ${to}`);
    },
  },
});
