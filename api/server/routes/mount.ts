import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../deps';
import { mountAccessRequestListRoutes } from './access-requests-list.routes';
import { mountAccessRequestReviewRoutes } from './access-requests-review.routes';
import { mountAccessRequestRoutes } from './access-requests.routes';
import { mountAuthRoutes } from './auth.routes';
import { mountCarrierRoutes } from './carriers.routes';
import { mountLoadRoutes } from './loads.routes';
import { mountLocationRoutes } from './locations.routes';
import { mountNoteRoutes } from './notes/notes.routes';
import { mountOrderCustomerRoutes } from './order-customers.routes';
import { mountOrderRoutes } from './orders.routes';
import { mountReportSubscriptionRoutes } from './report-subscriptions.routes';
import { mountSessionRoutes } from './session.routes';
import { mountStorageCustomerRoutes } from './storage-customers.routes';
import { mountSystemRoleRoutes } from './system-roles.routes';
import { mountSystemUserAdminRoutes } from './system-users-admin.routes';
import { mountSystemUserListRoutes } from './system-users-list.routes';
import { mountSystemUserLoginRoutes } from './system-users-logins.routes';
import { mountSystemUserRoutes } from './system-users.routes';
import { mountTestSupportRoutes } from './test-support.routes';

/** Every area's routes, in one place. */
export function mountRoutes(app: OpenAPIHono<AppEnv>) {
  mountAuthRoutes(app);
  mountSessionRoutes(app);
  mountSystemUserRoutes(app);
  mountAccessRequestRoutes(app);
  mountAccessRequestListRoutes(app);
  mountAccessRequestReviewRoutes(app);
  mountSystemUserListRoutes(app);
  // Logins before admin: PUT {id} would also match updateLogin and deleteLogin.
  mountSystemUserLoginRoutes(app);
  mountSystemUserAdminRoutes(app);
  mountSystemRoleRoutes(app);
  mountReportSubscriptionRoutes(app);
  mountOrderRoutes(app);
  mountLoadRoutes(app);
  mountOrderCustomerRoutes(app);
  mountCarrierRoutes(app);
  mountLocationRoutes(app);
  mountStorageCustomerRoutes(app);
  mountNoteRoutes(app);
  mountTestSupportRoutes(app);
}
