import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { reportPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { reportSubscriptionListSchema, reportSubscriptionSchema } from '#contract/report-subscription';
import { callerOf, identityAccess } from '../auth/guard';
import type { AppEnv } from '../deps';
import { areaRoutes, jsonBody, jsonResponse } from '../http/route';
import { idParamSchema } from '../users/grants';
import { putSubscriptions, subscriptionLogin, subscriptionsOf } from '../users/report-subscriptions';
import { auditLog } from '../http/audit-log';

const route = areaRoutes(['reports']);
const P = Permission;
const types = ['admin', 'employee', 'customer'] as const;
const list = (description: string) => jsonResponse(z.array(reportSubscriptionSchema), description);
const who =
  '{id} is the systemCustomerId of a customer login. A customer identity reaches only its own (403 otherwise); staff need UserView to read and UserUpdate to write.';

const getSubscriptions = route.get(
  reportPaths.getCustomerSubscriptions,
  identityAccess([P.ReportView, P.UserView], types),
  {
    summary: "A customer login's report subscriptions",
    description: who,
    request: { params: idParamSchema },
    responses: {
      200: list('The subscriptions, oldest first'),
      404: { description: 'No such customer login' },
    },
  },
);

const putSubscriptionsRoute = route.put(
  reportPaths.putCustomerSubscriptions,
  identityAccess([P.ReportView, P.UserUpdate], types),
  {
    summary: "Replace a customer login's report subscriptions",
    description: `${who} Body: the list. reportSubscriptionId 0 adds one, a known id updates it, the login's others are removed. Each is sent to customEmail when set, else to the login's e-mail, on the ticked weekdays; its customer is the login's.`,
    request: { params: idParamSchema, ...jsonBody(reportSubscriptionListSchema) },
    responses: { 200: list('The subscriptions as saved'), 404: { description: 'No such customer login' } },
  },
);

/** Spec 1 §7 "Reports subscriptions": the profile's subscriptions of a customer login. */
export function mountReportSubscriptionRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getSubscriptions, async (c) => {
    const db = c.var.deps.database.db;
    const login = await subscriptionLogin(db, callerOf(c), c.req.valid('param').id, 'read');
    return c.json(await subscriptionsOf(db, login), 200);
  });

  app.openapi(putSubscriptionsRoute, async (c) => {
    const { database } = c.var.deps;
    const login = await subscriptionLogin(database.db, callerOf(c), c.req.valid('param').id, 'write');
    const saved = await putSubscriptions(database, login, c.req.valid('json'), c.var.deps.now());
    auditLog(c, 'report subscriptions saved', { systemCustomerId: login.identityId, count: saved.length });
    return c.json(saved, 200);
  });
}
