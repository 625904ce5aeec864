import { z } from 'zod';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  accessRequestApproveSchema,
  accessRequestReviewMessages,
  accessRequestUpdateSchema,
  type AccessRequest,
} from '#contract/access-request';
import { Permission } from '#contract/permissions';
import { customerViewRoleName } from '#contract/system-role';
import { issuePasswordLink, passwordLinkMail, type PasswordLink } from '../auth/password-links';
import type { AuthContext } from '../auth/session-store';
import { newSecret } from '../auth/tokens';
import { userByEmail } from '../auth/user-lookup';
import type { Db } from '../db/connect';
import {
  systemRoles,
  systemUserRequests,
  systemUserRoleAssignments,
  systemUsers,
  userIdentities,
} from '../db/schema/auth';
import { orderCustomers } from '../db/schema/customers';
import type { Deps } from '../deps';
import { conflict, HttpError, idMismatch, invalidFields, notFound, staleWrite } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { accessRequestView, requestColumns } from './access-request-store';
import { assertGrantable } from './grants';
import { nextModified, sameVersion } from '../db/row-version';
import { rowExists } from '../db/row-exists';
import { isUniqueViolation } from './me-update';

const M = accessRequestReviewMessages;

/** PUT {id}'s body: the request form's fields, the id and dateModified; other entity keys ignored, the rest refused. */
export const updateRequestBodySchema = accessRequestUpdateSchema
  .extend({
    selected: z.unknown().optional(),
    editing: z.unknown().optional(),
    pager: z.unknown().optional(),
  })
  .strict();
export const approveRequestBodySchema = accessRequestApproveSchema.strict();

type RequestRow = typeof systemUserRequests.$inferSelect;

export async function requestById(db: Db, id: number): Promise<AccessRequest> {
  const [row] = await db
    .select()
    .from(systemUserRequests)
    .where(eq(systemUserRequests.systemUserRequestId, id));
  if (!row) throw notFound('The access request');
  return accessRequestView(row);
}

const lockRequest = async (tx: Db, id: number): Promise<RequestRow> => {
  const [row] = await tx
    .select()
    .from(systemUserRequests)
    .where(eq(systemUserRequests.systemUserRequestId, id))
    .for('update');
  if (!row) throw notFound('The access request');
  return row;
};

/**
 * A reviewer corrects a request: dateModified compared (409 stale_write); one open request per address, so
 * moving it to another request's address is a 409 naming emailAddress.
 */
export async function updateRequest(
  ctx: RequestContext,
  id: number,
  body: z.infer<typeof updateRequestBodySchema>,
): Promise<AccessRequest> {
  const { database, now } = ctx;
  if (body.systemUserRequestId !== id) throw idMismatch('systemUserRequestId');
  return database.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (!sameVersion(body.dateModified, row.dateModified)) throw staleWrite();
    const [other] = await tx
      .select({ id: systemUserRequests.systemUserRequestId })
      .from(systemUserRequests)
      .where(
        and(
          eq(sql`lower(${systemUserRequests.emailAddress})`, body.emailAddress.toLowerCase()),
          ne(systemUserRequests.systemUserRequestId, id),
        ),
      )
      .limit(1);
    if (other)
      throw new HttpError(409, 'conflict', M.emailInOtherRequest, { emailAddress: M.emailInOtherRequest });
    const [saved] = await tx
      .update(systemUserRequests)
      .set({ ...requestColumns(body), dateModified: nextModified(now, row.dateModified) })
      .where(eq(systemUserRequests.systemUserRequestId, id))
      .returning();
    return accessRequestView(saved!);
  });
}

/** Declining deletes the request (spec README); 404 when it is already gone. */
export async function declineRequest(ctx: RequestContext, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(systemUserRequests)
    .where(eq(systemUserRequests.systemUserRequestId, id))
    .returning({ id: systemUserRequests.systemUserRequestId });
  if (deleted.length === 0) throw notFound('The access request');
}

/** The roles an approval assigns: those named, else the Customer View role when it exists. */
async function rolesToAssign(tx: Db, wanted: number[] | undefined) {
  if (wanted === undefined)
    return tx
      .select()
      .from(systemRoles)
      .where(eq(sql`lower(${systemRoles.name})`, customerViewRoleName.toLowerCase()));
  const ids = [...new Set(wanted)];
  const roles = ids.length
    ? await tx.select().from(systemRoles).where(inArray(systemRoles.systemRoleId, ids))
    : [];
  const missing = ids.findIndex((id) => !roles.some((r) => r.systemRoleId === id));
  if (missing >= 0)
    throw invalidFields({
      [`systemRoleIds.${missing}`]: 'This role does not exist.',
    });
  return roles;
}

/**
 * Approves a request (spec README, decision 020): in one transaction the system user (no password yet), its
 * customer login for the chosen order customer and its roles are created, a registration link (mode create)
 * is issued and the request removed. After the commit the link is mailed. 409 when a user already has the
 * address (any state: the reviewer declines, or adds a customer login to that user).
 */
export async function approveRequest(
  deps: Deps,
  caller: AuthContext,
  id: number,
  body: z.infer<typeof approveRequestBodySchema>,
  requestId: string,
): Promise<number> {
  const { database, config, mailer, log } = deps;
  const now = deps.now();
  let outcome: { systemUserId: number; email: string; firstName: string; link: PasswordLink };
  try {
    outcome = await database.db.transaction(async (tx) => {
      const request = await lockRequest(tx, id);
      const existing = await userByEmail(tx, request.emailAddress);
      if (existing) throw conflict(M.userExists(existing.systemUserId));
      if (!(await rowExists(tx, orderCustomers.orderCustomerId, body.orderCustomerId)))
        throw invalidFields({ orderCustomerId: M.unknownCustomer });
      const roles = await rolesToAssign(tx, body.systemRoleIds);
      const loginCodes = [...new Set(body.permissionCodes ?? [Permission.PortalAccess])];
      assertGrantable(caller, [...loginCodes, ...roles.flatMap((r) => r.permissionCodes)]);

      const [user] = await tx
        .insert(systemUsers)
        .values({
          emailAddress: request.emailAddress,
          firstName: request.firstName,
          lastName: request.lastname,
          phoneNumber: request.phone,
          isActive: true,
          dateAdded: now,
          dateModified: now,
        })
        .returning({ systemUserId: systemUsers.systemUserId });
      const systemUserId = user!.systemUserId;
      await tx.insert(userIdentities).values({
        systemUserId,
        identityType: 'customer',
        hash: newSecret(),
        identityName: `${request.firstName} ${request.lastname}`.trim(),
        orderCustomerId: body.orderCustomerId,
        permissionCodes: loginCodes,
        dateAdded: now,
        dateModified: now,
      });
      if (roles.length)
        await tx
          .insert(systemUserRoleAssignments)
          .values(roles.map((r) => ({ systemUserId, systemRoleId: r.systemRoleId, dateAdded: now })));
      await tx.delete(systemUserRequests).where(eq(systemUserRequests.systemUserRequestId, id));
      const link = await issuePasswordLink(tx, config, { systemUserId, mode: 'create', now });
      return { systemUserId, email: request.emailAddress, firstName: request.firstName, link };
    });
  } catch (error) {
    // The address was taken between our check and our insert.
    if (isUniqueViolation(error)) throw conflict('A user with this email address already exists.');
    throw error;
  }
  try {
    await mailer.send(passwordLinkMail(config, outcome.email, outcome.firstName, outcome.link));
  } catch (error) {
    // The user exists; an administrator can hand over a link with GetPasswordResetLinkByUserId.
    log.error('registration mail failed', {
      requestId,
      systemUserId: outcome.systemUserId,
      error: String(error),
    });
  }
  log.info('access request approved', {
    requestId,
    systemUserRequestId: id,
    systemUserId: outcome.systemUserId,
    by: caller.systemUserId,
  });
  return outcome.systemUserId;
}
