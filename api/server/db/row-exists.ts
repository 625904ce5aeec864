import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './connect';

/**
 * Is there a row with this id? A save checks the records it names before writing, so that a missing one is a
 * 400 with the field's message, never a 500 from a foreign key.
 */
export async function rowExists(db: Db, idColumn: AnyPgColumn, id: number): Promise<boolean> {
  const [row] = await db.select({ id: idColumn }).from(idColumn.table).where(eq(idColumn, id)).limit(1);
  return row !== undefined;
}
