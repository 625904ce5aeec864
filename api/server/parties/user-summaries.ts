import { inArray, sql } from 'drizzle-orm';
import type { UserSummary } from '#contract/user-summary';
import type { Db } from '../db/connect';
import { systemUsers } from '../db/schema/auth';

/** Who added and last changed a record, as its header names them ("by Ada Tester"). */
export async function addedAndModifiedBy(
  db: Db,
  record: { addedByUserId: number | null; modifiedByUserId: number | null },
): Promise<{ addedByUser: UserSummary | null; modifiedByUser: UserSummary | null }> {
  const wanted = [record.addedByUserId, record.modifiedByUserId].filter((id): id is number => id !== null);
  const rows = wanted.length
    ? await db
        .select({
          systemUserId: systemUsers.systemUserId,
          firstName: systemUsers.firstName,
          lastName: systemUsers.lastName,
          name: sql<
            string | null
          >`nullif(trim(${systemUsers.firstName} || ' ' || ${systemUsers.lastName}), '')`,
        })
        .from(systemUsers)
        .where(inArray(systemUsers.systemUserId, wanted))
    : [];
  const byId = (id: number | null) => rows.find((row) => row.systemUserId === id) ?? null;
  return { addedByUser: byId(record.addedByUserId), modifiedByUser: byId(record.modifiedByUserId) };
}
