import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserSummary } from '#contract/user-summary';
import type { Db } from '../db/connect';
import { idArray, perDatabase } from '../db/prepared';
import { systemUsers } from '../db/schema/auth';

type UserColumns = Record<'systemUserId' | 'firstName' | 'lastName', AnyPgColumn>;

/** A user's name as headers and change logs show it: first and last, trimmed, null when both are empty. */
const nameOf = (users: Record<'firstName' | 'lastName', AnyPgColumn | SQL>) =>
  sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
const userNameSql = nameOf(systemUsers);

/**
 * A user summary's columns from `users` (system_users, or an alias of it): what userSummaries reads and
 * userSummaryById's column carries.
 */
const userSummaryOf = (users: UserColumns) => ({
  systemUserId: sql<number>`${users.systemUserId}`,
  firstName: sql<string | null>`${users.firstName}`,
  lastName: sql<string | null>`${users.lastName}`,
  name: nameOf(users),
});

/**
 * The user `id` names, as a user summary (a json object, null when no one): a column a record's own statement
 * carries, so its header's names need no read of their own (decision 104). The user is named `summarised`
 * inside, whatever the statement around it joins.
 */
export const userSummaryById = (id: AnyPgColumn) =>
  sql<unknown>`(select json_build_object('systemUserId', summarised.system_user_id, 'firstName', summarised.first_name, 'lastName', summarised.last_name, 'name', ${nameOf({ firstName: sql`summarised.first_name`, lastName: sql`summarised.last_name` })}) from ${systemUsers} summarised where summarised.system_user_id = ${id})`;

/** A user summary as userSummaryById's column arrives: parsed json (node-postgres, PGlite), or its text. */
export const userSummaryFrom = (value: unknown): UserSummary | null =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? null)) as UserSummary | null;

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
