export const rolesListPath = '/users/admin/roles';
export const newRoleId = 'new';
export const newRolePath = `${rolesListPath}/${newRoleId}`;
export const roleDetailsPath = (systemRoleId: number) => `${rolesListPath}/${systemRoleId}`;

/** A role route's `:id`: null for a new role ('new' or '0'), undefined when it is no id at all. */
export function parseRoleId(raw: string | undefined): number | null | undefined {
  if (raw === undefined || raw === newRoleId || raw === '0') return null;
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}
