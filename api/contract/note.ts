import { z } from 'zod';
import { ofKind } from './field-kinds';
import type { NoteKind } from './note-kinds';
import { id, isoDateTime, nullableId, plainString } from './scalars';

/**
 * Note of spec 2 §3. The spec's "deprecated creator name" is `createdBy` here; when it is not blank it wins
 * over createdByUserName for display (records migrated from the old system carry only that).
 */
export const noteSchema = z.object({
  noteId: id,
  noteContent: ofKind('freeText', plainString()),
  dateAdded: isoDateTime,
  dateModified: isoDateTime.nullable(),
  createdByUserId: nullableId,
  modifiedByUserId: nullableId,
  createdByUserName: ofKind('name', plainString().nullable()),
  modifiedByUserName: ofKind('name', plainString().nullable()),
  createdBy: ofKind('name', plainString().nullable().optional()),
});
export type Note = z.infer<typeof noteSchema>;

export const noteAuthorName = (note: Pick<Note, 'createdBy' | 'createdByUserName'>): string =>
  note.createdBy?.trim() || note.createdByUserName || 'Unknown';

export const noteEmptyMessage = 'Note cannot be empty';
export const noteMaxLength = 10_000;

/** A note's text: trimmed before sending, never blank (spec 2 §5). The ceiling is ours. */
export const noteContentSchema = plainString({ error: noteEmptyMessage })
  .trim()
  .min(1, noteEmptyMessage)
  .max(noteMaxLength, `Note must be at most ${noteMaxLength} characters`);

/** Body of POST and PUT on notes. */
export const noteInputSchema = z.strictObject({ noteContent: noteContentSchema });
export type NoteInput = z.infer<typeof noteInputSchema>;

export { noteKinds, noteKindInfo, type NoteKind } from './note-kinds';

export const orderNoteSchema = noteSchema.extend({ orderId: id });
export const customerNoteSchema = noteSchema.extend({ orderCustomerId: id });
export const locationNoteSchema = noteSchema.extend({ locationId: id });
export const loadNoteSchema = noteSchema.extend({ loadId: id });

/** Each kind's note as the calls answer it: the note with its owner's id. */
export const noteSchemaOf = {
  order: orderNoteSchema,
  customer: customerNoteSchema,
  location: locationNoteSchema,
  load: loadNoteSchema,
} as const satisfies Record<NoteKind, z.ZodType>;

/** `?shouldSortAscending=true|false` of the note and file lists; newest first when absent (spec 2 §5). */
export const sortQuerySchema = z.object({
  shouldSortAscending: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
