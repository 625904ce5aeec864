import type { RouteParams } from '../app/page-props';
import { notFoundRoute } from '../features/not-found/not-found.routes';
import { routes, type AppRoute } from './route-table';

/** Matches `/a/:b/:c?` patterns segment by segment; `*` matches anything. */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  if (pattern === '*') return {};
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('?')[0]!.split('/').filter(Boolean);
  const params: RouteParams = {};
  for (let i = 0; i < Math.max(want.length, have.length); i++) {
    const w = want[i];
    const h = have[i];
    if (w === undefined) return null;
    if (w.startsWith(':')) {
      const optional = w.endsWith('?');
      const name = w.slice(1, optional ? -1 : undefined);
      if (h === undefined) {
        if (!optional) return null;
        continue;
      }
      params[name] = decodeURIComponent(h);
      continue;
    }
    if (w !== h) return null;
  }
  return params;
}

export function findRoute(path: string): { route: AppRoute; params: RouteParams } {
  for (const route of routes) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
  }
  return { route: notFoundRoute, params: {} };
}
