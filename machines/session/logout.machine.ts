import { fromPromise, setup } from 'xstate';

export type LogoutEvent = {
  type: 'logout.requested';
  /**
   * False when another tab switched account: its authentication stays in storage and the logout endpoint is
   * not called, because the stored token is now the other account's and revoking it would sign that tab out.
   * Defaults to true.
   */
  clearStorage?: boolean;
};

export interface NavigateParams {
  to: string;
}

const notProvided = (name: string): never => {
  throw new Error(`logoutMachine: '${name}' must be provided with .provide()`);
};

/**
 * One long-lived actor for the whole app: the avatar menu and the session watcher both send
 * 'logout.requested'; requests while one is running are ignored. It waits for an event rather than starting
 * on creation so that storage is cleared strictly before the endpoint call starts.
 */
export const logoutMachine = setup({
  types: { events: {} as LogoutEvent },
  actions: {
    clearStorage: () => notProvided('clearStorage'),
    navigate: (_, _params: NavigateParams) => notProvided('navigate'),
    logError: (_, _params: { error: unknown }) => notProvided('logError'),
  },
  actors: {
    // Provided as fromPromise(({ signal }) => authApi.logout({ signal })).
    callLogout: fromPromise<unknown, void>(async () => notProvided('callLogout')),
  },
  guards: {
    keepsStorage: ({ event }) => event.clearStorage === false,
  },
}).createMachine({
  id: 'logout',
  initial: 'idle',
  states: {
    idle: {
      description:
        'Waits for logout.requested. When another tab switched account only this tab leaves; storage and the server session stay.',
      on: {
        'logout.requested': [
          { guard: 'keepsStorage', target: 'idle', actions: { type: 'navigate', params: { to: '/login' } } },
          { target: 'signingOut', actions: 'clearStorage' },
        ],
      },
    },
    signingOut: {
      description:
        'Storage is already cleared; the server is told to end the session, then the person goes to login whatever it answers.',
      tags: ['busy'],
      invoke: {
        id: 'callLogout',
        src: 'callLogout',
        onDone: { target: 'idle', actions: { type: 'navigate', params: { to: '/login' } } },
        // The session is already gone locally; a failed call must not keep the person on the page.
        onError: {
          target: 'idle',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            { type: 'navigate', params: { to: '/login' } },
          ],
        },
      },
    },
  },
});
