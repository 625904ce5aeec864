import type { SnapshotFrom } from 'xstate';
import type { noteThreadMachine } from './note-thread.machine';

export type NoteThreadSnapshot = SnapshotFrom<typeof noteThreadMachine>;

export const selectNotes = (s: NoteThreadSnapshot) => s.context.notes;
/** The first read shows a spinner in place of the list; later reloads keep the list showing. */
export const selectIsLoading = (s: NoteThreadSnapshot) => s.matches('loading');
export const selectIsBusy = (s: NoteThreadSnapshot) => s.hasTag('busy');
export const selectIsAdding = (s: NoteThreadSnapshot) => s.matches('adding');
export const selectAscending = (s: NoteThreadSnapshot) => s.context.ascending;
export const selectDraft = (s: NoteThreadSnapshot) => s.context.draft;
/** Add Note is off for blank text and while another change runs. */
export const selectCanAdd = (s: NoteThreadSnapshot) => s.can({ type: 'draft.submit' });
export const selectEditing = (s: NoteThreadSnapshot) => s.context.editing;
export const selectIsSavingEdit = (s: NoteThreadSnapshot) => s.matches({ editing: 'saving' });
export const selectCanSaveEdit = (s: NoteThreadSnapshot) => s.can({ type: 'edit.save' });
/** Edit and Delete are offered only while nothing else is being changed. */
export const selectCanChangeNotes = (s: NoteThreadSnapshot) => s.matches('idle');
export const selectIsConfirmingDelete = (s: NoteThreadSnapshot) => s.matches('confirmingDelete');
export const selectIsDeleting = (s: NoteThreadSnapshot) => s.matches('deleting');
export const selectError = (s: NoteThreadSnapshot) => s.context.error;
