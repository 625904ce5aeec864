import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FileKind } from '#contract/file';
import type { NoteKind } from '#contract/note';
import type { Db } from '../db/connect';
import type { Actor } from '../http/request-context';
import { recordEvents, type NewEvent } from './outbox-write';
import { changedFields } from './record-change-events';

/** The record types a table's rows are, for the saves that name their table (parties, deletes). */
const tableTypes = {
  orders: 'order',
  loads: 'load',
  order_customers: 'customer',
  carriers: 'carrier',
  locations: 'location',
} as const;
export type TableRecordType = (typeof tableTypes)[keyof typeof tableTypes];

export const recordTypeOfTable = (table: PgTable): TableRecordType | undefined =>
  tableTypes[getTableName(table) as keyof typeof tableTypes];

/**
 * Runs a save that was one statement together with its domain event, in one transaction (decision 077):
 * the event names what `write` answered (the new row's id).
 */
export const writeWithEvent = <T>(
  db: Db,
  actor: Actor,
  write: (tx: Db) => Promise<T>,
  event: (result: T) => NewEvent,
): Promise<T> =>
  db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const result = await write(tx);
    await recordEvents(tx, actor, [event(result)]);
    return result;
  });

/** A customer, carrier or location created (`fields` empty) or saved (the fields that changed). */
export const partyEvent = (
  type: 'customer' | 'carrier' | 'location',
  id: number,
  change: { before: Record<string, unknown>; after: Record<string, unknown> } | null,
): NewEvent => ({
  kind: change ? `${type}.changed` : `${type}.created`,
  recordType: type,
  recordId: id,
  payload: { fields: change ? changedFields(change.before, change.after) : [] },
});

/** In `saveLocked` (parties/saving.ts): the event of the row saved, when its table is a record type's. */
export async function recordSavedRow(
  tx: Db,
  actor: Actor | undefined,
  table: PgTable,
  id: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  const type = recordTypeOfTable(table);
  if (type !== 'customer' && type !== 'carrier' && type !== 'location') return;
  await recordEvents(tx, actor ?? null, [partyEvent(type, id, { before, after })]);
}

/** A note or file of an owner, created, changed or deleted. */
export const attachedEvent = (
  recordType: 'note' | 'file',
  action: 'created' | 'changed' | 'deleted',
  owner: { kind: NoteKind | FileKind; ownerId: number },
  id: number,
  fields: string[] = [],
): NewEvent => ({
  kind: `${recordType}.${action}`,
  recordType,
  recordId: id,
  payload: { fields, owner: { type: owner.kind, id: owner.ownerId } },
});
