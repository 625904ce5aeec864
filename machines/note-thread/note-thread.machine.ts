import { assign, setup } from 'xstate';
import type { Note } from '#contract/note';
import { errorText } from '../shared/error-text';
import { injectedCall, machineTypes } from '../shared/injected';

/** Spec 2 §9: a note reload takes at least 180 ms, so the list does not flicker after each change. */
export const noteReloadMinimumMs = 180;

export interface NoteThreadInput {
  /** Oldest first; newest first when absent (spec 2 §5). */
  ascending?: boolean;
}

export type NoteThreadEvent =
  | { type: 'notes.reload' }
  | { type: 'notes.sortToggled' }
  | { type: 'draft.changed'; text: string }
  | { type: 'draft.submit' }
  | { type: 'note.editStarted'; noteId: number }
  | { type: 'edit.changed'; text: string }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' }
  | { type: 'note.deleteRequested'; noteId: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'error.dismiss' };

export interface NoteThreadContext {
  notes: readonly Note[];
  ascending: boolean;
  /** The add box's text: kept when adding fails. */
  draft: string;
  /** The note edited in place and its text: kept when saving fails. */
  editing: { noteId: number; text: string } | null;
  deletingId: number | null;
  /** The last answer of a load still being waited on (the minimum delay may outlast the call). */
  answer: { notes: readonly Note[] | null } | { error: string } | null;
  error: string | null;
}

const isBlank = (text: string) => text.trim() === '';

/**
 * The notes of one owner (an order, a customer, a location or a load): load and reload them with the spec's
 * 180 ms minimum, add one, edit one in place, delete one after confirmation. A failed change keeps what was
 * typed and says why. The app provides the four calls for the owner's kind (`loadNotes`, `addNote`,
 * `updateNote`, `deleteNote`); each throws until provided. Who may edit or delete a note is the screen's
 * rule (creator or admin), enforced again by the server.
 */
export const noteThreadMachine = setup({
  types: machineTypes<NoteThreadContext, NoteThreadEvent, NoteThreadInput, 'busy' | 'error'>(),
  actors: {
    loadNotes: injectedCall<readonly Note[] | null, { ascending: boolean }>('loadNotes'),
    addNote: injectedCall<unknown, { noteContent: string }>('addNote'),
    updateNote: injectedCall<unknown, { noteId: number; noteContent: string }>('updateNote'),
    deleteNote: injectedCall<unknown, { noteId: number }>('deleteNote'),
  },
  actions: {
    toggleSort: assign({ ascending: ({ context }) => !context.ascending }),
    setDraft: assign((_, params: { text: string }) => ({ draft: params.text })),
    clearDraft: assign({ draft: '' }),
    startEdit: assign(({ context }, params: { noteId: number }) => ({
      editing: {
        noteId: params.noteId,
        text: context.notes.find((n) => n.noteId === params.noteId)?.noteContent ?? '',
      },
      error: null,
    })),
    setEditText: assign(({ context }, params: { text: string }) => ({
      editing: context.editing && { ...context.editing, text: params.text },
    })),
    clearEdit: assign({ editing: null }),
    markDelete: assign((_, params: { noteId: number }) => ({ deletingId: params.noteId, error: null })),
    clearDelete: assign({ deletingId: null }),
    stashNotes: assign((_, params: { notes: readonly Note[] | null }) => ({
      answer: { notes: params.notes },
    })),
    stashError: assign((_, params: { error: unknown }) => ({ answer: { error: errorText(params.error) } })),
    // An aborted call answers null: the notes read before stay.
    showNotes: assign(({ context }) => ({
      notes: (context.answer && 'notes' in context.answer && context.answer.notes) || context.notes,
      answer: null,
      error: null,
    })),
    showLoadError: assign(({ context }) => ({
      error: context.answer && 'error' in context.answer ? context.answer.error : null,
      answer: null,
    })),
    showError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    hasDraft: ({ context }) => !isBlank(context.draft),
    hasEditText: ({ context }) => context.editing !== null && !isBlank(context.editing.text),
    knownNote: ({ context }, params: { noteId: number }) =>
      context.notes.some((n) => n.noteId === params.noteId),
    loadFailed: ({ context }) => context.answer !== null && 'error' in context.answer,
  },
  delays: { noteReloadMinimum: noteReloadMinimumMs },
}).createMachine({
  id: 'noteThread',
  context: ({ input }) => ({
    notes: [],
    ascending: input.ascending ?? false,
    draft: '',
    editing: null,
    deletingId: null,
    answer: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    // The add box stays usable while the list reloads or a note is edited; the screen disables it while adding.
    'draft.changed': { actions: { type: 'setDraft', params: ({ event }) => ({ text: event.text }) } },
  },
  states: {
    loading: {
      description: 'Reads the notes; shows the spinner at least 180 ms.',
      type: 'parallel',
      tags: ['busy'],
      states: {
        request: {
          description: 'The call.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'The list call for the current order of dates.',
              invoke: {
                id: 'loadNotes',
                src: 'loadNotes',
                input: ({ context }) => ({ ascending: context.ascending }),
                onDone: {
                  target: 'answered',
                  actions: { type: 'stashNotes', params: ({ event }) => ({ notes: event.output }) },
                },
                onError: {
                  target: 'answered',
                  actions: { type: 'stashError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            answered: { type: 'final', description: 'The answer waits for the minimum delay.' },
          },
        },
        minimum: {
          description: 'The 180 ms the spinner shows at least.',
          initial: 'waiting',
          states: {
            waiting: {
              description: 'The minimum delay of a reload.',
              after: { noteReloadMinimum: 'elapsed' },
            },
            elapsed: { type: 'final', description: 'The minimum delay is over.' },
          },
        },
      },
      onDone: [
        { guard: 'loadFailed', target: 'failed', actions: 'showLoadError' },
        { target: 'idle', actions: 'showNotes' },
      ],
      on: {
        // Restarting aborts the superseded call.
        'notes.reload': { target: 'loading', reenter: true },
        'notes.sortToggled': { target: 'loading', reenter: true, actions: 'toggleSort' },
      },
    },
    idle: {
      description: 'The notes show; a note may be added, edited or deleted.',
      on: {
        'notes.reload': 'loading',
        'notes.sortToggled': { target: 'loading', actions: 'toggleSort' },
        'draft.submit': { guard: 'hasDraft', target: 'adding', actions: 'clearError' },
        'note.editStarted': {
          guard: { type: 'knownNote', params: ({ event }) => ({ noteId: event.noteId }) },
          target: 'editing',
          actions: { type: 'startEdit', params: ({ event }) => ({ noteId: event.noteId }) },
        },
        'note.deleteRequested': {
          guard: { type: 'knownNote', params: ({ event }) => ({ noteId: event.noteId }) },
          target: 'confirmingDelete',
          actions: { type: 'markDelete', params: ({ event }) => ({ noteId: event.noteId }) },
        },
        'error.dismiss': { actions: 'clearError' },
      },
    },
    failed: {
      description: 'The notes could not be read; the reason shows in an alert.',
      tags: ['error'],
      on: {
        'notes.reload': 'loading',
        'notes.sortToggled': { target: 'loading', actions: 'toggleSort' },
        'error.dismiss': { target: 'idle', actions: 'clearError' },
      },
    },
    adding: {
      description: 'Sends the trimmed text of the add box; a failure keeps it.',
      tags: ['busy'],
      // The text being sent stays as it is (the box is disabled meanwhile).
      on: { 'draft.changed': { description: 'Ignored while the text is sent.' } },
      invoke: {
        id: 'addNote',
        src: 'addNote',
        input: ({ context }) => ({ noteContent: context.draft.trim() }),
        onDone: { target: 'loading', actions: 'clearDraft' },
        onError: {
          target: 'idle',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    editing: {
      description: 'One note is edited in place.',
      initial: 'typing',
      states: {
        typing: {
          description: 'Save needs text; Cancel leaves the note as it was.',
          on: {
            'edit.changed': {
              actions: { type: 'setEditText', params: ({ event }) => ({ text: event.text }) },
            },
            'edit.save': { guard: 'hasEditText', target: 'saving', actions: 'clearError' },
            'edit.cancel': { target: '#noteThread.idle', actions: ['clearEdit', 'clearError'] },
            'error.dismiss': { actions: 'clearError' },
          },
        },
        saving: {
          description: 'Sends the trimmed text; a failure keeps it.',
          tags: ['busy'],
          invoke: {
            id: 'updateNote',
            src: 'updateNote',
            input: ({ context }) => ({
              noteId: context.editing?.noteId ?? 0,
              noteContent: context.editing?.text.trim() ?? '',
            }),
            onDone: { target: '#noteThread.loading', actions: 'clearEdit' },
            onError: {
              target: 'typing',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    confirmingDelete: {
      description: "Asks 'Are you sure you want to delete this note?'.",
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'idle', actions: 'clearDelete' },
      },
    },
    deleting: {
      description: 'Deletes the note, then reads the list again.',
      tags: ['busy'],
      invoke: {
        id: 'deleteNote',
        src: 'deleteNote',
        input: ({ context }) => ({ noteId: context.deletingId ?? 0 }),
        onDone: { target: 'loading', actions: 'clearDelete' },
        onError: {
          target: 'idle',
          actions: ['clearDelete', { type: 'showError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
  },
});
