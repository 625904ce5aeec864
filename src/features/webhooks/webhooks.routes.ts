import { Permission as P } from '#contract/permissions';
import { adminAreaNeed } from '../../app/route-access';
import { loadOnce, shellRoute } from '../../app/route-def';

const area = loadOnce(() => import('./webhooks-pages'));
const admins = adminAreaNeed(P.UserView);

/** Webhook endpoints (issue #30): the administration area, as the server's routes are (decision 071). */
export const webhooksRoutes = [
  shellRoute('Webhooks', '/admin/webhooks', admins, () => area().then((m) => m.WebhooksListPage)),
  shellRoute('Webhook Details', '/admin/webhooks/:id', admins, () =>
    area().then((m) => m.WebhookDetailsPage),
  ),
];
