import type { ComponentType } from 'react';

/** A route pattern's parameters, e.g. `{ orderId: '41' }` for /orders/41. */
export type RouteParams = Record<string, string | undefined>;

/** What the route view passes every page. */
export interface PageProps {
  params: RouteParams;
}

export type PageComponent = ComponentType<PageProps>;

/** Fetches a page's module on the first visit, so each area ships in its own chunk. */
export type PageLoader = () => Promise<PageComponent>;
