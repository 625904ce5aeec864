import { createUploader } from '#client/file-upload';
import { createHttpClient, type HttpClient } from '#client/http-client';
import { lazyApi, type AsyncApi } from '#client/lazy-api';
import { createAuthStore, type AuthStorage } from '#machines/session/auth-store';
import { createHomePageStore } from './home-page';

/**
 * The browser's ways out: storage, HTTP and the API areas, built once per page. Each area's module (its
 * schemas) is fetched on the area's first call (lazyApi, decision 044), so the entry script carries none.
 */
export function createServices(options: {
  storage: AuthStorage;
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}) {
  const authStore = createAuthStore(options.storage);
  const http = createHttpClient({
    getToken: () => authStore.token(),
    onUnauthorized: options.onUnauthorized,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // Uploads need progress, so they go by XMLHttpRequest, with the same token and the same 401 rule.
  const upload = createUploader({
    getToken: () => authStore.token(),
    onUnauthorized: options.onUnauthorized,
  });
  const area = <T extends AsyncApi>(load: () => Promise<(client: HttpClient) => T>) =>
    lazyApi(() => load().then((create) => create(http)));
  return {
    authStore,
    homePages: createHomePageStore(options.storage, authStore),
    http,
    authApi: area(() => import('#client/auth.api').then((m) => m.createAuthApi)),
    sessionApi: area(() => import('#client/session.api').then((m) => m.createSessionApi)),
    systemUsersApi: area(() => import('#client/system-users.api').then((m) => m.createSystemUsersApi)),
    accessRequestsApi: area(() =>
      import('#client/access-requests.api').then((m) => m.createAccessRequestsApi),
    ),
    storageCustomersApi: area(() =>
      import('#client/storage-customers.api').then((m) => m.createStorageCustomersApi),
    ),
    ordersApi: area(() => import('#client/orders.api').then((m) => m.createOrdersApi)),
    loadsApi: area(() => import('#client/loads.api').then((m) => m.createLoadsApi)),
    orderCustomersApi: area(() =>
      import('#client/order-customers.api').then((m) => m.createOrderCustomersApi),
    ),
    carriersApi: area(() => import('#client/carriers.api').then((m) => m.createCarriersApi)),
    locationsApi: area(() => import('#client/locations.api').then((m) => m.createLocationsApi)),
    contactsApi: area(() => import('#client/contacts.api').then((m) => m.createContactsApi)),
    systemRolesApi: area(() => import('#client/system-roles.api').then((m) => m.createSystemRolesApi)),
    reportSubscriptionsApi: area(() =>
      import('#client/report-subscriptions.api').then((m) => m.createReportSubscriptionsApi),
    ),
    notesApi: area(() => import('#client/notes.api').then((m) => m.createNotesApi)),
    reportsApi: area(() => import('#client/reports.api').then((m) => m.createReportsApi)),
    savedViewsApi: area(() => import('#client/saved-views.api').then((m) => m.createSavedViewsApi)),
    boardApi: area(() => import('#client/board.api').then((m) => m.createBoardApi)),
    webhooksApi: area(() => import('#client/webhooks.api').then((m) => m.createWebhooksApi)),
    trackingApi: area(() => import('#client/tracking.api').then((m) => m.createTrackingApi)),
    noticesApi: area(() => import('#client/notices.api').then((m) => m.createNoticesApi)),
    filesApi: lazyApi(() => import('#client/files.api').then((m) => m.createFilesApi(http, upload))),
  };
}

export type Services = ReturnType<typeof createServices>;
