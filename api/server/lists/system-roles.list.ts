import { count, inArray, notInArray } from 'drizzle-orm';
import type { PermissionCode } from '#contract/permissions';
import type { SystemRole } from '#contract/system-role';
import { systemRoles, systemUserRoleAssignments } from '../db/schema/auth';
import { datetimeProp, defineList, idProp, textProp } from './list-definition';
import { countOf, iso } from './related';

const r = systemRoles;

export type SystemRoleItem = SystemRole & { description: string | null; userCount: number };

/** The Roles tab: each role with its codes and how many users hold it. */
export const systemRolesList = defineList<SystemRoleItem>({
  noun: 'roles',
  table: systemRoles,
  id: r.systemRoleId,
  idProperty: 'systemRoleId',
  properties: {
    systemRoleId: idProp(r.systemRoleId),
    name: textProp(r.name),
    description: textProp(r.description),
    dateAdded: datetimeProp(r.dateAdded),
    dateModified: datetimeProp(r.dateModified),
    userCount: countOf(systemUserRoleAssignments, systemUserRoleAssignments.systemRoleId, r.systemRoleId),
  },
  search: ['name', 'description'],
  searchById: true,
  letter: 'name',
  defaultSort: [{ sortBy: 'name', isSortAscending: true }],
  fields: (f) => [f.exceptionIds?.length ? notInArray(r.systemRoleId, f.exceptionIds) : undefined],
  // Counted in a query of its own: a correlated subquery in a one-table select loses its table names
  // (drizzle), and system_role_id would then compare with itself.
  load: async (ids, ctx) => {
    const [roles, counts] = await Promise.all([
      ctx.db.select().from(r).where(inArray(r.systemRoleId, ids)),
      ctx.db
        .select({ systemRoleId: systemUserRoleAssignments.systemRoleId, n: count() })
        .from(systemUserRoleAssignments)
        .where(inArray(systemUserRoleAssignments.systemRoleId, ids))
        .groupBy(systemUserRoleAssignments.systemRoleId),
    ]);
    const holders = new Map(counts.map((c) => [c.systemRoleId, c.n]));
    return roles.map((role) => ({
      systemRoleId: role.systemRoleId,
      name: role.name,
      description: role.description,
      permissionCodes: role.permissionCodes as PermissionCode[],
      dateAdded: iso(role.dateAdded)!,
      dateModified: iso(role.dateModified)!,
      userCount: holders.get(role.systemRoleId) ?? 0,
    }));
  },
  idOf: (item) => item.systemRoleId,
});
