import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserSummary } from '#contract/user-summary';
import type { Db } from '../db/connect';
import { idArray, perDatabase } from '../db/prepared';
import { systemUsers } from '../db/schema/auth';

type UserColumns = Record<'systemUserId' | 'firstName' | 'lastName', AnyPgColumn>;

/** A user's name as headers and change logs show it: first and last, trimmed, null when both are empty. */
const nameOf = (users: UserColumns) =>
  sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
const userNameSql = nameOf(systemUsers);

/**
 * A user summary's columns from `users` (system_users, or an alias of it in a join): what userSummaries
 * reads, so a save's locked read can carry the names its answer shows (issue #26).
 */
export const userSummaryOf = (users: UserColumns) => ({
  systemUserId: sql<number>`${users.systemUserId}`,
  firstName: sql<string | null>`${users.firstName}`,
  lastName: sql<string | null>`${users.lastName}`,
  name: nameOf(users),
});

/** The name of one user, as a scalar subquery a write can carry (a change log's author) instead of a read first. */
export const userNameOf = (systemUserId: number) =>
  sql<
    string | null
  >`(select ${userNameSql} from ${systemUsers} where ${systemUsers.systemUserId} = ${systemUserId})`;

/** Built once per database handle, ids as one int[] parameter (db/prepared.ts): every record header asks. */
const summariesOf = perDatabase((db) =>
  db
    .select(userSummaryOf(systemUsers))
    .from(systemUsers)
    .where(sql`${systemUsers.systemUserId} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('user_summaries'),
);

/** The users of `ids` as a record's header names them ("by Ada Tester"), by id; nulls and repeats are skipped. */
export async function userSummaries(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number, UserSummary>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await summariesOf(db).execute({ ids: idArray(wanted) });
  return new Map(rows.map((row) => [row.systemUserId, row]));
}

/** Who added and last changed a record. */
export async function addedAndModifiedBy(
  db: Db,
  record: { addedByUserId?: number | null; modifiedByUserId?: number | null },
): Promise<{ addedByUser: UserSummary | null; modifiedByUser: UserSummary | null }> {
  const users = await userSummaries(db, [record.addedByUserId ?? null, record.modifiedByUserId ?? null]);
  const byId = (id: number | null | undefined) => (id == null ? null : (users.get(id) ?? null));
  return { addedByUser: byId(record.addedByUserId), modifiedByUser: byId(record.modifiedByUserId) };
}
