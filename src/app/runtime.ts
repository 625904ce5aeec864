import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { ask } from '../../machines/confirm/confirm.ask';
import { confirmMachine, type ConfirmOptions } from '../../machines/confirm/confirm.machine';
import { logoutMachine } from '../../machines/session/logout.machine';
import { sessionWatcherMachine } from '../../machines/session/session-watcher.machine';
import { snackbarMachine, type SnackbarMessage } from '../../machines/snackbar/snackbar.machine';
import type { SignInResult } from '../../api/contract/identity';
import { createServices, type Services } from './services';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export interface RuntimeOptions {
  storage?: Storage;
  navigate?: Navigate;
  currentUrl?: () => string;
  fetch?: typeof fetch;
}

/**
 * The app's long-lived actors and services, created once outside React so StrictMode's double effects
 * cannot duplicate them: snackbar, confirm dialog, logout, and the session watcher (restarted on each
 * sign-in in this tab).
 */
export function createRuntime(options: RuntimeOptions = {}) {
  const navigate: Navigate = options.navigate ?? ((to, o) => browserNavigate(to, o));
  const currentUrl = options.currentUrl ?? (() => location.pathname + location.search);
  let watcher: ActorRefFrom<typeof sessionWatcherMachine> | null = null;

  const services: Services = createServices({
    storage: options.storage ?? localStorage,
    onUnauthorized: () => watcher?.send({ type: 'session.expired', returnUrl: currentUrl() }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const { authStore } = services;

  const snackbar = createActor(snackbarMachine).start();
  const confirmActor = createActor(confirmMachine).start();
  const logout = createActor(
    logoutMachine.provide({
      actions: {
        clearStorage: () => authStore.clear(),
        navigate: (_, { to }) => navigate(to),
        logError: (_, { error }) => console.warn('logout call failed', error),
      },
      actors: { callLogout: fromPromise(({ signal }) => services.authApi.logout(signal)) },
    }),
  ).start();

  const startWatcher = () => {
    watcher?.stop();
    watcher = createActor(
      sessionWatcherMachine.provide({
        actions: {
          logout: (_, { clearStorage }) => logout.send({ type: 'logout.requested', clearStorage }),
          redirectToLogin: (_, { returnUrl }) => {
            authStore.clear();
            const back = returnUrl ? `&returnUrl=${encodeURIComponent(returnUrl)}` : '';
            navigate(`/login?error=tokenExpired${back}`);
          },
        },
      }),
      {
        input: {
          startToken: authStore.token(),
          startIdentityHash: authStore.identityHash(),
          readAuth: () => ({ token: authStore.token(), identityHash: authStore.identityHash() }),
        },
      },
    ).start();
  };
  startWatcher();

  return {
    services,
    navigate,
    snackbar,
    confirmActor,
    logout,
    /**
     * Stores a sign-in result and watches the new session. The watcher starts on a microtask: this is
     * called from machine actions, where starting another actor synchronously is not allowed.
     */
    storeAuth: (result: SignInResult) => {
      authStore.write(result);
      queueMicrotask(startWatcher);
    },
    /** Forgets a half-finished sign-in without treating it as a logout in another tab. */
    clearAuth: () => {
      authStore.clear();
      queueMicrotask(startWatcher);
    },
    showSnackbar: (message: SnackbarMessage) => snackbar.send({ type: 'snackbar.show', ...message }),
    confirm: (o: ConfirmOptions = {}) => ask(confirmActor, o),
    requestLogout: () => logout.send({ type: 'logout.requested' }),
    stop: () => {
      watcher?.stop();
      [snackbar, confirmActor, logout].forEach((a) => a.stop());
    },
  };
}

export type Runtime = ReturnType<typeof createRuntime>;
