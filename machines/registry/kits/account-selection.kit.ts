import { accountSelectionMachine } from '#machines/account-selection/account-selection.machine';
import type { LoginToAccountInput } from '#machines/sign-in/sign-in.helpers';
import { identities, signInResult } from '#machines/testing/auth-fixtures';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastAction, lastCallInput } from './kit-helpers';

const { employee, customer, scanner } = identities;

export const accountSelectionKit = defineTestKit(accountSelectionMachine, {
  input: { auth: signInResult({ userIdentities: [employee, customer, scanner] }), returnUrl: '/orders' },
  scenarios: { noIdentities: { auth: signInResult({ userIdentities: [] }) } },
  events: {
    'selection.changed': [
      { type: 'selection.changed', hash: 'hash-customer' },
      { type: 'selection.changed', hash: 'hash-scanner' },
    ],
    'rolePermissions.changed': [{ type: 'rolePermissions.changed', checked: false }],
  },
  actors: {
    fetchProfile: {
      done: {
        withSystemRoles: { isActive: true, systemRoles: [{ name: 'Dispatch' }] },
        inactive: { isActive: false },
      },
      error: { offline: apiError(0, 'An unknown error occurred. Please try again.') },
    },
    loginToAccount: {
      done: { entered: signInResult({ userIdentityCurrent: customer }), noResult: null },
      error: { serverError: apiError(500, 'Internal Server Error') },
    },
  },
  expect: {
    loadingProfile: (s) => check(s.hasTag('busy'), 'busy while the profile loads'),
    choosing: (s) =>
      check(s.hasTag('editable') && s.context.selectedHash !== 'hash-scanner', 'a portal identity is chosen'),
    'choosing.failure': (s) => check(s.hasTag('error') && s.context.error, 'the failure shows'),
    submitting: (s, run) =>
      check(
        lastCallInput<LoginToAccountInput>(run, 'loginToAccount')?.identity.hash === s.context.selectedHash,
        'the chosen identity is entered',
      ),
    done: (s, run) => {
      const to = (lastAction(run, 'navigate')?.params as { to: string } | undefined)?.to;
      check(to === (s.context.returnUrl ?? '/'), `navigates to the returnUrl, not ${to}`);
    },
    leaving: (_, run) => check(lastAction(run, 'navigate'), 'without identities, back to login'),
  },
});
