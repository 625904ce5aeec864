import { openAccess, type RouteAccess } from './route-access';
import type { PageLoader } from './page-props';

interface RouteBase<N extends string> {
  name: N;
  path: string;
  access: RouteAccess;
  layout: 'auth' | 'shell';
}

/** A route that shows a page. */
export interface PageRoute<N extends string = string> extends RouteBase<N> {
  page: PageLoader;
  redirectTo?: undefined;
}

/**
 * A route that only sends its visitor on (/ to the orders list). With several targets, the first one the
 * visitor may open wins.
 */
export interface RedirectRoute<N extends string = string> extends RouteBase<N> {
  redirectTo: string | readonly string[];
  page?: undefined;
}

export type RouteDef<N extends string = string> = PageRoute<N> | RedirectRoute<N>;

/** A page of the sign-in area: open to anyone, shown without the shell. */
export const authRoute = <const N extends string>(name: N, path: string, page: PageLoader): PageRoute<N> => ({
  name,
  path,
  access: openAccess,
  layout: 'auth',
  page,
});

/** A page inside the signed-in shell. */
export const shellRoute = <const N extends string>(
  name: N,
  path: string,
  access: RouteAccess,
  page: PageLoader,
): PageRoute<N> => ({ name, path, access, layout: 'shell', page });

export const redirectRoute = <const N extends string>(
  name: N,
  path: string,
  access: RouteAccess,
  redirectTo: string | readonly string[],
): RedirectRoute<N> => ({ name, path, access, layout: 'shell', redirectTo });

/**
 * Loads an area's module once for all its routes: the first page of an area brings its neighbours, so
 * moving between them (a record's tabs) shows no spinner. A failed load is not kept, so the next visit
 * fetches it again.
 */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
