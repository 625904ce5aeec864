import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { reportScreens } from '#contract/report-request';
import type { RouteParams } from './match-route';
import { notFoundRoute, routes } from './route-table';
import type { SystemUsersPageName } from '../features/system-users/system-users-pages';
import type { OrderDetailPageName } from '../features/order-detail/order-detail-pages';
import type { LoadDetailPageName } from '../features/load-detail/load-detail-pages';
import type { CustomerPageName } from '../features/order-customers/use-customer-page';
import type { LocationPageName } from '../features/locations/location-detail-pages';
import type { CarrierPageName } from '../features/carriers/carrier-detail-pages';

export interface PageProps {
  params: RouteParams;
}
export type PageComponent = ComponentType<PageProps>;
type PageLoader = () => Promise<PageComponent>;

/** How the route view finds a route's page; tests pass their own. */
export interface PageResolver {
  pageFor: (routeName: string) => PageComponent;
  /** Drops a page that failed to load, so the next visit fetches it again. */
  forget: (routeName: string) => void;
}

/**
 * Loads an area's modules together, once: the first page of an area brings its neighbours, so moving
 * between them (a user's tabs) shows no spinner. A failed load is not kept.
 */
function area<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

const signInPages = {
  Login: () => import('../features/sign-in/login-page').then((m) => m.LoginPage),
  'Request Access': () => import('../features/sign-in/request-access-page').then((m) => m.RequestAccessPage),
  'Request Access Success': () =>
    import('../features/sign-in/request-access-success-page').then((m) => m.RequestAccessSuccessPage),
  'Forgot Password': () =>
    import('../features/sign-in/forgot-password-page').then((m) => m.ForgotPasswordPage),
  'Reset Password': () => import('../features/sign-in/reset-password-page').then((m) => m.ResetPasswordPage),
  'Account Selection': () =>
    import('../features/sign-in/account-selection-page').then((m) => m.AccountSelectionPage),
} satisfies Record<string, PageLoader>;
type SignInPageName = keyof typeof signInPages;

let signInPrefetchArmed = false;
/**
 * The sign-in area's neighbours are fetched at the person's first key or click on its first page, not with
 * it: a first visit stays small (docs/performance.md), and by the time the form is sent, account selection
 * is there, so moving on shows no spinner.
 */
function prefetchSignInAreaOnFirstInput() {
  if (signInPrefetchArmed || typeof window === 'undefined') return;
  signInPrefetchArmed = true;
  const events = ['pointerdown', 'keydown'] as const;
  const prefetch = () => {
    for (const type of events) window.removeEventListener(type, prefetch, true);
    for (const load of Object.values(signInPages))
      void load().catch(() => {
        // Offline: the page is fetched again when it is visited, and a failure is reported then.
      });
  };
  for (const type of events) window.addEventListener(type, prefetch, { capture: true, passive: true });
}
const fromSignIn =
  (name: SignInPageName): PageLoader =>
  () => {
    prefetchSignInAreaOnFirstInput();
    return signInPages[name]();
  };

const placeholder = area(() => import('../features/placeholder/placeholder-page'));
const placeholderFor =
  (routeName: string): PageLoader =>
  () =>
    placeholder().then(({ PlaceholderPage }) => {
      const Placeholder = () => <PlaceholderPage title={routeName} />;
      Placeholder.displayName = `Placeholder(${routeName})`;
      return Placeholder;
    });

const notFound = area(() => import('../features/not-found/not-found-page'));

const systemUsers = area(() => import('../features/system-users/system-users-pages'));
const fromSystemUsers = (...names: SystemUsersPageName[]): Record<string, PageLoader> =>
  Object.fromEntries(names.map((name) => [name, () => systemUsers().then((m) => m.systemUsersPages[name])]));

const orderDetail = area(() => import('../features/order-detail/order-detail-pages'));
const fromOrderDetail = (...names: OrderDetailPageName[]): Record<string, PageLoader> =>
  Object.fromEntries(names.map((name) => [name, () => orderDetail().then((m) => m.orderDetailPages[name])]));

const loadDetail = area(() => import('../features/load-detail/load-detail-pages'));
const fromLoadDetail = (...names: LoadDetailPageName[]): Record<string, PageLoader> =>
  Object.fromEntries(names.map((name) => [name, () => loadDetail().then((m) => m.loadDetailPages[name])]));

const customerDetail = area(() => import('../features/order-customers/customer-detail-pages'));
const fromCustomerDetail = (...names: CustomerPageName[]): Record<string, PageLoader> =>
  Object.fromEntries(
    names.map((name) => [name, () => customerDetail().then((m) => m.customerDetailPages[name])]),
  );

const locationDetail = area(() => import('../features/locations/location-detail-pages'));
const fromLocationDetail = (...names: LocationPageName[]): Record<string, PageLoader> =>
  Object.fromEntries(
    names.map((name) => [name, () => locationDetail().then((m) => m.locationDetailPages[name])]),
  );

const carrierDetail = area(() => import('../features/carriers/carrier-detail-pages'));
const fromCarrierDetail = (...names: CarrierPageName[]): Record<string, PageLoader> =>
  Object.fromEntries(
    names.map((name) => [name, () => carrierDetail().then((m) => m.carrierDetailPages[name])]),
  );

const reports = area(() => import('../features/reports/report-pages'));
const fromReports = (): Record<string, PageLoader> =>
  Object.fromEntries(
    reportScreens.map(({ title }) => [
      title,
      () => reports().then((m) => m.reportPages[title] as PageComponent),
    ]),
  );

const built: Record<string, PageLoader> = {
  Login: fromSignIn('Login'),
  'Request Access': fromSignIn('Request Access'),
  'Request Access Success': fromSignIn('Request Access Success'),
  'Forgot Password': fromSignIn('Forgot Password'),
  'Reset Password': fromSignIn('Reset Password'),
  'Account Selection': fromSignIn('Account Selection'),
  'Storage Customers': () =>
    import('../features/storage-customers/storage-customers-page').then((m) => m.StorageCustomersPage),
  'Machine Inspector': () => import('../features/inspector/inspector-page').then((m) => m.InspectorPage),
  Orders: () => import('../features/orders/orders-page').then((m) => m.OrdersPage),
  Loads: () => import('../features/loads/loads-page').then((m) => m.LoadsPage),
  Calendar: () => import('../features/calendar/calendar-page').then((m) => m.CalendarPage),
  ...fromOrderDetail(
    'Order Details',
    'Order Load Details',
    'Order Notes',
    'Order Attachments',
    'Order Changelog',
  ),
  ...fromLoadDetail(
    'Load Details',
    'Add/Remove Orders',
    'Carrier Pay',
    'Load Notes',
    'Load Attachments',
    'Load Changelog',
  ),
  'Order Customers': () =>
    import('../features/order-customers/order-customers-page').then((m) => m.OrderCustomersPage),
  Carriers: () => import('../features/carriers/carriers-page').then((m) => m.CarriersPage),
  Locations: () => import('../features/locations/locations-page').then((m) => m.LocationsPage),
  ...fromCustomerDetail(
    'Order Customer Details',
    'Order Customer Contacts',
    'Order Customer Locations',
    'Order Customer Notes',
    'Order Customer Attachments',
    'Order Customer Orders',
    'Order Customer Loads',
  ),
  ...fromLocationDetail(
    'Location Details',
    'Location Contacts',
    'Location Orders',
    'Location Loads',
    'Location Notes',
  ),
  ...fromCarrierDetail('Carrier Details', 'Carrier Contacts', 'Carrier Attachments'),
  'Storage Customer Details': () =>
    import('../features/storage-customers/storage-customer-details-page').then(
      (m) => m.StorageCustomerDetailsPage,
    ),
  ...fromSystemUsers(
    'Requests',
    'System Users',
    'Admins',
    'Employees',
    'Customer Logins',
    'Scan To Pick',
    'Roles',
    'User Request Details',
    'System User Details',
    'Admin Details',
    'Employee Details',
    'Customer Login Details',
    'Scan To Pick Details',
    'System Carriers',
    'Role Details',
  ),
  ...fromReports(),
  Profile: () => import('../features/profile/profile-page').then((m) => m.ProfilePage),
  [notFoundRoute.name]: () => notFound().then((m) => m.NotFoundPage),
};

/** Every route name of the table to its page; business screens not built yet show a placeholder. */
export const pageLoaders: Readonly<Record<string, PageLoader>> = Object.fromEntries(
  [...routes, notFoundRoute].map((route) => [route.name, built[route.name] ?? placeholderFor(route.name)]),
);

const cache = new Map<string, LazyExoticComponent<PageComponent>>();

export const pages: PageResolver = {
  pageFor: (routeName) => {
    let page = cache.get(routeName);
    if (!page) {
      const load = pageLoaders[routeName] ?? pageLoaders[notFoundRoute.name]!;
      page = lazy(() => load().then((component) => ({ default: component })));
      cache.set(routeName, page);
    }
    return page;
  },
  forget: (routeName) => void cache.delete(routeName),
};
