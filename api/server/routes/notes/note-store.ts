import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Note, NoteInput, NoteKind } from '#contract/note';
import type { Db } from '#server/db/connect';
import { returnedColumns } from '#server/db/returned-columns';
import { systemUsers } from '#server/db/schema/auth';
import { notes } from '#server/db/schema/notes';
import { notFound } from '#server/http/errors';
import type { OwnedId, OwnerRef, RequestContext } from '#server/http/request-context';
import { attachedEvent, writeWithEvent } from '#server/live/write-with-event';
import { forOwner, ownerIdValue } from '#server/records/owner-access';

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

/** A note row and its author's and last editor's names (a left join each), as the answers carry them. */
const withNames = (note: typeof notes._.columns) => ({
  note,
  creatorFirst: creator.firstName,
  creatorLast: creator.lastName,
  modifierFirst: modifier.firstName,
  modifierLast: modifier.lastName,
});

type NamedNote = {
  note: typeof notes.$inferSelect;
  creatorFirst: string | null;
  creatorLast: string | null;
  modifierFirst: string | null;
  modifierLast: string | null;
};

const toNote =
  (kind: NoteKind) =>
  ({ note, ...names }: NamedNote): NoteRow => ({
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
  });

async function select(db: Db, kind: NoteKind, where: SQL, ascending: boolean): Promise<NoteRow[]> {
  const rows = await db
    .select(withNames(notes))
    .from(notes)
    .leftJoin(creator, eq(creator.systemUserId, notes.createdByUserId))
    .leftJoin(modifier, eq(modifier.systemUserId, notes.modifiedByUserId))
    .where(where)
    .orderBy(
      ascending ? asc(notes.dateAdded) : desc(notes.dateAdded),
      ascending ? asc(notes.noteId) : desc(notes.noteId),
    );
  return rows.map(toNote(kind));
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

/**
 * Adds a note and answers it as findNote would, in one statement: the insert's row read back with its
 * author's name (`with … insert … returning`). The owner is checked by the insert (ownerIdValue): missing,
 * or outside an outsider's reach, it is the owner's 404, as requireVisibleOwner answers it.
 */
export async function createNote(
  ctx: RequestContext,
  { kind, ownerId }: OwnerRef<NoteKind>,
  body: NoteInput,
): Promise<NoteRow> {
  const { actor } = ctx;
  const insertAndRead = async (tx: Db) => {
    const inserted = tx.$with('inserted').as(
      tx
        .insert(notes)
        .values({
          [ownerField[kind]]: ownerIdValue(ctx, kind, ownerId),
          noteContent: body.noteContent,
          createdByUserId: actor.systemUserId,
          dateAdded: actor.now,
          dateModified: actor.now,
        })
        .returning(),
    );
    const source = returnedColumns(notes, inserted);
    const rows = await tx
      .with(inserted)
      .select(withNames(source))
      .from(inserted)
      .leftJoin(creator, eq(creator.systemUserId, source.createdByUserId))
      .leftJoin(modifier, eq(modifier.systemUserId, source.modifiedByUserId));
    return rows.map(toNote(kind))[0]!;
  };
  return forOwner(ctx, { kind, ownerId, table: notes }, () =>
    writeWithEvent(ctx.db, actor, insertAndRead, (note) =>
      attachedEvent('note', 'created', { kind, ownerId }, note.noteId),
    ),
  );
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
