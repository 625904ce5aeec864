import { aNote } from '#machines/note-thread/note-fixture';
import { noteThreadMachine } from '#machines/note-thread/note-thread.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastCallInput, listReads } from './kit-helpers';

const note = aNote();

export const noteThreadKit = defineTestKit(noteThreadMachine, {
  input: {},
  events: {
    'draft.changed': [
      { type: 'draft.changed', text: ' Call back ' },
      { type: 'draft.changed', text: '  ' },
    ],
    'note.editStarted': [{ type: 'note.editStarted', noteId: 1 }],
    'edit.changed': [
      { type: 'edit.changed', text: 'Driver late' },
      { type: 'edit.changed', text: '' },
    ],
    'note.deleteRequested': [{ type: 'note.deleteRequested', noteId: 1 }],
  },
  actors: {
    loadNotes: listReads(note),
    addNote: { done: { added: note }, error: { blank: apiError(400, 'Note cannot be empty') } },
    updateNote: {
      done: { updated: note },
      error: { forbidden: apiError(403, 'You do not have permission to do this.') },
    },
    deleteNote: { done: { deleted: null }, error: { serverError: apiError(500, 'Server error') } },
  },
  expect: {
    loading: (s, run) => {
      check(s.hasTag('busy'), 'the spinner shows');
      check(
        lastCallInput<{ ascending: boolean }>(run, 'loadNotes')?.ascending === s.context.ascending,
        'the notes are read in the chosen order',
      );
    },
    failed: (s) => check(s.hasTag('error') && s.context.error, 'the reason shows'),
    adding: (s, run) => {
      check(s.context.draft.trim() !== '', 'blank text is never sent');
      check(
        lastCallInput<{ noteContent: string }>(run, 'addNote')?.noteContent === s.context.draft.trim(),
        'the text is sent trimmed',
      );
    },
    editing: (s) => check(s.context.editing !== null, 'one note is edited'),
    'editing.saving': (s, run) =>
      check(
        lastCallInput<{ noteId: number }>(run, 'updateNote')?.noteId === s.context.editing?.noteId,
        'the edited note is saved',
      ),
    confirmingDelete: (s) => check(s.context.deletingId !== null, 'the person is asked about one note'),
    deleting: (s, run) =>
      check(
        lastCallInput<{ noteId: number }>(run, 'deleteNote')?.noteId === s.context.deletingId,
        'that note is deleted',
      ),
  },
});
