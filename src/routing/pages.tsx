import { lazy, type LazyExoticComponent } from 'react';
import type { PageComponent, PageLoader } from '../app/page-props';
import { notFoundRoute } from '../features/not-found/not-found.routes';
import { routes, type RouteName } from './route-table';

/** How the route view finds a route's page; tests pass their own. */
export interface PageResolver {
  pageFor: (routeName: RouteName) => PageComponent;
  /** Drops a page that failed to load, so the next visit fetches it again. */
  forget: (routeName: RouteName) => void;
}

// A route that only redirects has no page; the guard never renders it.
const loaders = new Map<RouteName, PageLoader>(
  [...routes, notFoundRoute].flatMap((route) => (route.page ? [[route.name, route.page] as const] : [])),
);

const cache = new Map<RouteName, LazyExoticComponent<PageComponent>>();

/** Each route's page, fetched on its first visit and kept as one component per route name. */
export const pages: PageResolver = {
  pageFor: (routeName) => {
    let page = cache.get(routeName);
    if (!page) {
      const load = loaders.get(routeName) ?? notFoundRoute.page;
      page = lazy(() => load().then((component) => ({ default: component })));
      cache.set(routeName, page);
    }
    return page;
  },
  forget: (routeName) => void cache.delete(routeName),
};
