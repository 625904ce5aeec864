import type { Note } from '#contract/note';

/** A note as the server answers it, for the machine's test and its kit: Dana's, never modified. */
export const aNote = (noteId = 1, noteContent = 'Called the driver'): Note => ({
  noteId,
  noteContent,
  dateAdded: '2026-01-05T15:07:00.000Z',
  dateModified: null,
  createdByUserId: 1,
  modifiedByUserId: null,
  createdByUserName: 'Dana Dispatch',
  modifiedByUserName: null,
});
