import { and, asc, eq } from 'drizzle-orm';
import type { PermissionCode } from '#contract/permissions';
import type { SystemUserListItem } from '#contract/system-user';
import { userIdentities } from '../db/schema/auth';
import { carriers } from '../db/schema/carriers';
import type { ListContext } from '../lists/list-definition';
import { iso } from '../lists/related';
import { systemUsersList } from '../lists/system-users.list';

/**
 * One user as getItemById, create, update and changePassword answer it: the list's item (logins by kind,
 * roles, never a secret or an identity hash) plus the carrier logins (ours, `systemCarriers`).
 */
export async function userItem(ctx: ListContext, systemUserId: number): Promise<SystemUserListItem | null> {
  const [item] = await systemUsersList.load([systemUserId], ctx);
  if (!item || item.isDeleted) return null;
  const rows = await ctx.db
    .select({ identity: userIdentities, carrierName: carriers.name })
    .from(userIdentities)
    .leftJoin(carriers, eq(carriers.carrierId, userIdentities.carrierId))
    .where(and(eq(userIdentities.systemUserId, systemUserId), eq(userIdentities.identityType, 'carrier')))
    .orderBy(asc(userIdentities.identityId));
  return {
    ...item,
    systemCarriers: rows.map(({ identity, carrierName }) => ({
      systemCarrierId: identity.identityId,
      systemUserId,
      isActive: identity.isActive,
      permissionCodes: identity.permissionCodes as PermissionCode[],
      dateAdded: iso(identity.dateAdded)!,
      dateModified: iso(identity.dateModified)!,
      carrierId: identity.carrierId,
      carrierName,
    })),
  };
}
