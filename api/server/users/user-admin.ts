import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import { isoDateTime } from '#contract/scalars';
import { refineSystemUserSave, systemUserMessages, systemUserSaveFields } from '#contract/system-user';
import { hashPassword } from '../auth/password';
import { newPasswordColumns } from '../auth/password-links';
import { revokeUserSessions, type AuthContext } from '../auth/session-store';
import type { Db } from '../db/connect';
import { systemRoles, systemUserRoleAssignments, systemUsers } from '../db/schema/auth';
import { conflict, idMismatch, invalidFields, notFound, staleWrite } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { deleteBulk } from '../lists/delete-bulk';
import { assertGrantable, assertMayManage } from './grants';
import { nextModified, sameVersion } from '../db/row-version';
import { clashes, isUniqueViolation, taken } from './me-update';

const M = systemUserMessages;
const clientOnly = {
  pager: z.unknown().optional(),
  selected: z.unknown().optional(),
  editing: z.unknown().optional(),
};

/** POST's body: the user; unknown keys are refused, the client-only fields of spec 1 §3 ignored. */
export const createUserBodySchema = systemUserSaveFields
  .extend(clientOnly)
  .strict()
  .superRefine(refineSystemUserSave);

/** PUT {id}'s body: as create, with dateModified required (the stale-write token) and no password. */
export const updateUserBodySchema = systemUserSaveFields
  .extend({ ...clientOnly, dateModified: isoDateTime })
  .strict()
  .superRefine(refineSystemUserSave)
  .superRefine((user, ctx) => {
    if (user.password) ctx.addIssue({ code: 'custom', path: ['password'], message: M.passwordOnUpdate });
  });

type CreateBody = z.infer<typeof createUserBodySchema>;
type UpdateBody = z.infer<typeof updateUserBodySchema>;
type UserRow = typeof systemUsers.$inferSelect;

const nullIfEmpty = (v: string | null | undefined) => (v ? v : null);

const editable = (body: CreateBody | UpdateBody) => ({
  firstName: body.firstName,
  lastName: body.lastName,
  phoneNumber: nullIfEmpty(body.phoneNumber),
  emailAddress: nullIfEmpty(body.emailAddress),
  username: nullIfEmpty(body.username),
  isActive: body.isActive,
  isInvisible: body.isInvisible,
  ...(body.timeZoneOffsetMinutes === undefined ? {} : { timeZoneOffsetMinutes: body.timeZoneOffsetMinutes }),
});

/**
 * Makes the user's roles exactly `wanted` (when sent). Unknown roles are a 400 naming the entry; roles
 * added must carry only codes the caller holds (decision 018). Removing a role needs no such check.
 */
async function setRoles(
  tx: Db,
  caller: AuthContext,
  systemUserId: number,
  assignments: CreateBody['systemUserRoleAssignments'],
  now: Date,
): Promise<void> {
  if (assignments === undefined) return;
  const fields: Record<string, string> = {};
  assignments.forEach((a, i) => {
    if (a.systemUserId !== 0 && a.systemUserId !== systemUserId)
      fields[`systemUserRoleAssignments.${i}.systemUserId`] = M.assignmentUser;
  });
  const wanted = [...new Set(assignments.map((a) => a.systemRoleId))];
  const roles = wanted.length
    ? await tx.select().from(systemRoles).where(inArray(systemRoles.systemRoleId, wanted))
    : [];
  assignments.forEach((a, i) => {
    if (!roles.some((r) => r.systemRoleId === a.systemRoleId))
      fields[`systemUserRoleAssignments.${i}.systemRoleId`] = M.unknownRole;
  });
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
  const held = (
    await tx
      .select({ id: systemUserRoleAssignments.systemRoleId })
      .from(systemUserRoleAssignments)
      .where(eq(systemUserRoleAssignments.systemUserId, systemUserId))
  ).map((r) => r.id);
  const added = roles.filter((r) => !held.includes(r.systemRoleId));
  assertGrantable(
    caller,
    added.flatMap((r) => r.permissionCodes),
  );
  const removed = held.filter((id) => !wanted.includes(id));
  if (removed.length)
    await tx
      .delete(systemUserRoleAssignments)
      .where(
        and(
          inArray(systemUserRoleAssignments.systemRoleId, removed),
          eq(systemUserRoleAssignments.systemUserId, systemUserId),
        ),
      );
  if (added.length)
    await tx
      .insert(systemUserRoleAssignments)
      .values(added.map((r) => ({ systemUserId, systemRoleId: r.systemRoleId, dateAdded: now })));
}

const rethrowTaken = (error: unknown): never => {
  // Another save took the name between our check and our write.
  if (isUniqueViolation(error)) throw taken();
  throw error;
};

/** Creates a user (no logins yet: saveNewLogin adds them) with its roles; answers its id. */
export async function createUser(ctx: RequestContext, body: CreateBody): Promise<number> {
  const { database, caller, now } = ctx;
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  try {
    return await database.db.transaction(async (tx) => {
      const values = editable(body);
      const fields = await clashes(tx, null, values.emailAddress, values.username);
      if (Object.keys(fields).length > 0) throw taken(fields);
      const [row] = await tx
        .insert(systemUsers)
        .values({ ...values, passwordHash, dateAdded: now, dateModified: now })
        .returning({ systemUserId: systemUsers.systemUserId });
      await setRoles(tx, caller, row!.systemUserId, body.systemUserRoleAssignments, now);
      return row!.systemUserId;
    });
  } catch (error) {
    return rethrowTaken(error);
  }
}

/**
 * Saves a user in one transaction: the row is locked, dateModified compared (409 stale_write), sign-in
 * names checked against other accounts (409 with fields), roles replaced when sent. Deactivating ends the
 * user's sessions at once; nobody deactivates themself.
 */
export async function updateUser(ctx: RequestContext, systemUserId: number, body: UpdateBody): Promise<void> {
  const { database, caller, now } = ctx;
  if (body.systemUserId !== systemUserId) throw idMismatch('systemUserId');
  if (systemUserId === caller.systemUserId && !body.isActive) throw conflict(M.selfDeactivate);
  try {
    await database.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(systemUsers)
        .where(eq(systemUsers.systemUserId, systemUserId))
        .for('update');
      if (!row || row.isDeleted) throw notFound('The user');
      await assertMayManage(tx, caller, systemUserId);
      if (!sameVersion(body.dateModified, row.dateModified)) throw staleWrite();
      const values = editable(body);
      const fields = await clashes(tx, row, values.emailAddress, values.username);
      if (Object.keys(fields).length > 0) throw taken(fields);
      await setRoles(tx, caller, systemUserId, body.systemUserRoleAssignments, now);
      await tx
        .update(systemUsers)
        .set({ ...values, dateModified: nextModified(now, row.dateModified) })
        .where(eq(systemUsers.systemUserId, systemUserId));
      if (row.isActive && !values.isActive) await revokeUserSessions(tx, systemUserId, now);
    });
  } catch (error) {
    rethrowTaken(error);
  }
}

/** The undeleted user, or 404. */
export async function existingUser(db: Db, systemUserId: number): Promise<UserRow> {
  const [row] = await db.select().from(systemUsers).where(eq(systemUsers.systemUserId, systemUserId));
  if (!row || row.isDeleted) throw notFound('The user');
  return row;
}

/**
 * Deletes a user as deleteBulk does: its logins, sessions and role assignments go with it; notes and change
 * logs keep the author's name (decision 011). Nobody deletes themself.
 */
export async function deleteUser(ctx: RequestContext, systemUserId: number) {
  const { database, caller } = ctx;
  if (systemUserId === caller.systemUserId) throw conflict(M.selfDelete, 'delete_blocked');
  await existingUser(database.db, systemUserId);
  await assertMayManage(database.db, caller, systemUserId);
  await deleteBulk(
    database,
    { noun: 'users', table: systemUsers, id: systemUsers.systemUserId, label: (id) => `User #${id}` },
    [systemUserId],
  );
}

export const adminPasswordMessages = {
  self: 'Change your own password from your profile, with your current password.',
} as const;

/**
 * An administrator sets a user's password (spec 1 §5 rules, checked by the body schema): any pending reset
 * link is voided and every session of the user ends.
 */
export async function setUserPassword(
  ctx: RequestContext,
  systemUserId: number,
  { password }: { password: string },
): Promise<void> {
  const { database, caller, now } = ctx;
  if (systemUserId === caller.systemUserId) throw conflict(adminPasswordMessages.self);
  const row = await existingUser(database.db, systemUserId);
  await assertMayManage(database.db, caller, systemUserId);
  const passwordHash = await hashPassword(password);
  await database.db.transaction(async (tx) => {
    await tx
      .update(systemUsers)
      .set(newPasswordColumns(passwordHash, nextModified(now, row.dateModified)))
      .where(eq(systemUsers.systemUserId, systemUserId));
    await revokeUserSessions(tx, systemUserId, now);
  });
}
