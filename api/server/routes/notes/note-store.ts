import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Note, NoteInput, NoteKind } from '#contract/note';
import type { Db } from '#server/db/connect';
import { systemUsers } from '#server/db/schema/auth';
import { notes } from '#server/db/schema/notes';
import { notFound } from '#server/http/errors';
import type { OwnedId, OwnerRef, RequestContext } from '#server/http/request-context';
import { attachedEvent, writeWithEvent } from '#server/live/write-with-event';

/** The owner column of each kind (the table has one per kind, exactly one set). */
export const noteOwnerColumn: Readonly<Record<NoteKind, AnyPgColumn>> = {
  order: notes.orderId,
  customer: notes.orderCustomerId,
  location: notes.locationId,
  load: notes.loadId,
};
const ownerField = {
  order: 'orderId',
  customer: 'orderCustomerId',
  location: 'locationId',
  load: 'loadId',
} as const;

const creator = alias(systemUsers, 'creator');
const modifier = alias(systemUsers, 'modifier');
const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim() || null;

export type NoteRow = Note & Record<string, unknown>;

async function select(db: Db, kind: NoteKind, where: SQL, ascending: boolean): Promise<NoteRow[]> {
  const rows = await db
    .select({
      note: notes,
      creatorFirst: creator.firstName,
      creatorLast: creator.lastName,
      modifierFirst: modifier.firstName,
      modifierLast: modifier.lastName,
    })
    .from(notes)
    .leftJoin(creator, eq(creator.systemUserId, notes.createdByUserId))
    .leftJoin(modifier, eq(modifier.systemUserId, notes.modifiedByUserId))
    .where(where)
    .orderBy(
      ascending ? asc(notes.dateAdded) : desc(notes.dateAdded),
      ascending ? asc(notes.noteId) : desc(notes.noteId),
    );
  return rows.map(({ note, ...names }) => ({
    noteId: note.noteId,
    [ownerField[kind]]: note[ownerField[kind]],
    noteContent: note.noteContent,
    dateAdded: note.dateAdded.toISOString(),
    dateModified: note.dateModified?.toISOString() ?? null,
    createdByUserId: note.createdByUserId,
    modifiedByUserId: note.modifiedByUserId,
    createdByUserName: fullName(names.creatorFirst, names.creatorLast),
    modifiedByUserName: fullName(names.modifierFirst, names.modifierLast),
    createdBy: note.createdBy,
  }));
}

export const listNotes = (db: Db, kind: NoteKind, ownerId: number, ascending: boolean) =>
  select(db, kind, eq(noteOwnerColumn[kind], ownerId), ascending);

export const countNotes = (db: Db, kind: NoteKind, ownerId: number) =>
  db.$count(notes, eq(noteOwnerColumn[kind], ownerId));

/** One note of one owner; 404 when it is not there (or belongs to another owner). */
export async function findNote(db: Db, kind: NoteKind, ownerId: number, noteId: number): Promise<NoteRow> {
  const [note] = await select(
    db,
    kind,
    and(eq(noteOwnerColumn[kind], ownerId), eq(notes.noteId, noteId))!,
    true,
  );
  if (!note) throw notFound('The note');
  return note;
}

export async function createNote(
  ctx: RequestContext,
  { kind, ownerId }: OwnerRef<NoteKind>,
  body: NoteInput,
): Promise<NoteRow> {
  const { actor } = ctx;
  const insert = (tx: Db) =>
    tx
      .insert(notes)
      .values({
        [ownerField[kind]]: ownerId,
        noteContent: body.noteContent,
        createdByUserId: actor.systemUserId,
        dateAdded: actor.now,
        dateModified: actor.now,
      })
      .returning({ noteId: notes.noteId });
  const [row] = await writeWithEvent(ctx.db, actor, insert, ([r]) =>
    attachedEvent('note', 'created', { kind, ownerId }, r!.noteId),
  );
  return findNote(ctx.db, kind, ownerId, row!.noteId);
}

export async function updateNote(
  ctx: RequestContext,
  { kind, ownerId, id: noteId }: OwnedId<NoteKind>,
  body: NoteInput,
): Promise<NoteRow> {
  const { actor } = ctx;
  const save = (tx: Db) =>
    tx
      .update(notes)
      .set({ noteContent: body.noteContent, modifiedByUserId: actor.systemUserId, dateModified: actor.now })
      .where(eq(notes.noteId, noteId));
  await writeWithEvent(ctx.db, actor, save, () =>
    attachedEvent('note', 'changed', { kind, ownerId }, noteId, ['noteContent']),
  );
  return findNote(ctx.db, kind, ownerId, noteId);
}

export const deleteNote = (ctx: RequestContext, { kind, ownerId, id: noteId }: OwnedId<NoteKind>) =>
  writeWithEvent(
    ctx.db,
    ctx.actor,
    (tx) => tx.delete(notes).where(eq(notes.noteId, noteId)),
    () => attachedEvent('note', 'deleted', { kind, ownerId }, noteId),
  );
