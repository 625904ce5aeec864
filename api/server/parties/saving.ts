import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../db/connect';
import { nextModified, sameVersion } from '../db/row-version';
import { notFound, staleWrite } from '../http/errors';
import { deleteBulk, type BulkDelete } from '../lists/delete-bulk';
import type { Actor } from '../http/request-context';
import { recordSavedRow } from '../live/write-with-event';

/** A form's optional text: trimmed, and blank stored as null so lists and searches see no empty strings. */
export const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The row to save, locked for the transaction, with the stale-write check of decision 021: the sent
 * dateModified must be the stored one (409 stale_write otherwise).
 */
export async function lockForSave<Row extends { dateModified: Date }>(
  tx: Db,
  table: PgTable,
  idColumn: AnyPgColumn,
  id: number,
  noun: string,
  sentVersion: string,
): Promise<Row> {
  const [row] = (await tx.select().from(table).where(eq(idColumn, id)).for('update')) as Row[];
  if (!row) throw notFound(noun);
  if (!sameVersion(sentVersion, row.dateModified)) throw staleWrite();
  return row;
}

/** The table, id column and noun ('The carrier') of a record kind that saves through `saveLocked`. */
export interface SavedKind {
  table: PgTable;
  id: AnyPgColumn;
  noun: string;
}

/**
 * PUT {id} of a record kind: in one transaction, the row locked with the stale-write check, then the values
 * `change` makes of it written with the next dateModified.
 */
export async function saveLocked<Row extends { dateModified: Date }>(
  database: Database,
  kind: SavedKind,
  save: { id: number; sentVersion: string; now: Date; actor?: Actor },
  change: (row: Row) => Record<string, unknown>,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const row = await lockForSave<Row>(tx, kind.table, kind.id, save.id, kind.noun, save.sentVersion);
    const values = change(row);
    await tx
      .update(kind.table)
      .set({ ...values, dateModified: nextModified(save.now, row.dateModified) })
      .where(eq(kind.id, save.id));
    await recordSavedRow(tx, save.actor, kind.table, save.id, row, values);
  });
}

/**
 * DELETE {id}: the bulk delete's one transaction and refusal for one row ("The selected customer cannot be
 * deleted: Harbor Beverage is used by 12 orders and 1 login."), and 404 when there is no such row.
 */
export async function deleteOne(database: Database, spec: BulkDelete, id: number, noun: string) {
  const { deleted } = await deleteBulk(database, spec, [id]);
  if (deleted === 0) throw notFound(noun);
}
