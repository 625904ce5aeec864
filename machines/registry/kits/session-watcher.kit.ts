import { sessionWatcherMachine, type AuthProbe } from '#machines/session/session-watcher.machine';
import { check, defineTestKit } from '../test-kit';
import { lastAction } from './kit-helpers';

const reading = (token: string | null, identityHash: string | null) => (): AuthProbe => ({
  token,
  identityHash,
});
const signedIn = { startToken: 'token-1', startIdentityHash: 'hash-1' };

export const sessionWatcherKit = defineTestKit(sessionWatcherMachine, {
  input: { ...signedIn, readAuth: reading('token-1', 'hash-1') },
  scenarios: {
    signedOut: { startToken: null, startIdentityHash: null, readAuth: reading(null, null) },
    tokenRemoved: { ...signedIn, readAuth: reading(null, null) },
    identitySwitched: { ...signedIn, readAuth: reading('token-2', 'hash-2') },
  },
  events: { 'session.expired': [{ type: 'session.expired', returnUrl: '/orders' }] },
  expect: {
    watching: (s) => check(s.context.reason === null, 'no end reason while watching'),
    loggedOut: (s, run) => {
      const logout = lastAction(run, 'logout');
      check(logout, 'logout is requested');
      check(
        (logout.params as { clearStorage: boolean }).clearStorage === (s.context.reason === 'tokenRemoved'),
        'storage is cleared only when the token was removed, not when another tab switched identity',
      );
    },
    expired: (s, run) => {
      check(s.context.reason === 'tokenExpired', 'the reason is tokenExpired');
      check(lastAction(run, 'redirectToLogin'), 'the person is sent to login');
    },
    inactive: (_, run) => check(run.actions.length === 0, 'nothing happens without a session'),
  },
  // A replay cannot see storage; it assumes the stored authentication stayed what it was at the start.
  reviveInput: (recorded) => {
    const r = recorded as { startToken: string | null; startIdentityHash: string | null };
    return { ...r, readAuth: reading(r.startToken, r.startIdentityHash) };
  },
});
