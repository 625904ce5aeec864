import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { createInspector, type InspectCallback } from '#machines/inspection/broadcast';
import type { AroundNavHandler } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { ask } from '#machines/confirm/confirm.ask';
import { confirmMachine, type ConfirmOptions } from '#machines/confirm/confirm.machine';
import { logoutMachine } from '#machines/session/logout.machine';
import { sessionWatcherMachine } from '#machines/session/session-watcher.machine';
import { snackbarMachine, type SnackbarMessage } from '#machines/snackbar/snackbar.machine';
import type { SignInResult } from '#contract/identity';
import { appConfigLogic, inspectorForAdmins, type AppConfigActor } from './app-config';
import { createNavigationBlocks, guardBrowserHistory, type NavigationBlock } from './navigation-blocks';
import { createLiveDesk } from './live-desk';
import { createServices, type Services } from './services';
import { setBusinessZone } from '../shared/format/business-zone';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export interface RuntimeOptions {
  storage?: Storage;
  navigate?: Navigate;
  currentUrl?: () => string;
  fetch?: typeof fetch;
  /** Streams actors to the machine inspector; null turns it off (tests). Default: by build and setting. */
  inspect?: InspectCallback | null;
  /**
   * Guards the browser's back/forward and tab close for navigation blocks. Default: on when the runtime
   * navigates the real browser history (no `navigate` given).
   */
  guardBrowserHistory?: boolean;
  /**
   * Opens the live desk's stream for a signed-in identity (issue #28), and reads the person's home page
   * (issue #31) at each sign-in. Default: on when the runtime uses the browser's own fetch; a runtime handed
   * its own `fetch` (tests) opts in.
   */
  live?: boolean;
}

const inspectorBuild = () => import.meta.env.DEV || import.meta.env.VITE_MACHINE_INSPECTOR === 'on';

/**
 * The app's long-lived actors and services, created once outside React so StrictMode's double effects
 * cannot duplicate them: snackbar, confirm dialog, logout, and the session watcher and live desk (restarted
 * on each sign-in in this tab).
 */
export function createRuntime(options: RuntimeOptions = {}) {
  // Navigations the app decides on (after logout, on an expired session) go straight through.
  const forceNavigate: Navigate = options.navigate ?? ((to, o) => browserNavigate(to, o));
  const navigationBlocks = createNavigationBlocks();
  /** A navigation a person asked for: held while a block (a form with unsaved changes) says so. */
  const navigate: Navigate = (to, o) => navigationBlocks.attempt(to, () => forceNavigate(to, o));
  const unguardHistory =
    (options.guardBrowserHistory ?? !options.navigate) && typeof window !== 'undefined'
      ? guardBrowserHistory(navigationBlocks)
      : () => {};
  const currentUrl = options.currentUrl ?? (() => location.pathname + location.search);
  let watcher: ActorRefFrom<typeof sessionWatcherMachine> | null = null;

  const services: Services = createServices({
    storage: options.storage ?? localStorage,
    onUnauthorized: () => watcher?.send({ type: 'session.expired', returnUrl: currentUrl() }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const { authStore } = services;

  let config: AppConfigActor | null = null;
  /** GET /api/config once per page, on first use (environment banner, inspector setting). */
  const appConfig = (): AppConfigActor => {
    if (!config) {
      config = createActor(appConfigLogic, { input: { http: services.http } }).start();
      // Moments are shown in the business's zone, which the configuration names (decision 054).
      config.subscribe((s) => {
        if (s.status === 'done') setBusinessZone(s.output?.businessTimeZone);
      });
    }
    return config;
  };

  // Development and QA builds always stream to the inspector; production only for admin identities, and
  // only when the server's MACHINE_INSPECTOR setting is 'admins'.
  const inspect =
    options.inspect === null
      ? undefined
      : (options.inspect ??
        (inspectorBuild()
          ? createInspector()
          : createInspector({
              enabled: () =>
                inspectorForAdmins(appConfig().getSnapshot()) &&
                authStore.read()?.userIdentityCurrent?.identityType === 'admin',
            })));

  /** Background calls for a signed-in identity (the live stream, the home page): see `live` above. */
  const background = () => (options.live ?? !options.fetch) && authStore.identityHash() !== null;

  const liveDesk = createLiveDesk({
    getToken: () => authStore.token(),
    hasIdentity: background,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    inspect,
  });

  const snackbar = createActor(snackbarMachine, { inspect }).start();
  const confirmActor = createActor(confirmMachine, { inspect }).start();
  const logout = createActor(
    logoutMachine.provide({
      actions: {
        // This tab's own logout: the watcher stops watching, so it never mistakes the cleared token for a
        // logout in another tab and asks for a second one once this one is done.
        clearStorage: () => {
          authStore.clear();
          queueMicrotask(startWatcher);
        },
        navigate: (_, { to }) => forceNavigate(to),
        logError: (_, { error }) => console.warn('logout call failed', error),
      },
      actors: { callLogout: fromPromise(({ signal }) => services.authApi.logout(signal)) },
    }),
    { inspect },
  ).start();

  /** The person's home page as the server keeps it, for the route guard at `/` (decision 085). */
  const readHomePage = () => {
    if (!background() || services.homePages.reading()) return;
    services.homePages.track(
      services.sessionApi.getHomePage().then(
        (choice) => choice && services.homePages.remember(choice.homePage),
        () => undefined,
      ),
    );
  };

  const startWatcher = () => {
    liveDesk.restart();
    readHomePage();
    watcher?.stop();
    watcher = createActor(
      sessionWatcherMachine.provide({
        actions: {
          logout: (_, { clearStorage }) => logout.send({ type: 'logout.requested', clearStorage }),
          redirectToLogin: (_, { returnUrl }) => {
            authStore.clear();
            const back = returnUrl ? `&returnUrl=${encodeURIComponent(returnUrl)}` : '';
            forceNavigate(`/login?error=tokenExpired${back}`);
          },
        },
      }),
      {
        input: {
          startToken: authStore.token(),
          startIdentityHash: authStore.identityHash(),
          readAuth: () => ({ token: authStore.token(), identityHash: authStore.identityHash() }),
        },
        inspect,
      },
    ).start();
  };
  startWatcher();

  return {
    services,
    navigate,
    appConfig,
    inspect,
    snackbar,
    confirmActor,
    logout,
    /** The live desk: screens subscribe to the changes other people make (issue #28). */
    live: {
      subscribe: liveDesk.subscribe,
      subscribePresence: liveDesk.subscribePresence,
      actor: liveDesk.actor,
    },
    /**
     * Stores a sign-in result and watches the new session. The watcher starts on a microtask: this is
     * called from machine actions, where starting another actor synchronously is not allowed.
     */
    storeAuth: (result: SignInResult) => {
      authStore.write(result);
      // At once, not with the watcher: the sign-in goes on to `/`, whose guard waits for this read.
      readHomePage();
      queueMicrotask(startWatcher);
    },
    /** Forgets a half-finished sign-in without treating it as a logout in another tab. */
    clearAuth: () => {
      authStore.clear();
      queueMicrotask(startWatcher);
    },
    showSnackbar: (message: SnackbarMessage) => snackbar.send({ type: 'snackbar.show', ...message }),
    confirm: (o: ConfirmOptions = {}) => ask(confirmActor, o),
    /** Logging out leaves the page too, so it asks the navigation blocks first. */
    requestLogout: () => navigationBlocks.attempt('/login', () => logout.send({ type: 'logout.requested' })),
    /**
     * Holds navigations while `block.isBlocking()`: `navigate` here, the router's links and navigate
     * (see `aroundNav`), logout, back/forward and tab close. Returns the function that removes it.
     */
    registerNavigationBlock: (block: NavigationBlock) => navigationBlocks.register(block),
    /** wouter's `aroundNav`: every Link click and `useLocation` navigate goes through the blocks. */
    aroundNav: ((nav, to, o) =>
      navigationBlocks.attempt(String(to), () => nav(to, o))) satisfies AroundNavHandler,
    stop: () => {
      unguardHistory();
      liveDesk.stop();
      watcher?.stop();
      [snackbar, confirmActor, logout].forEach((a) => a.stop());
      config?.stop();
      inspect?.close();
    },
  };
}

export type Runtime = ReturnType<typeof createRuntime>;
