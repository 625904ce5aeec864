import type { OpenAPIHono } from '@hono/zod-openapi';
import { accessRequestSchema, newAccessRequest } from '#contract/access-request';
import { accessRequestPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { systemUserListItemSchema } from '#contract/system-user';
import { adminAreaAccess, callerOf } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { notFound } from '#server/http/errors';
import { recordRoutes } from '#server/http/record-routes';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { requestContext } from '#server/http/request-context';
import {
  approveRequest,
  approveRequestBodySchema,
  declineRequest,
  requestById,
  updateRequest,
  updateRequestBodySchema,
} from '#server/users/access-request-review';
import { idParamSchema } from '#server/users/grants';
import { userItem } from '#server/users/user-view';
import { auditLog } from '#server/http/audit-log';

const route = areaRoutes(['access requests']);
const P = Permission;
/** Reviewers hold UserAdd (spec README); UserView reads, as the list and count do. */
const readers = adminAreaAccess(P.UserView, P.UserAdd);
const routes = recordRoutes(route, {
  paths: accessRequestPaths,
  record: accessRequestSchema,
  noun: 'request',
  missing: 'No such request',
});

const getItemById = routes.getItemById(readers, { summary: 'One access request' });

const getItemNew = routes.getItemNew(readers, { summary: 'A blank access request (id 0, epoch dates)' });

const update = routes.update(adminAreaAccess(P.UserAdd, P.UserUpdate), {
  summary: 'Correct an access request',
  description:
    'Body: the request with the form’s rules (spec 1 §5 messages) and dateModified (409 stale_write when another save came first). One request per address: another request’s address is 409 with fields.emailAddress.',
  body: updateRequestBodySchema,
  conflict: 'Stale write or address in use',
});

const decline = routes.remove(adminAreaAccess(P.UserAdd, P.UserDelete), {
  summary: 'Decline (delete) an access request',
  deleted: 'Declined',
});

const approve = route.post(accessRequestPaths.approve, adminAreaAccess(P.UserAdd), {
  summary: 'Approve an access request (ours: the spec names no call)',
  description: [
    'Body { orderCustomerId, systemRoleIds?, permissionCodes? }. Creates the system user (no password), a',
    'customer login for the order customer (codes: permissionCodes, default [PortalAccess]) and its roles',
    '(default: the Customer View role), mails a registration link (CompleteRegistration, then UpdatePassword',
    'with resetMode create) and removes the request. 409 when a user already has the address; 400 for an',
    'unknown customer or role; 403 when the codes granted are not the caller’s own. Answers the new user.',
  ].join(' '),
  request: { params: idParamSchema, ...jsonBody(approveRequestBodySchema) },
  responses: {
    200: jsonResponse(systemUserListItemSchema, 'The new user'),
    404: { description: 'No such request' },
    409: { description: 'A user has the address' },
  },
});

/** Spec 1 §7 "Access requests": review of one request; the README's approve and decline. */
export function mountAccessRequestReviewRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getItemById, async (c) =>
    c.json(await requestById(c.var.deps.database.db, c.req.valid('param').id), 200),
  );

  app.openapi(getItemNew, (c) => c.json(newAccessRequest(), 200));

  app.openapi(update, async (c) => {
    const { id } = c.req.valid('param');
    const saved = await updateRequest(requestContext(c), id, c.req.valid('json'));
    auditLog(c, 'access request saved', { systemUserRequestId: id });
    return c.json(saved, 200);
  });

  app.openapi(decline, async (c) => {
    const { id } = c.req.valid('param');
    await declineRequest(requestContext(c), id);
    auditLog(c, 'access request declined', { systemUserRequestId: id });
    return c.body(null, 204);
  });

  app.openapi(approve, async (c) => {
    const { id } = c.req.valid('param');
    const systemUserId = await approveRequest(
      c.var.deps,
      callerOf(c),
      id,
      c.req.valid('json'),
      c.var.requestId,
    );
    const user = await userItem(requestContext(c), systemUserId);
    if (!user) throw notFound('The user');
    return c.json(user, 200);
  });
}
