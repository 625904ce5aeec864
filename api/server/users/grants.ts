import { z } from '@hono/zod-openapi';
import { idText } from '#contract/scalars';
import { and, eq } from 'drizzle-orm';
import { systemRoleMessages } from '#contract/system-role';
import { systemUserMessages } from '#contract/system-user';
import type { AuthContext } from '../auth/session-store';
import type { Db } from '../db/connect';
import { userIdentities } from '../db/schema/auth';
import { forbidden } from '../http/errors';

/** `{id}` of a path: a positive database id in digits (`+1`, `1e0` and the like are a 400 naming `id`). */
export const idParamSchema = z.object({
  id: idText,
});

export const isAdminCaller = (caller: AuthContext) => caller.identity?.identityType === 'admin';

/**
 * No one grants what they do not hold (docs/decisions/018): codes given to a login or a role, and the codes
 * of roles assigned to a user, must be among the caller's own session permissions. 403 names the codes.
 */
export function assertGrantable(caller: AuthContext, codes: Iterable<number>): void {
  const missing = [...new Set(codes)].filter((code) => !caller.permissions.has(code)).sort((a, b) => a - b);
  if (missing.length > 0) throw forbidden(systemRoleMessages.notYourCodes(missing));
}

/** A user who holds an admin login is changed only by an admin identity (decision 018). */
export async function assertMayManage(db: Db, caller: AuthContext, systemUserId: number): Promise<void> {
  if (isAdminCaller(caller)) return;
  const [admin] = await db
    .select({ id: userIdentities.identityId })
    .from(userIdentities)
    .where(and(eq(userIdentities.systemUserId, systemUserId), eq(userIdentities.identityType, 'admin')))
    .limit(1);
  if (admin) throw forbidden(systemUserMessages.adminOnly);
}
