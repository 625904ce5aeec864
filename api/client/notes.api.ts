import { z } from 'zod';
import { noteSchemaOf, type Note, type NoteKind } from '#contract/note';
import { fillPath } from '#contract/path-template';
import { notePaths } from '#contract/paths';
import type { HttpClient } from './http-client';

const count = z.number().int().min(0);
/** Each kind's note carries its owner's id too; callers read the fields all kinds share. */
const noteOf = (kind: NoteKind): z.ZodType<Note> => noteSchemaOf[kind];

/** Note calls of spec 2 §7 (api/Notes), one set for the four kinds. `noteContent` is trimmed by the caller's form. */
export const createNotesApi = (http: HttpClient) => ({
  /** Newest first unless `ascending`. */
  list: (kind: NoteKind, ownerId: number, options: { ascending?: boolean; signal?: AbortSignal } = {}) =>
    http.get(fillPath(notePaths[kind].list, { id: ownerId }), {
      query: { shouldSortAscending: options.ascending ?? false },
      schema: z.array(noteOf(kind)),
      signal: options.signal,
    }),
  count: (kind: NoteKind, ownerId: number, signal?: AbortSignal) =>
    http.get(fillPath(notePaths[kind].count, { id: ownerId }), { schema: count, signal }),
  add: (kind: NoteKind, ownerId: number, noteContent: string, signal?: AbortSignal) =>
    http.post(fillPath(notePaths[kind].create, { id: ownerId }), {
      body: { noteContent },
      schema: noteOf(kind),
      signal,
    }),
  update: (kind: NoteKind, ownerId: number, noteId: number, noteContent: string, signal?: AbortSignal) =>
    http.put(fillPath(notePaths[kind].byId, { id: ownerId, noteId }), {
      body: { noteContent },
      schema: noteOf(kind),
      signal,
    }),
  remove: (kind: NoteKind, ownerId: number, noteId: number, signal?: AbortSignal) =>
    http.delete(fillPath(notePaths[kind].byId, { id: ownerId, noteId }), { signal }),
});

export type NotesApi = ReturnType<typeof createNotesApi>;
