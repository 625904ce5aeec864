import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Redirect, Router, useLocation, useSearch } from 'wouter';
import type { HomePage } from '#contract/home-page';
import type { SignInResult } from '#contract/identity';
import { Spinner } from '#ui/components/spinner/spinner';
import type { RouteParams } from '../app/page-props';
import { useRuntime } from '../app/runtime-context';
import { RouteErrorBoundary } from '../features/shell/route-error-boundary';
import { routeErrorSnackbar } from '../app/load-error';
import { guardRoute } from './guard';
import { findRoute } from './match-route';
import { pages as defaultPages, type PageResolver } from './pages';
import { pageTitle, type AppRoute } from './route-table';

export type Resolution =
  { kind: 'render'; route: AppRoute; params: RouteParams } | { kind: 'redirect'; to: string };

const loopExit = '/login?error=unknownError&checkAuth=false';
const maxHops = 10;

/**
 * Where a location leads: its route, or the end of its redirect chain, so a visitor of / lands on /orders in
 * one step. A chain that comes back on itself (PortalAccess without OrderView: / to /orders to /) is the
 * spec's "lacking permission at home" case and ends at login with unknownError.
 */
export function resolveLocation(
  pathWithSearch: string,
  auth: SignInResult | null,
  home: HomePage | null = null,
): Resolution {
  const seen = new Set<string>();
  let current = pathWithSearch;
  while (seen.size < maxHops) {
    const { route, params } = findRoute(current);
    const verdict = guardRoute(route, auth, current, home);
    if (verdict.kind === 'render')
      return current === pathWithSearch
        ? { kind: 'render', route, params }
        : { kind: 'redirect', to: current };
    seen.add(current);
    if (seen.has(verdict.to)) break;
    current = verdict.to;
  }
  return { kind: 'redirect', to: loopExit };
}

/**
 * The signed-in shell (navigation, avatar menu with its Radix menu and floating-ui) is loaded with the first
 * shell page, not with the entry script: the sign-in area never needs it (docs/performance.md).
 */
const ShellLayout = lazy(() =>
  import('../features/shell/shell-layout').then((m) => ({ default: m.ShellLayout })),
);

/**
 * Renders the current location: guards it with the stored session, redirects (replacing the history
 * entry) or shows its page, bare for the sign-in area and inside the shell elsewhere.
 */
export function RouteView({ pages = defaultPages }: { pages?: PageResolver }) {
  const runtime = useRuntime();
  const [path] = useLocation();
  const search = useSearch();
  const auth = runtime.services.authStore.read();
  const { homePages } = runtime.services;
  const waitingForHome = useSyncExternalStore(homePages.subscribe, homePages.waiting);
  const home = homePages.read();
  const resolution = resolveLocation(search ? `${path}?${search}` : path, auth, home);
  const title = resolution.kind === 'render' ? pageTitle(resolution.route.name) : null;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  // `/` of a signed-in person whose home page this browser does not know yet: the server's answer decides.
  if (path === '/' && auth && waitingForHome) return <Spinner block />;
  if (resolution.kind === 'redirect') return <Redirect key={resolution.to} to={resolution.to} replace />;

  const { route, params } = resolution;
  const Page = pages.pageFor(route.name);
  const onError = (error: unknown) => {
    pages.forget(route.name);
    const message = routeErrorSnackbar(error, navigator.onLine);
    if (message) runtime.showSnackbar(message);
  };
  const content = (
    <RouteErrorBoundary resetKey={path} onError={onError}>
      <Suspense fallback={<Spinner block />}>
        {/* pageFor hands out one cached component per route name, so Page is stable across renders. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page params={params} />
      </Suspense>
    </RouteErrorBoundary>
  );
  // Links and navigate calls inside the page and its shell ask the navigation blocks first (unsaved
  // changes); redirects above are the guard's own and go straight through.
  return (
    <Router aroundNav={runtime.aroundNav}>
      {route.layout === 'shell' ? (
        <Suspense fallback={<Spinner block />}>
          <ShellLayout auth={auth}>{content}</ShellLayout>
        </Suspense>
      ) : (
        content
      )}
    </Router>
  );
}
