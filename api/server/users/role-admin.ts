import type { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { isoDateTime } from '#contract/scalars';
import { systemRoleMessages, systemRoleSaveSchema } from '#contract/system-role';
import type { Db } from '../db/connect';
import { systemRoles, systemUserRoleAssignments } from '../db/schema/auth';
import { conflict, HttpError, idMismatch, notFound, staleWrite } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { assertGrantable } from './grants';
import { nextModified, sameVersion } from '../db/row-version';
import { isUniqueViolation } from './me-update';

const M = systemRoleMessages;

/** POST's body: name, description, codes; unknown keys refused. */
export const createRoleBodySchema = systemRoleSaveSchema.strict();
/** PUT {id}'s body: as create, with dateModified required (the stale-write token). */
export const updateRoleBodySchema = systemRoleSaveSchema.extend({ dateModified: isoDateTime }).strict();
type CreateBody = z.infer<typeof createRoleBodySchema>;
type UpdateBody = z.infer<typeof updateRoleBodySchema>;

const nameTaken = () => new HttpError(409, 'conflict', M.nameTaken, { name: M.nameTaken });

async function assertNameFree(db: Db, name: string, except?: number) {
  const [other] = await db
    .select({ id: systemRoles.systemRoleId })
    .from(systemRoles)
    .where(
      except === undefined
        ? eq(sql`lower(${systemRoles.name})`, name.toLowerCase())
        : sql`lower(${systemRoles.name}) = ${name.toLowerCase()} and ${systemRoles.systemRoleId} <> ${except}`,
    )
    .limit(1);
  if (other) throw nameTaken();
}

const rethrowNameTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw nameTaken();
  throw error;
};

/** Creates a role; its codes must be the caller's own (decision 018); the name is unique in any case. */
export async function createRole(ctx: RequestContext, body: CreateBody) {
  const { database, caller, now } = ctx;
  assertGrantable(caller, body.permissionCodes);
  try {
    return await database.db.transaction(async (tx) => {
      await assertNameFree(tx, body.name);
      const [row] = await tx
        .insert(systemRoles)
        .values({
          name: body.name,
          description: body.description || null,
          permissionCodes: body.permissionCodes,
          dateAdded: now,
          dateModified: now,
        })
        .returning({ id: systemRoles.systemRoleId });
      return row!.id;
    });
  } catch (error) {
    return rethrowNameTaken(error);
  }
}

/** The role, locked until the transaction ends; 404 when there is none. */
async function lockedRole(tx: Db, systemRoleId: number) {
  const [row] = await tx
    .select()
    .from(systemRoles)
    .where(eq(systemRoles.systemRoleId, systemRoleId))
    .for('update');
  if (!row) throw notFound('The role');
  return row;
}

/**
 * Saves a role: locked, dateModified compared (409 stale_write), the name kept unique, codes added must be
 * the caller's own. Sessions keep the codes they started with: the change applies at the next LoginToAccount.
 */
export async function updateRole(ctx: RequestContext, systemRoleId: number, body: UpdateBody) {
  const { database, caller, now } = ctx;
  if (body.systemRoleId !== undefined && body.systemRoleId !== systemRoleId) throw idMismatch('systemRoleId');
  try {
    await database.db.transaction(async (tx) => {
      const row = await lockedRole(tx, systemRoleId);
      if (!sameVersion(body.dateModified, row.dateModified)) throw staleWrite();
      assertGrantable(
        caller,
        body.permissionCodes.filter((c) => !row.permissionCodes.includes(c)),
      );
      await assertNameFree(tx, body.name, systemRoleId);
      await tx
        .update(systemRoles)
        .set({
          name: body.name,
          description: body.description === undefined ? row.description : body.description || null,
          permissionCodes: body.permissionCodes,
          dateModified: nextModified(now, row.dateModified),
        })
        .where(eq(systemRoles.systemRoleId, systemRoleId));
    });
  } catch (error) {
    rethrowNameTaken(error);
  }
}

export const roleUserCount = (db: Db, systemRoleId: number): Promise<number> =>
  db.$count(systemUserRoleAssignments, eq(systemUserRoleAssignments.systemRoleId, systemRoleId));

/** Deletes a role nobody holds; while users hold it, 409 delete_blocked says how many (decision 019). */
export async function deleteRole(ctx: RequestContext, systemRoleId: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedRole(tx, systemRoleId);
    const users = await roleUserCount(tx, systemRoleId);
    if (users > 0) throw conflict(M.inUse(row.name, users), 'delete_blocked');
    await tx.delete(systemRoles).where(eq(systemRoles.systemRoleId, systemRoleId));
  });
}
