import { inPortal } from '../app/route-access';
import { redirectRoute } from '../app/route-def';
import { boardRoutes } from '../features/board/board.routes';
import { calendarRoutes } from '../features/calendar/calendar.routes';
import { carriersRoutes } from '../features/parties/carriers.routes';
import { inspectorRoutes } from '../features/inspector/inspector.routes';
import { loadDetailRoutes } from '../features/loads/load-detail.routes';
import { loadsRoutes } from '../features/loads/loads.routes';
import { locationsRoutes } from '../features/parties/locations.routes';
import type { notFoundRoute } from '../features/not-found/not-found.routes';
import { orderCustomersRoutes } from '../features/parties/order-customers.routes';
import { orderDetailRoutes } from '../features/orders/order-detail.routes';
import { ordersRoutes } from '../features/orders/orders.routes';
import { profileRoutes } from '../features/profile/profile.routes';
import { reportsRoutes } from '../features/reports/reports.routes';
import { signInRoutes } from '../features/sign-in/sign-in.routes';
import { storageCustomersRoutes } from '../features/parties/storage-customers.routes';
import { systemUsersRoutes } from '../features/system-users/system-users.routes';
import { trackingRoutes } from '../features/tracking/tracking.routes';
import { webhooksRoutes } from '../features/webhooks/webhooks.routes';

export const productSuffix = 'NWDS Portal';
export const pageTitle = (routeName: string) => `${routeName} | ${productSuffix}`;
export const homePath = '/';

// Home is the orders list (spec 1 §2); identities that may not see orders land on their first screen.
const dashboard = redirectRoute('Dashboard', homePath, inPortal, [
  '/orders',
  '/loads',
  '/calendar',
  '/reports',
  '/users/profile',
]);

/**
 * The route-name catalogue of spec 1 §2 and spec 2 §2, put together from each area's routes file. The
 * first match wins; patterns match whole paths, so only the catch-all (Not Found, kept apart) must come last.
 */
export const routes = [
  ...signInRoutes,
  ...trackingRoutes,
  ...inspectorRoutes,
  dashboard,
  ...ordersRoutes,
  ...orderDetailRoutes,
  ...loadsRoutes,
  ...loadDetailRoutes,
  ...orderCustomersRoutes,
  ...carriersRoutes,
  ...locationsRoutes,
  ...storageCustomersRoutes,
  ...reportsRoutes,
  ...calendarRoutes,
  ...boardRoutes,
  ...profileRoutes,
  ...systemUsersRoutes,
  ...webhooksRoutes,
];

/** A route of the table, or the catch-all. */
export type AppRoute = (typeof routes)[number] | typeof notFoundRoute;
/** Every route name of the portal: naming a page that no route declares is a type error. */
export type RouteName = AppRoute['name'];
