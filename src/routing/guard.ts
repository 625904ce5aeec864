import { homePageHref, type HomePage } from '#contract/home-page';
import type { SignInResult } from '#contract/identity';
import { mayOpen } from '../app/route-access';
import type { RouteDef } from '../app/route-def';
import { findRoute } from './match-route';
import { homePath } from './route-table';

export type GuardVerdict = { kind: 'render' } | { kind: 'redirect'; to: string };

/**
 * The guard rules of spec 1 §2: a login-required route without a session goes to login with
 * loginRequired and a returnUrl (neither for the root); a route lacking the allowed permissions goes
 * home, or to login with unknownError when already home. Route redirects (/ to /orders) apply last; at `/` the
 * person's chosen home page comes first when they may open it (issue #31).
 */
export function guardRoute(
  route: RouteDef,
  auth: SignInResult | null,
  pathWithSearch: string,
  home: HomePage | null = null,
): GuardVerdict {
  const signedIn = Boolean(auth?.token && auth.userIdentityCurrent);
  if (route.access.loginRequired && !signedIn) {
    const path = pathWithSearch.split('?')[0];
    return {
      kind: 'redirect',
      to:
        path === homePath
          ? '/login'
          : `/login?error=loginRequired&returnUrl=${encodeURIComponent(pathWithSearch)}`,
    };
  }
  if (!mayOpen(route, auth)) {
    const atHome = pathWithSearch.split('?')[0] === homePath;
    // checkAuth=false: the stored session is valid but cannot enter, so the login page must not bounce it home.
    return { kind: 'redirect', to: atHome ? '/login?error=unknownError&checkAuth=false' : homePath };
  }
  if (route.redirectTo) {
    const listed = typeof route.redirectTo === 'string' ? [route.redirectTo] : route.redirectTo;
    const candidates = home && route.path === homePath ? [homePageHref[home], ...listed] : listed;
    const to = candidates.find((path) => mayOpen(findRoute(path).route, auth)) ?? candidates[0]!;
    return { kind: 'redirect', to };
  }
  return { kind: 'render' };
}
