import { sql } from 'drizzle-orm';
import type { UserSummary } from '#contract/user-summary';
import type { Db } from '../db/connect';
import { idArray, perDatabase } from '../db/prepared';
import { systemUsers } from '../db/schema/auth';

/** A user's name as headers and change logs show it: first and last, trimmed, null when both are empty. */
export const userNameSql = sql<
  string | null
>`nullif(trim(${systemUsers.firstName} || ' ' || ${systemUsers.lastName}), '')`;

/** The name of one user, as a scalar subquery a write can carry (a change log's author) instead of a read first. */
export const userNameOf = (systemUserId: number) =>
  sql<
    string | null
  >`(select ${userNameSql} from ${systemUsers} where ${systemUsers.systemUserId} = ${systemUserId})`;

/** Built once per database handle, ids as one int[] parameter (db/prepared.ts): every record header asks. */
const summariesOf = perDatabase((db) =>
  db
    .select({
      systemUserId: systemUsers.systemUserId,
      firstName: systemUsers.firstName,
      lastName: systemUsers.lastName,
      name: userNameSql,
    })
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
