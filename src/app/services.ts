import { createAccessRequestsApi } from '../../api/client/access-requests.api';
import { createAuthApi } from '../../api/client/auth.api';
import { createCarriersApi } from '../../api/client/carriers.api';
import { createUploader } from '../../api/client/file-upload';
import { createFilesApi } from '../../api/client/files.api';
import { createHttpClient } from '../../api/client/http-client';
import { createLoadsApi } from '../../api/client/loads.api';
import { createLocationsApi } from '../../api/client/locations.api';
import { createNotesApi } from '../../api/client/notes.api';
import { createOrderCustomersApi } from '../../api/client/order-customers.api';
import { createOrdersApi } from '../../api/client/orders.api';
import { createReportSubscriptionsApi } from '../../api/client/report-subscriptions.api';
import { createSessionApi } from '../../api/client/session.api';
import { createStorageCustomersApi } from '../../api/client/storage-customers.api';
import { createSystemRolesApi } from '../../api/client/system-roles.api';
import { createSystemUsersApi } from '../../api/client/system-users.api';
import { createAuthStore, type AuthStorage } from '../../machines/session/auth-store';

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
