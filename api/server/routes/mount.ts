import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../deps';
import { mountAccessRequestListRoutes } from './access-requests/list.routes';
import { mountAccessRequestRoutes } from './access-requests/request.routes';
import { mountAccessRequestReviewRoutes } from './access-requests/review.routes';
import { mountPasswordRoutes } from './auth/password.routes';
import { mountResetLinkRoutes } from './auth/reset-link.routes';
import { mountAuthSessionRoutes } from './auth/session.routes';
import { mountSignInRoutes } from './auth/sign-in.routes';
import { mountBoardRoutes } from './board/board.routes';
import { mountCalendarRoutes } from './calendar.routes';
import { mountCarrierRoutes } from './carriers/list.routes';
import { mountCarrierRecordRoutes } from './carriers/record.routes';
import { mountChangelogRoutes } from './changelogs/changelogs.routes';
import { mountContactRoutes } from './contacts/contacts.routes';
import { mountInspectorRoutes } from './inspector/inspector.routes';
import { mountLiveRoutes } from '../live/live.routes';
import { mountFileRoutes } from './files/files.routes';
import { mountLoadDetailRoutes } from './loads/detail.routes';
import { mountLoadRoutes } from './loads/loads.routes';
import { mountLoadStopRoutes } from './loads/stops.routes';
import { mountConsolidationTargetRoutes } from './locations/consolidation-target.routes';
import { mountLocationRoutes } from './locations/list.routes';
import { mountLocationMergeRoutes } from './locations/merge.routes';
import { mountLocationRecordRoutes } from './locations/record.routes';
import { mountRecentLocationRoutes } from './locations/recent.routes';
import { mountInPathOrder } from './mount-in-path-order';
import { mountNoteRoutes } from './notes/notes.routes';
import { mountNoticeRoutes } from './notices/notices.routes';
import { mountOrderCustomerRoutes } from './order-customers/list.routes';
import { mountOrderCustomerRecordRoutes } from './order-customers/record.routes';
import { mountOrderItineraryRoutes } from './orders/itinerary.routes';
import { mountOrderRoutes } from './orders/list.routes';
import { mountOrderRecordRoutes } from './orders/record.routes';
import { mountReportSubscriptionRoutes } from './report-subscriptions.routes';
import { mountReportRoutes } from './reports/reports.routes';
import { mountSendReportRoutes } from './reports/send-report.routes';
import { mountSavedViewRoutes } from './saved-views/saved-views.routes';
import { mountSessionRoutes } from './session.routes';
import { mountStorageCustomerRoutes } from './storage-customers.routes';
import { mountSystemRoleRoutes } from './system-roles.routes';
import { mountSystemUserAdminRoutes } from './system-users/admin.routes';
import { mountSystemUserListRoutes } from './system-users/list.routes';
import { mountSystemUserLoginRoutes } from './system-users/logins.routes';
import { mountSystemUserRoutes } from './system-users/me.routes';
import { mountTestSupportRoutes } from './test-support.routes';
import { mountPublicTrackingRoutes } from './tracking/public.routes';
import { mountTrackingLinkRoutes } from './tracking/links.routes';
import { mountWebhookDeliveryRoutes } from './webhooks/deliveries.routes';
import { mountWebhookEndpointRoutes } from './webhooks/endpoints.routes';

/**
 * Every area's routes, in one place. An area is `<area>.routes.ts`, or a folder `<area>/` with one
 * `<sub-resource>.routes.ts` each once it splits (decision 026). The order is free: see mountInPathOrder.
 */
export function mountRoutes(app: OpenAPIHono<AppEnv>) {
  mountInPathOrder(app, [
    mountSignInRoutes,
    mountAuthSessionRoutes,
    mountPasswordRoutes,
    mountResetLinkRoutes,
    mountSessionRoutes,
    mountSystemUserRoutes,
    mountSystemUserListRoutes,
    mountSystemUserAdminRoutes,
    mountSystemUserLoginRoutes,
    mountAccessRequestRoutes,
    mountAccessRequestListRoutes,
    mountAccessRequestReviewRoutes,
    mountSystemRoleRoutes,
    mountReportSubscriptionRoutes,
    mountReportRoutes,
    mountSendReportRoutes,
    mountOrderRoutes,
    mountOrderRecordRoutes,
    mountOrderItineraryRoutes,
    mountLoadRoutes,
    mountLoadDetailRoutes,
    mountLoadStopRoutes,
    mountCalendarRoutes,
    mountOrderCustomerRoutes,
    mountOrderCustomerRecordRoutes,
    mountCarrierRoutes,
    mountCarrierRecordRoutes,
    mountLocationRoutes,
    mountLocationRecordRoutes,
    mountLocationMergeRoutes,
    mountRecentLocationRoutes,
    mountConsolidationTargetRoutes,
    mountContactRoutes,
    mountStorageCustomerRoutes,
    mountNoteRoutes,
    mountChangelogRoutes,
    mountFileRoutes,
    mountLiveRoutes,
    mountSavedViewRoutes,
    mountBoardRoutes,
    mountInspectorRoutes,
    mountTestSupportRoutes,
    mountTrackingLinkRoutes,
    mountPublicTrackingRoutes,
    mountWebhookEndpointRoutes,
    mountWebhookDeliveryRoutes,
    mountNoticeRoutes,
  ]);
}
