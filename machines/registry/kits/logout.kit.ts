import { logoutMachine } from '#machines/session/logout.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastAction } from './kit-helpers';

export const logoutKit = defineTestKit(logoutMachine, {
  events: {
    'logout.requested': [{ type: 'logout.requested' }, { type: 'logout.requested', clearStorage: false }],
  },
  actors: {
    callLogout: { done: { loggedOut: null }, error: { serverDown: apiError(503, 'Service Unavailable') } },
  },
  expect: {
    idle: (_, run) =>
      check(
        run.actions.length === 0 || lastAction(run, 'navigate'),
        'every finished logout ends on the login page',
      ),
    signingOut: (s, run) => {
      check(s.hasTag('busy'), 'busy while signing out');
      check(lastAction(run, 'clearStorage'), 'storage is cleared before the call');
    },
  },
});
