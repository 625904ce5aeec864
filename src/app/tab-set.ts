import type { PageComponent } from './page-props';
import type { RouteAccess } from './route-access';
import { shellRoute, type PageRoute } from './route-def';

/** One tab of a record's page: a route of its own, and the label of its tab. */
export interface TabRoute<N extends string = string> {
  name: N;
  path: string;
  access: RouteAccess;
  label: string;
}

/** A record page's tabs in the order they show. */
export interface TabSet<N extends string = string> {
  /** Names the tab bar: 'Carrier sections'. */
  label: string;
  tabs: readonly TabRoute<N>[];
}

/** The route names of a tab set, as a union: an unknown tab name is a type error. */
export type TabName<T> = T extends TabSet<infer N> ? N : never;

/**
 * A record page's tabs under its base path ('/carriers/:id'), each as [route name, tab label, sub-path,
 * access]. The page draws its tab bar from it and the area's routes file gives each tab its page, so a
 * tab is written once.
 */
export function defineTabs<const N extends string>(
  label: string,
  base: string,
  tabs: readonly (readonly [name: N, label: string, sub: string, access: RouteAccess])[],
): TabSet<N> {
  return {
    label,
    tabs: tabs.map(([name, tabLabel, sub, access]) => ({
      name,
      path: sub ? `${base}/${sub}` : base,
      access,
      label: tabLabel,
    })),
  };
}

/** The tab set as routes of the shell, each showing the page `pageOf` loads for it. */
export const tabRoutes = <N extends string>(
  set: TabSet<N>,
  pageOf: (name: N) => Promise<PageComponent>,
): PageRoute<N>[] =>
  set.tabs.map((tab) => shellRoute(tab.name, tab.path, tab.access, () => pageOf(tab.name)));

/**
 * A tab's address for one record: the required parameters filled in and optional ones left out, so the
 * Order Journey tab of /orders/41/loads/7 leads to /orders/41/loads.
 */
export const tabHref = (path: string, ids: Readonly<Record<string, string | number>>): string =>
  path
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .map((segment) =>
      segment.startsWith(':') ? encodeURIComponent(String(ids[segment.slice(1)] ?? '')) : segment,
    )
    .join('/');
