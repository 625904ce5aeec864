import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Note } from '#contract/note';
import { deferredActor, flush } from '../testing/deferred-actor';
import { aNote } from './note-fixture';
import { noteThreadMachine, type NoteThreadInput } from './note-thread.machine';
import * as select from './note-thread.selectors';

const start = (input: NoteThreadInput = {}) => {
  const loadNotes = deferredActor<readonly Note[] | null, { ascending: boolean }>();
  const addNote = deferredActor<unknown, { noteContent: string }>();
  const updateNote = deferredActor<unknown, { noteId: number; noteContent: string }>();
  const deleteNote = deferredActor<unknown, { noteId: number }>();
  const clock = new SimulatedClock();
  const actor = createActor(
    noteThreadMachine.provide({
      actors: {
        loadNotes: loadNotes.logic,
        addNote: addNote.logic,
        updateNote: updateNote.logic,
        deleteNote: deleteNote.logic,
      },
    }),
    { input, clock },
  ).start();
  const snap = () => actor.getSnapshot();
  /** Answers the pending read and lets the minimum delay pass. */
  const answer = async (notes: readonly Note[]) => {
    loadNotes.last().resolve(notes);
    await flush();
    clock.increment(180);
  };
  return { actor, clock, snap, answer, loadNotes, addNote, updateNote, deleteNote };
};

/** The thread showing one note, #1 'Old'. */
const withOldNote = async () => {
  const t = start();
  await t.answer([aNote(1, 'Old')]);
  return t;
};

describe('note-thread', () => {
  it('reads newest first and shows the spinner at least 180 ms', async () => {
    const t = start();
    expect(t.loadNotes.last().input).toEqual({ ascending: false });
    t.loadNotes.last().resolve([aNote(1, 'First')]);
    await flush();
    t.clock.increment(179);
    expect(select.selectIsLoading(t.snap())).toBe(true);
    t.clock.increment(1);
    expect(select.selectIsLoading(t.snap())).toBe(false);
    expect(select.selectNotes(t.snap())).toEqual([aNote(1, 'First')]);
  });

  it('waits for a slow answer past the minimum', async () => {
    const t = start();
    t.clock.increment(500);
    expect(select.selectIsLoading(t.snap())).toBe(true);
    t.loadNotes.last().resolve([]);
    await flush();
    expect(t.snap().value).toBe('idle');
  });

  it('toggles the order of dates and reads again, aborting a read still out', async () => {
    const t = start();
    t.actor.send({ type: 'notes.sortToggled' });
    expect(t.loadNotes.calls[0]!.signal.aborted).toBe(true);
    expect(t.loadNotes.last().input).toEqual({ ascending: true });
    expect(select.selectAscending(t.snap())).toBe(true);
    await t.answer([]);
    t.actor.send({ type: 'notes.sortToggled' });
    expect(t.loadNotes.last().input).toEqual({ ascending: false });
  });

  it('adds the trimmed text, clears the box and reads again; Add is off for blank text', async () => {
    const t = start();
    await t.answer([]);
    t.actor.send({ type: 'draft.changed', text: '   ' });
    expect(select.selectCanAdd(t.snap())).toBe(false);
    t.actor.send({ type: 'draft.submit' });
    expect(t.addNote.calls).toHaveLength(0);
    t.actor.send({ type: 'draft.changed', text: '  Called the driver \n' });
    expect(select.selectCanAdd(t.snap())).toBe(true);
    t.actor.send({ type: 'draft.submit' });
    expect(select.selectIsAdding(t.snap())).toBe(true);
    expect(t.addNote.last().input).toEqual({ noteContent: 'Called the driver' });
    t.addNote.last().resolve(aNote(2, 'Called the driver'));
    await flush();
    expect(select.selectDraft(t.snap())).toBe('');
    expect(t.loadNotes.calls).toHaveLength(2);
    await t.answer([aNote(2, 'Called the driver')]);
    expect(select.selectNotes(t.snap())).toHaveLength(1);
  });

  it('keeps the typed text when adding fails and shows why, dismissible', async () => {
    const t = start();
    await t.answer([]);
    t.actor.send({ type: 'draft.changed', text: 'Call back' });
    t.actor.send({ type: 'draft.submit' });
    t.addNote.last().reject(new Error('Note cannot be empty'));
    await flush();
    expect(t.snap().value).toBe('idle');
    expect(select.selectDraft(t.snap())).toBe('Call back');
    expect(select.selectError(t.snap())).toBe('Note cannot be empty');
    t.actor.send({ type: 'error.dismiss' });
    expect(select.selectError(t.snap())).toBeNull();
  });

  it('edits one note in place, keeps the text on failure, saves it trimmed', async () => {
    const t = await withOldNote();
    t.actor.send({ type: 'note.editStarted', noteId: 99 });
    expect(t.snap().value).toBe('idle');
    t.actor.send({ type: 'note.editStarted', noteId: 1 });
    expect(select.selectEditing(t.snap())).toEqual({ noteId: 1, text: 'Old' });
    t.actor.send({ type: 'edit.changed', text: ' ' });
    expect(select.selectCanSaveEdit(t.snap())).toBe(false);
    t.actor.send({ type: 'edit.changed', text: ' New ' });
    t.actor.send({ type: 'edit.save' });
    expect(select.selectIsSavingEdit(t.snap())).toBe(true);
    expect(t.updateNote.last().input).toEqual({ noteId: 1, noteContent: 'New' });
    t.updateNote.last().reject(new Error('You do not have permission to do this.'));
    await flush();
    expect(select.selectEditing(t.snap())).toEqual({ noteId: 1, text: ' New ' });
    expect(select.selectError(t.snap())).toBe('You do not have permission to do this.');
    t.actor.send({ type: 'edit.save' });
    t.updateNote.last().resolve(aNote(1, 'New'));
    await flush();
    expect(select.selectEditing(t.snap())).toBeNull();
    expect(select.selectIsLoading(t.snap())).toBe(true);
  });

  it('cancels an edit', async () => {
    const t = await withOldNote();
    t.actor.send({ type: 'note.editStarted', noteId: 1 });
    t.actor.send({ type: 'edit.cancel' });
    expect(t.snap().value).toBe('idle');
    expect(select.selectEditing(t.snap())).toBeNull();
  });

  it('deletes only after confirmation', async () => {
    const t = await withOldNote();
    t.actor.send({ type: 'note.deleteRequested', noteId: 1 });
    expect(select.selectIsConfirmingDelete(t.snap())).toBe(true);
    t.actor.send({ type: 'delete.cancel' });
    expect(t.deleteNote.calls).toHaveLength(0);
    t.actor.send({ type: 'note.deleteRequested', noteId: 1 });
    t.actor.send({ type: 'delete.confirm' });
    expect(select.selectIsDeleting(t.snap())).toBe(true);
    expect(t.deleteNote.last().input).toEqual({ noteId: 1 });
    t.deleteNote.last().resolve(null);
    await flush();
    expect(select.selectIsLoading(t.snap())).toBe(true);
  });

  it('shows a failed delete and a failed read in the alert', async () => {
    const t = await withOldNote();
    t.actor.send({ type: 'note.deleteRequested', noteId: 1 });
    t.actor.send({ type: 'delete.confirm' });
    t.deleteNote.last().reject(new Error('Server error'));
    await flush();
    expect(select.selectError(t.snap())).toBe('Server error');
    t.actor.send({ type: 'notes.reload' });
    t.loadNotes.last().reject(new Error('Unknown server error'));
    await flush();
    t.clock.increment(180);
    expect(t.snap().hasTag('error')).toBe(true);
    expect(select.selectError(t.snap())).toBe('Unknown server error');
    expect(select.selectNotes(t.snap())).toEqual([aNote(1, 'Old')]);
    t.actor.send({ type: 'error.dismiss' });
    expect(t.snap().value).toBe('idle');
  });

  it('keeps the notes when an aborted read answers null', async () => {
    const t = await withOldNote();
    t.actor.send({ type: 'notes.reload' });
    t.loadNotes.last().resolve(null);
    await flush();
    t.clock.increment(180);
    expect(select.selectNotes(t.snap())).toEqual([aNote(1, 'Old')]);
  });
});
