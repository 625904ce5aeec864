import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { reportPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { callerOf, identityAccess } from '#server/auth/guard';
import { reportSubscriptions } from '#server/db/schema/auth';
import type { AppEnv } from '#server/deps';
import { auditLog } from '#server/http/audit-log';
import { conflict, forbidden, notFound } from '#server/http/errors';
import { defineRoute, jsonResponse } from '#server/http/route';
import { sendReportNow } from '#server/reports/report-scheduler';
import { idParamSchema } from '#server/users/grants';
import { subscriptionLogin } from '#server/users/report-subscriptions';

const sendReport = defineRoute(identityAccess([Permission.ReportView], ['admin', 'employee', 'customer']), {
  method: 'get',
  path: reportPaths.sendReport,
  tags: ['reports'],
  summary: "Send a subscription's report now",
  description:
    "{id} is a reportSubscriptionId. E-mails its report (Order Picked Dates for its customer, the last seven days up to today) to the custom address or the login's e-mail, as the weekday run does, and records it. A customer identity sends only its own subscriptions; staff need UserView.",
  request: { params: idParamSchema },
  responses: {
    200: jsonResponse(z.literal(true), 'Sent (handed to the mailer)'),
    404: { description: 'No such subscription' },
    409: { description: 'It cannot be sent: no e-mail address, or no customer' },
  },
});

export function mountSendReportRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(sendReport, async (c) => {
    const { database, mailer, now, config } = c.var.deps;
    const caller = callerOf(c);
    const id = c.req.valid('param').id;
    const [sub] = await database.db
      .select({ systemCustomerId: reportSubscriptions.systemCustomerId })
      .from(reportSubscriptions)
      .where(eq(reportSubscriptions.reportSubscriptionId, id));
    if (!sub) throw notFound('The subscription');
    if (sub.systemCustomerId != null)
      await subscriptionLogin(database.db, caller, sub.systemCustomerId, 'read');
    else if (caller.identity?.identityType === 'customer' || !caller.permissions.has(Permission.UserView)) {
      throw forbidden();
    }
    const result = await sendReportNow({ database, mailer, now, timeZone: config.BUSINESS_TIME_ZONE }, id);
    if (!result.sent && !result.error) throw notFound('The subscription');
    if (!result.sent) throw conflict(result.error!);
    auditLog(c, 'report sent now', { reportSubscriptionId: id });
    return c.json(true as const, 200);
  });
}
