import { noteAuthorName, type Note } from '#contract/note';
import { formatNoteDate } from '../record-dates';

/** Who reads the notes: their user id, whether they are an admin identity. */
export interface NoteViewer {
  userId: number | null;
  isAdmin: boolean;
}

export interface NoteRow {
  noteId: number;
  /** The deprecated creator name first when not blank, then the user's name (spec 2 §3). */
  author: string;
  isOwn: boolean;
  date: string;
  content: string;
  /** Edit and Delete: the creator or an admin, and only when the panel is not read-only. */
  canChange: boolean;
}

export const noteRowsOf = (notes: readonly Note[], viewer: NoteViewer, readOnly: boolean): NoteRow[] =>
  notes.map((note) => {
    const isOwn = viewer.userId !== null && note.createdByUserId === viewer.userId;
    return {
      noteId: note.noteId,
      author: noteAuthorName(note),
      isOwn,
      date: formatNoteDate(note.dateAdded),
      content: note.noteContent,
      canChange: !readOnly && (isOwn || viewer.isAdmin),
    };
  });
