import { createAccessRequestsApi } from '#client/access-requests.api';
import { createAuthApi } from '#client/auth.api';
import { createCarriersApi } from '#client/carriers.api';
import { createUploader } from '#client/file-upload';
import { createFilesApi } from '#client/files.api';
import { createHttpClient } from '#client/http-client';
import { createLoadsApi } from '#client/loads.api';
import { createLocationsApi } from '#client/locations.api';
import { createNotesApi } from '#client/notes.api';
import { createOrderCustomersApi } from '#client/order-customers.api';
import { createOrdersApi } from '#client/orders.api';
import { createReportSubscriptionsApi } from '#client/report-subscriptions.api';
import { createSessionApi } from '#client/session.api';
import { createStorageCustomersApi } from '#client/storage-customers.api';
import { createSystemRolesApi } from '#client/system-roles.api';
import { createSystemUsersApi } from '#client/system-users.api';
import { createAuthStore, type AuthStorage } from '#machines/session/auth-store';

/** The browser's ways out: storage, HTTP and the API areas, built once per page. */
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
  return {
    authStore,
    http,
    authApi: createAuthApi(http),
    sessionApi: createSessionApi(http),
    systemUsersApi: createSystemUsersApi(http),
    accessRequestsApi: createAccessRequestsApi(http),
    storageCustomersApi: createStorageCustomersApi(http),
    ordersApi: createOrdersApi(http),
    loadsApi: createLoadsApi(http),
    orderCustomersApi: createOrderCustomersApi(http),
    carriersApi: createCarriersApi(http),
    locationsApi: createLocationsApi(http),
    systemRolesApi: createSystemRolesApi(http),
    reportSubscriptionsApi: createReportSubscriptionsApi(http),
    notesApi: createNotesApi(http),
    filesApi: createFilesApi(http, upload),
  };
}

export type Services = ReturnType<typeof createServices>;
