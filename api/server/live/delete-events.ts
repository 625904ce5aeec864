import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import { emptyScope, scopesOf } from './event-scope';
import { recordEvents } from './outbox-write';
import { recordTypeOfTable } from './write-with-event';

/**
 * Before a delete (delete-bulk.ts): reads the scope of the rows while they still exist, and answers what
 * records `<type>.deleted` for the ids the delete then removed, in the same transaction. Deletes carry no
 * person: the bulk delete is not told who asks (decision 077).
 */
export async function deleteEventsFor(
  tx: Db,
  table: PgTable,
  ids: readonly number[],
): Promise<(deleted: readonly number[]) => Promise<void>> {
  const type = recordTypeOfTable(table);
  if (!type) return async () => undefined;
  const scopes = await scopesOf(
    tx,
    ids.map((id) => ({ type, id })),
  );
  return (deleted) =>
    recordEvents(
      tx,
      null,
      deleted.map((id) => ({
        kind: `${type}.deleted`,
        recordType: type,
        recordId: id,
        payload: { fields: [], dateModified: null },
        scope: { ...(scopes.get(`${type}:${id}`) ?? emptyScope), version: undefined },
      })),
    );
}
