import { z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  markNoticesReadSchema,
  myNoticesQuerySchema,
  myNoticesSchema,
  noticeAccess,
  noticeMailSchema,
} from '#contract/notice';
import { noticePaths } from '#contract/paths';
import { idText } from '#contract/scalars';
import { callerOf } from '#server/auth/guard';
import { ruleAccess } from '#server/auth/rule-access';
import type { AppEnv } from '#server/deps';
import { markNoticesRead, myNotices, noticeMailsOf } from '#server/events-out/notices';
import { requestContext } from '#server/http/request-context';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';

const route = areaRoutes(['notices']);
const ours = 'Ours (issue #30, decision 088): the spec names no notices.';
const mine = ruleAccess(noticeAccess.mine);

const getMine = route.get(noticePaths.getMine, mine, {
  summary: "The caller's in-portal notices, newest first, and how many are unread",
  description: `${ours} Staff logins only: a notice comes when a stop of a load the person made or changed gets an issue. Customers and carriers get 403.`,
  request: { query: myNoticesQuerySchema },
  responses: { 200: jsonResponse(myNoticesSchema, 'The notices and the unread count') },
});

const markRead = route.post(noticePaths.markRead, mine, {
  summary: "Mark the caller's notices read",
  description: `${ours} Body: staffNoticeIds, or nothing for all. Only the caller's own notices change; others' ids are ignored. Answers the notices as getMine does.`,
  request: { ...jsonBody(markNoticesReadSchema) },
  responses: { 200: jsonResponse(myNoticesSchema, 'The notices and the unread count after') },
});

const orderMails = route.get(noticePaths.getMailsByOrderId, ruleAccess(noticeAccess.orderMails), {
  summary: "The notice e-mails of an order and each one's delivery",
  description: `${ours} {id} is the order. Staff with order view: status (pending, sending, delivered, failed), attempts, the last error, when delivered.`,
  request: { params: z.object({ id: idText }) },
  responses: {
    200: jsonResponse(z.array(noticeMailSchema), 'The mails, newest first'),
    404: { description: 'No such order' },
  },
});

/** Notices (issue #30, decision 088): a staff member's bell, and an order's notice mails. */
export function mountNoticeRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getMine, async (c) => {
    const { database } = c.var.deps;
    return c.json(await myNotices(database.db, callerOf(c).systemUserId, c.req.valid('query').limit), 200);
  });

  app.openapi(markRead, async (c) => {
    const { database, now } = c.var.deps;
    const userId = callerOf(c).systemUserId;
    await markNoticesRead(database.db, userId, c.req.valid('json'), now());
    return c.json(await myNotices(database.db, userId, 30), 200);
  });

  app.openapi(orderMails, async (c) =>
    c.json(await noticeMailsOf(requestContext(c), c.req.valid('param').id), 200),
  );
}
