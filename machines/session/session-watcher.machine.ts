import { assign, setup } from 'xstate';
import { timings } from '#contract/messages';

/** What the watcher needs to see of the stored authentication on each check. */
export interface AuthProbe {
  token: string | null;
  identityHash: string | null;
}

export interface SessionWatcherInput {
  startToken: string | null;
  startIdentityHash: string | null;
  /** Reads the stored authentication now, e.g. `() => ({ token: store.token(), identityHash: store.identityHash() })`. */
  readAuth: () => AuthProbe;
}

export type SessionEndReason = 'tokenRemoved' | 'identitySwitched' | 'tokenExpired';

export type SessionWatcherEvent = { type: 'session.expired'; returnUrl: string | null };

export interface LogoutParams {
  clearStorage: boolean;
}
export interface RedirectToLoginParams {
  error: 'tokenExpired';
  returnUrl: string | null;
  /** A 401 ends the session (spec 1 §4), so the stored token must go before the login page checks it. */
  clearStorage: true;
}

const notProvided = (name: string): never => {
  throw new Error(`sessionWatcherMachine: action '${name}' must be provided with .provide()`);
};

export const sessionWatcherMachine = setup({
  types: {
    input: {} as SessionWatcherInput,
    context: {} as SessionWatcherInput & { reason: SessionEndReason | null },
    events: {} as SessionWatcherEvent,
  },
  actions: {
    logout: (_, _params: LogoutParams) => notProvided('logout'),
    redirectToLogin: (_, _params: RedirectToLoginParams) => notProvided('redirectToLogin'),
    setReason: assign((_, reason: SessionEndReason) => ({ reason })),
  },
  guards: {
    hasStartToken: ({ context }) => Boolean(context.startToken),
    tokenRemoved: ({ context }) => !context.readAuth().token,
    identitySwitched: ({ context }) => context.readAuth().identityHash !== context.startIdentityHash,
  },
  delays: { identityCheckInterval: timings.identityCheckIntervalMs },
}).createMachine({
  id: 'sessionWatcher',
  context: ({ input }) => ({ ...input, reason: null }),
  initial: 'starting',
  states: {
    starting: {
      description:
        'Decides at once: nothing to watch when the app starts signed out; the route guard sends the visitor to login.',
      always: [{ guard: 'hasStartToken', target: 'watching' }, { target: 'inactive' }],
    },
    watching: {
      description:
        'Reads the stored authentication every interval: a removed token or another identity (another tab) ends the session here too; a 401 anywhere reports session.expired.',
      after: {
        identityCheckInterval: [
          {
            guard: 'tokenRemoved',
            target: 'loggedOut',
            actions: [
              { type: 'setReason', params: 'tokenRemoved' },
              { type: 'logout', params: { clearStorage: true } },
            ],
          },
          {
            // Another tab switched account: its new authentication in storage must survive this tab's logout.
            guard: 'identitySwitched',
            target: 'loggedOut',
            actions: [
              { type: 'setReason', params: 'identitySwitched' },
              { type: 'logout', params: { clearStorage: false } },
            ],
          },
          { target: 'watching', reenter: true },
        ],
      },
      on: {
        'session.expired': {
          target: 'expired',
          actions: [
            { type: 'setReason', params: 'tokenExpired' },
            {
              type: 'redirectToLogin',
              params: ({ event }) => ({
                error: 'tokenExpired',
                returnUrl: event.returnUrl,
                clearStorage: true,
              }),
            },
          ],
        },
      },
    },
    // The three ends are not `type: 'final'`: a stopped actor warns on every send, and requests still in flight
    // may report more 401s. Here they are ignored, so parallel failures redirect once, not once each.
    loggedOut: {
      description:
        'Another tab signed out or switched account; this tab was logged out. Later events are ignored.',
    },
    expired: {
      description:
        'A request answered 401; the person was sent to login once. Further 401s of requests in flight are ignored.',
    },
    inactive: { description: 'The app started signed out: there is no session to watch.' },
  },
});
