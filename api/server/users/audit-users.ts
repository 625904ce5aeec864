import type { RequestContext } from '../http/request-context';

/** The fields that name one person on a record: who added it, and who last changed it. */
const auditPeople: readonly (readonly string[])[] = [
  ['addedByUserId', 'addedByUser', 'createdByUser', 'addedByUserName', 'createdByUserName'],
  ['modifiedByUserId', 'modifiedByUser', 'modifiedByUserName'],
];

/** The user id one group of fields names, from an id field or a user summary; null when none. */
function personOf(record: Record<string, unknown>, fields: readonly string[]): number | null {
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'number') return value;
    if (
      value &&
      typeof value === 'object' &&
      'systemUserId' in value &&
      typeof value.systemUserId === 'number'
    )
      return value.systemUserId;
  }
  return null;
}

/**
 * Who added and who last changed a record, as this caller may see it (decision 067): staff identities see
 * every user; an outsider (customer or carrier login) sees only itself there, so no staff member is named to
 * it. Someone else's fields are left out, as the list's staff-only fields are. The one rule for record details
 * and list rows alike.
 */
export function withAuditUsersFor<T extends object>(
  viewer: Pick<RequestContext, 'isStaff' | 'caller'>,
  record: T,
): Partial<T> {
  if (viewer.isStaff) return record;
  const copy = { ...record } as Record<string, unknown>;
  for (const fields of auditPeople) {
    const person = personOf(copy, fields);
    // A group naming no one is dropped too: a name without an id could be anyone's.
    if (person === viewer.caller.systemUserId) continue;
    for (const field of fields) delete copy[field];
  }
  return copy as Partial<T>;
}
