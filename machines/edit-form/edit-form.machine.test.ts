import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { z } from 'zod';
import { validationMessages } from '#contract/validation-messages';
import { deferredActor, flush } from '../testing/deferred-actor';
import { recorder } from '../testing/recorder';
import {
  editFormMachine,
  type EditFormEvent,
  type EditFormInput,
  type LoadInput,
  type SaveInput,
} from './edit-form.machine';
import * as select from './edit-form.selectors';
import type { FormValues } from './edit-form.values';

const schema = z.object({
  firstName: z.string().trim().min(1, validationMessages.fieldRequired),
  emailAddress: z.string().trim().email(validationMessages.email).or(z.literal('')),
});
const record = { systemUserId: 7, firstName: 'Grace', emailAddress: '', dateModified: 't1' };
const staleError = Object.assign(
  new Error('Someone else saved this record first. Reload it to see their changes.'),
  {
    status: 409,
    code: 'stale_write',
  },
);

const start = (input: EditFormInput = { key: 7, schema }) => {
  const load = deferredActor<FormValues, LoadInput>();
  const save = deferredActor<FormValues, SaveInput>();
  const confirmDiscard = deferredActor<boolean, void>();
  const leave = recorder<{ to: string }>();
  const notifySaved = recorder<{ values: FormValues; created: boolean }>();
  const actor = createActor(
    editFormMachine.provide({
      actions: { leave: leave.action, notifySaved: notifySaved.action },
      actors: { load: load.logic, save: save.logic, confirmDiscard: confirmDiscard.logic },
    }),
    { input, clock: new SimulatedClock() },
  ).start();
  const snap = () => actor.getSnapshot();
  const type = (field: string, value: unknown) => actor.send({ type: 'field.changed', field, value });
  const loaded = async (values: FormValues = record) => {
    load.last().resolve(values);
    await flush();
  };
  return { actor, snap, type, loaded, load, save, confirmDiscard, leave, notifySaved };
};

/** A loaded form whose first name was changed to Ada. */
const edited = async () => {
  const t = start();
  await t.loaded();
  t.type('firstName', 'Ada');
  return t;
};

/**
 * In the merge view: their version is read (with a first name of their own), then "take theirs"
 * (`stale.reload`) reads `theirs` again and shows it.
 */
const takeTheirsInMerge = async (t: ReturnType<typeof start>, theirs: FormValues) => {
  t.load.last().resolve({ ...theirs, firstName: 'Grace Hopper' });
  await flush();
  t.actor.send({ type: 'stale.reload' });
  t.load.last().resolve(theirs);
  await flush();
};

const formState = (s: ReturnType<ReturnType<typeof start>['snap']>) => s.value;

describe('edit-form: loading', () => {
  it('loads by key with a spinner, then edits the loaded values as pristine', async () => {
    const t = start();
    expect(select.selectIsLoading(t.snap())).toBe(true);
    expect(select.selectIsBusy(t.snap())).toBe(true);
    expect(t.load.last().input).toEqual({ key: 7 });
    await t.loaded();
    expect(formState(t.snap())).toEqual({
      open: { form: { editing: { changes: 'pristine', notice: 'none' } }, leave: 'idle' },
    });
    expect(select.selectIsEditable(t.snap())).toBe(true);
    expect(select.selectText(t.snap(), 'firstName')).toBe('Grace');
    expect(select.selectIsDirty(t.snap())).toBe(false);
    expect(select.selectCanSave(t.snap())).toBe(false);
    expect(select.selectCanReset(t.snap())).toBe(false);
  });

  it('a failed load shows its error and retries', async () => {
    const t = start();
    t.load.last().reject(new Error('Not found'));
    await flush();
    expect(select.selectLoadFailed(t.snap())).toBe(true);
    expect(select.selectError(t.snap())).toBe('Not found');
    t.actor.send({ type: 'load.retry' });
    expect(select.selectIsLoading(t.snap())).toBe(true);
    expect(select.selectError(t.snap())).toBeNull();
    expect(t.load.calls).toHaveLength(2);
  });

  it('leaving while loading or after a failed load does not ask', async () => {
    const t = start();
    t.actor.send({ type: 'form.leave', to: '/orders' });
    t.load.last().reject(new Error('Not found'));
    await flush();
    t.actor.send({ type: 'form.leave', to: '/loads' });
    expect(t.leave.calls).toEqual([{ to: '/orders' }, { to: '/loads' }]);
    expect(t.confirmDiscard.calls).toHaveLength(0);
  });

  it('create mode starts from the given values, without loading, and may save at once', () => {
    const t = start({ values: { firstName: 'New' }, schema });
    expect(t.load.calls).toHaveLength(0);
    expect(select.selectIsCreate(t.snap())).toBe(true);
    expect(select.selectIsDirty(t.snap())).toBe(false);
    expect(select.selectCanSave(t.snap())).toBe(true);
  });
});

describe('edit-form: editing', () => {
  it('tracks dirty against the baseline, and typing the old value back makes it pristine', async () => {
    const t = await edited();
    expect(t.snap().matches({ open: { form: { editing: { changes: 'dirty' } } } })).toBe(true);
    expect(select.selectIsDirty(t.snap())).toBe(true);
    expect(select.selectCanSave(t.snap())).toBe(true);
    t.type('firstName', 'Grace');
    expect(t.snap().matches({ open: { form: { editing: { changes: 'pristine' } } } })).toBe(true);
  });

  it('reset goes back to the baseline', async () => {
    const t = await edited();
    t.actor.send({ type: 'form.reset' });
    expect(select.selectText(t.snap(), 'firstName')).toBe('Grace');
    expect(select.selectIsDirty(t.snap())).toBe(false);
  });

  it('validates lazily: messages show once a save was tried, then follow the typing', async () => {
    const t = start();
    await t.loaded();
    t.type('firstName', ' ');
    t.type('emailAddress', 'nope');
    expect(select.selectFieldError(t.snap(), 'firstName')).toBeUndefined();
    t.actor.send({ type: 'form.save' });
    expect(t.save.calls).toHaveLength(0);
    expect(select.selectFieldError(t.snap(), 'firstName')).toBe('This field is required');
    expect(select.selectFieldError(t.snap(), 'emailAddress')).toBe('Please enter a valid email address');
    t.type('emailAddress', 'ada@example.com');
    expect(select.selectFieldError(t.snap(), 'emailAddress')).toBeUndefined();
  });
});

describe('edit-form: saving', () => {
  it('sends the prepared values with the baseline; the answer becomes the new baseline', async () => {
    const t = start();
    await t.loaded();
    t.type('firstName', '  Ada ');
    t.actor.send({ type: 'form.save' });
    expect(select.selectIsSaving(t.snap())).toBe(true);
    expect(select.selectIsEditable(t.snap())).toBe(false);
    expect(t.save.last().input).toEqual({
      key: 7,
      mode: 'edit',
      values: { ...record, firstName: 'Ada' },
      pristine: record,
    });
    const saved = { ...record, firstName: 'Ada', dateModified: 't2' };
    t.save.last().resolve(saved);
    await flush();
    expect(select.selectIsSaved(t.snap())).toBe(true);
    expect(select.selectPristine(t.snap())).toEqual(saved);
    expect(select.selectIsDirty(t.snap())).toBe(false);
    expect(t.notifySaved.calls).toEqual([{ values: saved, created: false }]);
    t.actor.send({ type: 'notice.dismiss' });
    expect(select.selectIsSaved(t.snap())).toBe(false);
  });

  it('the saved notice goes with the next change', async () => {
    const t = await edited();
    t.actor.send({ type: 'form.save' });
    t.save.last().resolve({ ...record, firstName: 'Ada' });
    await flush();
    t.type('firstName', 'Ava');
    expect(select.selectIsSaved(t.snap())).toBe(false);
  });

  it('a created record switches to edit mode', async () => {
    const t = start({ values: { firstName: 'New', emailAddress: '' }, schema });
    t.actor.send({ type: 'form.save' });
    expect(t.save.last().input.mode).toBe('create');
    t.save.last().resolve({ systemUserId: 9, firstName: 'New' });
    await flush();
    expect(t.notifySaved.calls[0]!.created).toBe(true);
    expect(select.selectIsCreate(t.snap())).toBe(false);
    expect(select.selectCanSave(t.snap())).toBe(false);
  });

  it('a failed save keeps what was typed, shows the server text and its field messages', async () => {
    const t = await edited();
    t.actor.send({ type: 'form.save' });
    t.save.last().reject(
      Object.assign(new Error('That email address or username is already used by another account.'), {
        status: 409,
        code: 'conflict',
        fields: { firstName: 'Taken' },
      }),
    );
    await flush();
    expect(select.selectText(t.snap(), 'firstName')).toBe('Ada');
    expect(select.selectIsEditable(t.snap())).toBe(true);
    expect(select.selectError(t.snap())).toBe(
      'That email address or username is already used by another account.',
    );
    expect(select.selectFieldError(t.snap(), 'firstName')).toBe('Taken');
    t.type('firstName', 'Ava');
    expect(select.selectFieldError(t.snap(), 'firstName')).toBeUndefined();
    expect(select.selectCanDismissError(t.snap())).toBe(true);
    t.actor.send({ type: 'notice.dismiss' });
    expect(select.selectError(t.snap())).toBeNull();
  });

  it('reset after a failure clears the banner', async () => {
    const t = await edited();
    t.actor.send({ type: 'form.save' });
    t.save.last().reject(new Error('Server error'));
    await flush();
    t.actor.send({ type: 'form.reset' });
    expect(select.selectError(t.snap())).toBeNull();
    expect(select.selectText(t.snap(), 'firstName')).toBe('Grace');
  });
});

describe('edit-form: stale write (409) merges field by field', () => {
  const toStale = async () => {
    const t = await edited();
    t.actor.send({ type: 'form.save' });
    t.save.last().reject(staleError);
    await flush();
    return t;
  };
  const theirs = { ...record, emailAddress: 'grace@example.com', dateModified: 't3' };

  it('reads their version again at once, keeping what was typed', async () => {
    const t = await toStale();
    expect(t.snap().matches({ open: { form: 'merging' } })).toBe(true);
    expect(select.selectIsBusy(t.snap())).toBe(true);
    expect(select.selectIsEditable(t.snap())).toBe(false);
    expect(t.load.calls).toHaveLength(2);
    expect(select.selectText(t.snap(), 'firstName')).toBe('Ada');
  });

  it('fields that do not overlap merge by themselves; the next save sends their version', async () => {
    const t = await toStale();
    t.load.last().resolve(theirs);
    await flush();
    expect(select.selectMerged(t.snap())).toEqual({ who: null, theirFields: ['emailAddress'], record: null });
    expect(select.selectValues(t.snap())).toEqual({ ...theirs, firstName: 'Ada' });
    expect(select.selectPristine(t.snap())).toEqual(theirs);
    t.actor.send({ type: 'form.save' });
    expect(t.save.last().input.values).toMatchObject({ firstName: 'Ada', emailAddress: 'grace@example.com' });
    expect(t.save.last().input.pristine.dateModified).toBe('t3');
  });

  it('a field both changed goes to the merge view; mine stays until theirs is chosen', async () => {
    const t = await toStale();
    t.type('emailAddress', 'ignored@example.com'); // not editable while merging
    t.load.last().resolve({ ...theirs, firstName: 'Grace Hopper' });
    await flush();
    const view = select.selectMergeView(t.snap());
    expect(view?.conflicts).toEqual([
      { field: 'firstName', base: 'Grace', theirs: 'Grace Hopper', mine: 'Ada', side: 'mine' },
    ]);
    expect(select.selectIsEditable(t.snap())).toBe(false);
    expect(select.selectText(t.snap(), 'firstName')).toBe('Ada');
    t.actor.send({ type: 'merge.choose', field: 'firstName', side: 'theirs' });
    expect(select.selectMergeView(t.snap())?.conflicts[0]?.side).toBe('theirs');
    t.actor.send({ type: 'merge.choose', field: 'nope', side: 'theirs' });
    t.actor.send({ type: 'merge.apply' });
    expect(select.selectMergeView(t.snap())).toBeNull();
    expect(select.selectValues(t.snap())).toEqual({ ...theirs, firstName: 'Grace Hopper' });
    expect(select.selectIsDirty(t.snap())).toBe(false);
    t.actor.send({ type: 'notice.dismiss' });
    expect(select.selectMerged(t.snap())).toBeNull();
  });

  it('keeping mine in the merge view saves mine on their version', async () => {
    const t = await toStale();
    t.load.last().resolve({ ...theirs, firstName: 'Grace Hopper' });
    await flush();
    t.actor.send({ type: 'merge.apply' });
    expect(select.selectValues(t.snap())).toEqual({ ...theirs, firstName: 'Ada' });
    t.actor.send({ type: 'form.save' });
    expect(t.save.last().input.pristine.dateModified).toBe('t3');
  });

  it('their version failing to load stops with the choices; merging again or reloading theirs', async () => {
    const t = await toStale();
    t.load.last().reject(new Error('Unknown server error'));
    await flush();
    expect(select.selectIsStale(t.snap())).toBe(true);
    expect(select.selectError(t.snap())).toBe('Unknown server error');
    expect(select.selectText(t.snap(), 'firstName')).toBe('Ada');
    t.actor.send({ type: 'stale.keepMine' });
    t.load.last().reject(new Error('Unknown server error'));
    await flush();
    expect(select.selectIsStale(t.snap())).toBe(true);
    t.actor.send({ type: 'stale.reload' });
    t.load.last().resolve(theirs);
    await flush();
    expect(select.selectValues(t.snap())).toEqual(theirs);
    expect(select.selectIsDirty(t.snap())).toBe(false);
    expect(select.selectError(t.snap())).toBeNull();
  });

  it('a failed reload stays stale with its error', async () => {
    const t = await toStale();
    t.load.last().reject(new Error('offline'));
    await flush();
    t.actor.send({ type: 'stale.reload' });
    t.load.last().reject(new Error('Unknown server error'));
    await flush();
    expect(select.selectIsStale(t.snap())).toBe(true);
    expect(select.selectError(t.snap())).toBe('Unknown server error');
    expect(select.selectText(t.snap(), 'firstName')).toBe('Ada');
  });

  it('in the merge view, their version can be taken whole', async () => {
    const t = await toStale();
    await takeTheirsInMerge(t, theirs);
    expect(select.selectValues(t.snap())).toEqual(theirs);
  });
});

describe('edit-form: rebased by another save on the screen (decision 064)', () => {
  const theirs = { ...record, emailAddress: 'grace@example.com', dateModified: 't2' };

  it('takes the new version as the baseline and keeps the typed changes on top, not stale', async () => {
    const t = await edited();
    t.actor.send({ type: 'record.rebased', values: theirs });
    expect(select.selectPristine(t.snap())).toEqual(theirs);
    expect(select.selectValues(t.snap())).toEqual({ ...theirs, firstName: 'Ada' });
    expect(select.selectIsDirty(t.snap())).toBe(true);
    t.actor.send({ type: 'form.save' });
    expect(t.save.last().input.pristine).toEqual(theirs);
  });

  it('a clean form simply shows the new version, with nothing unsaved', async () => {
    const t = start();
    await t.loaded();
    t.actor.send({ type: 'record.rebased', values: theirs });
    expect(select.selectValues(t.snap())).toEqual(theirs);
    expect(select.selectIsDirty(t.snap())).toBe(false);
  });
});

describe('edit-form: leaving', () => {
  it('pristine: leaves at once', async () => {
    const t = start();
    await t.loaded();
    expect(select.selectBlocksLeaving(t.snap())).toBe(false);
    t.actor.send({ type: 'form.leave', to: '/orders' });
    expect(t.leave.calls).toEqual([{ to: '/orders' }]);
    expect(t.confirmDiscard.calls).toHaveLength(0);
  });

  it('dirty: asks, and Cancel keeps editing with the changes', async () => {
    const t = await edited();
    expect(select.selectBlocksLeaving(t.snap())).toBe(true);
    t.actor.send({ type: 'form.leave', to: '/orders' });
    expect(select.selectIsConfirmingLeave(t.snap())).toBe(true);
    expect(select.selectBlocksLeaving(t.snap())).toBe(true);
    t.confirmDiscard.last().resolve(false);
    await flush();
    expect(t.leave.calls).toEqual([]);
    expect(select.selectText(t.snap(), 'firstName')).toBe('Ada');
    expect(select.selectBlocksLeaving(t.snap())).toBe(true);
  });

  it('dirty: Discard releases the form and tells the app where to go', async () => {
    const t = await edited();
    t.actor.send({ type: 'form.leave', to: '/orders' });
    t.confirmDiscard.last().resolve(true);
    await flush();
    expect(t.leave.calls).toEqual([{ to: '/orders' }]);
    expect(select.selectBlocksLeaving(t.snap())).toBe(false);
    // Another guard may have kept us here: leaving again does not ask again...
    t.actor.send({ type: 'form.leave', to: '/loads' });
    expect(t.leave.calls.at(-1)).toEqual({ to: '/loads' });
    // ...until something changes.
    t.type('firstName', 'Ava');
    expect(select.selectBlocksLeaving(t.snap())).toBe(true);
  });

  it('a prompt that fails counts as Cancel', async () => {
    const t = await edited();
    t.actor.send({ type: 'form.leave', to: '/orders' });
    t.confirmDiscard.last().reject(new Error('closed'));
    await flush();
    expect(t.leave.calls).toEqual([]);
    expect(t.snap().matches({ open: { leave: 'idle' } })).toBe(true);
  });

  it('asks while a stale write waits for a choice', async () => {
    const t = await edited();
    t.actor.send({ type: 'form.save' });
    t.save.last().reject(staleError);
    await flush();
    t.actor.send({ type: 'form.leave', to: '/orders' });
    expect(select.selectIsConfirmingLeave(t.snap())).toBe(true);
  });
});

describe('edit-form: the record changed elsewhere', () => {
  const newer = { ...record, firstName: 'Grace B.', dateModified: 't4' };

  it('a clean form loads the record again in place and starts over from it', async () => {
    const t = await edited();
    t.actor.send({ type: 'form.save' });
    t.save.last().resolve({ ...record, firstName: 'Ada', dateModified: 't2' });
    await flush();
    t.actor.send({ type: 'record.changed' });
    expect(select.selectIsLoading(t.snap())).toBe(true);
    expect(t.load.calls).toHaveLength(2);
    expect(t.load.last().input).toEqual({ key: 7 });
    await t.loaded(newer);
    expect(formState(t.snap())).toEqual({
      open: { form: { editing: { changes: 'pristine', notice: 'none' } }, leave: 'idle' },
    });
    expect(select.selectPristine(t.snap())).toEqual(newer);
    expect(select.selectValues(t.snap())).toEqual(newer);
  });

  it('unsaved changes stay, and their next save meets the stale-write choice', async () => {
    const t = await edited();
    t.actor.send({ type: 'record.changed' });
    expect(t.load.calls).toHaveLength(1);
    expect(select.selectText(t.snap(), 'firstName')).toBe('Ada');
    expect(select.selectIsDirty(t.snap())).toBe(true);
  });

  it('discard lets unsaved changes go, and a pending save or leave goes with them', async () => {
    const t = await edited();
    t.actor.send({ type: 'form.leave', to: '/orders' });
    t.actor.send({ type: 'record.changed', discard: true });
    expect(select.selectIsConfirmingLeave(t.snap())).toBe(false);
    await t.loaded(newer);
    expect(select.selectText(t.snap(), 'firstName')).toBe('Grace B.');
    expect(select.selectIsDirty(t.snap())).toBe(false);
    expect(t.leave.calls).toEqual([]);
  });

  it('while loading, the load starts again', async () => {
    const t = start();
    t.actor.send({ type: 'record.changed' });
    expect(t.load.calls).toHaveLength(2);
    await t.loaded(newer);
    expect(select.selectPristine(t.snap())).toEqual(newer);
  });

  it('with values, the next record starts from them in create mode, as a new form would', async () => {
    const blank = { firstName: '', emailAddress: '' };
    const t = start({ values: blank, schema });
    t.type('firstName', 'New');
    t.actor.send({ type: 'form.save' });
    t.save.last().resolve({ systemUserId: 9, firstName: 'New', emailAddress: '' });
    await flush();
    expect(select.selectIsCreate(t.snap())).toBe(false);
    t.actor.send({ type: 'record.changed', values: blank });
    expect(t.load.calls).toHaveLength(0);
    expect(select.selectIsCreate(t.snap())).toBe(true);
    expect(select.selectIsSaved(t.snap())).toBe(false);
    expect(select.selectValues(t.snap())).toEqual(blank);
    // Lazy validation starts over too: no message until the next Save is tried.
    t.actor.send({ type: 'form.save' });
    expect(select.selectFieldError(t.snap(), 'firstName')).toBe('This field is required');
    t.actor.send({ type: 'record.changed', values: blank, discard: true });
    expect(select.selectFieldError(t.snap(), 'firstName')).toBeUndefined();
  });
});

describe('edit-form: another person saves the record (the live desk)', () => {
  const theirs = { ...record, emailAddress: 'dana@example.com', dateModified: 't3' };
  const changed: EditFormEvent = {
    type: 'record.changedElsewhere',
    who: 'Dana Whitaker',
    fields: ['emailAddress'],
    version: 't3',
  };

  it('shows their version at once when nothing was typed, and says who changed what', async () => {
    const t = start();
    await t.loaded();
    t.actor.send(changed);
    expect(t.load.calls).toHaveLength(2);
    t.load.last().resolve(theirs);
    await flush();
    expect(select.selectValues(t.snap())).toEqual(theirs);
    expect(select.selectRefreshed(t.snap())).toEqual({ who: 'Dana Whitaker', fields: ['emailAddress'] });
    expect(select.changedElsewhereText({ who: 'Dana Whitaker', fields: ['emailAddress'] })).toBe(
      'Dana Whitaker changed email address.',
    );
    t.type('firstName', 'Ada');
    expect(select.selectRefreshed(t.snap())).toBeNull();
  });

  it('with unsaved edits, merges their version with mine and says who changed what', async () => {
    const t = await edited();
    t.actor.send(changed);
    expect(t.load.calls).toHaveLength(2);
    expect(select.selectValue(t.snap(), 'firstName')).toBe('Ada');
    t.load.last().resolve(theirs);
    await flush();
    expect(select.selectValues(t.snap())).toEqual({ ...theirs, firstName: 'Ada' });
    expect(select.selectPristine(t.snap())).toEqual(theirs);
    expect(select.selectMerged(t.snap())).toEqual({
      who: 'Dana Whitaker',
      theirFields: ['emailAddress'],
      record: null,
    });
  });

  it('a newer version during the merge view merges again and keeps the choices made', async () => {
    const t = await edited();
    t.actor.send(changed);
    t.load.last().resolve({ ...theirs, firstName: 'Grace Hopper' });
    await flush();
    t.actor.send({ type: 'merge.choose', field: 'firstName', side: 'theirs' });
    t.actor.send({ ...changed, version: 't4' });
    t.load.last().resolve({ ...theirs, firstName: 'Grace B. Hopper', dateModified: 't4' });
    await flush();
    expect(select.selectMergeView(t.snap())?.conflicts).toEqual([
      { field: 'firstName', base: 'Grace', theirs: 'Grace B. Hopper', mine: 'Ada', side: 'theirs' },
    ]);
    t.actor.send({ type: 'merge.apply' });
    expect(select.selectValue(t.snap(), 'firstName')).toBe('Grace B. Hopper');
    expect(select.selectPristine(t.snap()).dateModified).toBe('t4');
  });

  it('names the record and the fields in the sentence', () => {
    expect(
      select.changedOnText(
        { who: 'Dana Whitaker', theirFields: ['trailerNumber'], record: { type: 'load', id: 12 } },
        (f) => (f === 'trailerNumber' ? 'Trailer Number' : f),
      ),
    ).toBe('Dana Whitaker changed Trailer Number on Load #12.');
    expect(select.changedOnText({ who: null, theirFields: [], record: null })).toBe(
      'Someone changed this record.',
    );
  });

  it('taking theirs from the merge view drops my typing for their version', async () => {
    const t = await edited();
    t.actor.send(changed);
    await takeTheirsInMerge(t, theirs);
    expect(select.selectValues(t.snap())).toEqual(theirs);
    expect(select.selectIsDirty(t.snap())).toBe(false);
  });

  it('ignores the version it already shows (its own save coming back), and says nothing while saving', async () => {
    const t = start();
    await t.loaded();
    t.actor.send({ type: 'record.changedElsewhere', who: 'Dana Whitaker', fields: [], version: 't1' });
    expect(t.load.calls).toHaveLength(1);
    expect(select.selectRefreshed(t.snap())).toBeNull();
    t.type('firstName', 'Ada');
    t.actor.send({ type: 'form.save' });
    t.actor.send(changed);
    expect(select.selectIsSaving(t.snap())).toBe(true);
    expect(select.selectMergeView(t.snap())).toBeNull();
  });
});
