import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Note, NoteKind } from '#contract/note';
import { noteThreadMachine } from '#machines/note-thread/note-thread.machine';
import * as select from '#machines/note-thread/note-thread.selectors';
import { fromCall } from '../../../app/from-call';
import { useRuntime } from '../../../app/runtime-context';
import { noteCallsOf } from '../record-calls';
import { noteRowsOf } from './note-rows';
import type { NotesPanelViewProps } from './notes-panel-view';

export interface NotesPanelOptions {
  kind: NoteKind;
  ownerId: number;
  /** No add box and no Edit or Delete (spec 2 §2). */
  readOnly?: boolean;
}

const selectView = (s: select.NoteThreadSnapshot) => ({
  notes: select.selectNotes(s),
  loading: select.selectIsLoading(s),
  adding: select.selectIsAdding(s),
  ascending: select.selectAscending(s),
  draft: select.selectDraft(s),
  canAdd: select.selectCanAdd(s),
  editing: select.selectEditing(s),
  savingEdit: select.selectIsSavingEdit(s),
  canSaveEdit: select.selectCanSaveEdit(s),
  canChange: select.selectCanChangeNotes(s),
  confirmingDelete: select.selectIsConfirmingDelete(s),
  deleting: select.selectIsDeleting(s),
  error: select.selectError(s),
});

/** The note thread of one owner, bound to its calls; returns the props of NotesPanelView. */
export function useNotesPanel({ kind, ownerId, readOnly = false }: NotesPanelOptions): NotesPanelViewProps {
  const runtime = useRuntime();
  const { authStore } = runtime.services;
  const actor = useActorRef(
    noteThreadMachine.provide({
      actors: (() => {
        const calls = noteCallsOf(runtime.services, kind, ownerId);
        return {
          loadNotes: fromCall<readonly Note[] | null, { ascending: boolean }>(({ input, signal }) =>
            calls.list(input.ascending, signal),
          ),
          addNote: fromCall<unknown, { noteContent: string }>(({ input, signal }) =>
            calls.add(input.noteContent, signal),
          ),
          updateNote: fromCall<unknown, { noteId: number; noteContent: string }>(({ input, signal }) =>
            calls.update(input.noteId, input.noteContent, signal),
          ),
          deleteNote: fromCall<unknown, { noteId: number }>(({ input, signal }) =>
            calls.remove(input.noteId, signal),
          ),
        };
      })(),
    }),
    { input: {}, inspect: runtime.inspect },
  );
  const view = useSelector(actor, selectView, shallowEqual);
  const auth = authStore.read();
  const userId = auth?.userId ?? null;
  const isAdmin = auth?.userIdentityCurrent?.identityType === 'admin';
  const rows = useMemo(
    () => noteRowsOf(view.notes, { userId, isAdmin }, readOnly),
    [view.notes, userId, isAdmin, readOnly],
  );
  return {
    ...view,
    rows,
    readOnly,
    send: actor.send,
  };
}
