import { z } from 'zod';
import { validationMessages } from '#contract/validation-messages';
import { editFormMachine, type SaveInput } from '#machines/edit-form/edit-form.machine';
import { isDirty } from '#machines/edit-form/edit-form.values';
// Names the forms' schemas, so a recorded form's `{ $schema }` is found again at replay (decision 087).
import '#machines/edit-form/form-schemas';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastCallInput, lastParams } from './kit-helpers';

const schema = z.object({ firstName: z.string().trim().min(1, validationMessages.fieldRequired) });

const loaded = { systemUserId: 7, firstName: 'Grace', lastName: 'Hopper', dateModified: 't1' };
const saved = { ...loaded, firstName: 'Ada', dateModified: 't2' };
/** What another person saved meanwhile. */
const theirs = { ...loaded, lastName: 'Brewster', dateModified: 't3' };
/** Another person's save that changed the field typed here too: a conflict for the merge view. */
const clashing = { ...theirs, firstName: 'Grace Brewster' };

const stale = Object.assign(
  apiError(409, 'Someone else saved this record first. Reload it to see their changes.'),
  {
    code: 'stale_write',
  },
);
const taken = Object.assign(
  apiError(409, 'That email address or username is already used by another account.'),
  {
    code: 'conflict',
    fields: { firstName: 'Already used.' },
  },
);

export const editFormKit = defineTestKit(editFormMachine, {
  input: { key: 7, schema },
  scenarios: { create: { values: { firstName: '' }, schema } },
  events: {
    'field.changed': [
      { type: 'field.changed', field: 'firstName', value: 'Ada' },
      { type: 'field.changed', field: 'firstName', value: '' },
    ],
    'form.leave': [{ type: 'form.leave', to: '/orders' }],
    'record.changed': [
      { type: 'record.changed' },
      { type: 'record.changed', discard: true },
      { type: 'record.changed', values: { firstName: '' } },
    ],
    'record.rebased': [{ type: 'record.rebased', values: { ...theirs, lastName: 'Saved elsewhere' } }],
    'record.changedElsewhere': [
      { type: 'record.changedElsewhere', who: 'Dana Whitaker', fields: ['lastName'], version: 't3' },
      // The form's own save, echoed by the stream.
      { type: 'record.changedElsewhere', who: null, fields: ['firstName'], version: 't2' },
    ],
    'merge.choose': [
      { type: 'merge.choose', field: 'firstName', side: 'theirs' },
      { type: 'merge.choose', field: 'firstName', side: 'mine' },
    ],
    'merge.apply': [{ type: 'merge.apply' }],
  },
  actors: {
    load: { done: { found: loaded }, error: { offline: apiError(0, 'Unknown server error') } },
    save: {
      done: { saved },
      error: { stale, taken, serverError: apiError(500, 'Server error') },
    },
    reload: { done: { theirs }, error: { offline: apiError(0, 'Unknown server error') } },
    merge: { done: { theirs, clashing }, error: { offline: apiError(0, 'Unknown server error') } },
    refresh: { done: { theirs }, error: { offline: apiError(0, 'Unknown server error') } },
    confirmDiscard: { done: { discard: true, keepEditing: false }, error: { closed: new Error('closed') } },
  },
  // Which value is typed matters only by whether it is empty or changed: keeps the walk small.
  abstract: (s) => ({
    value: s.value,
    mode: s.context.mode,
    dirty: isDirty(s.context.pristine, s.context.values),
    empty: s.context.values.firstName === '',
    baseline: s.context.pristine.dateModified,
    attempted: s.context.attempted,
    error: s.context.error,
    server: Object.keys(s.context.serverErrors).length,
    elsewhere: s.context.elsewhere?.who ?? null,
    conflicts: s.context.merge?.conflicts.length ?? 0,
  }),
  expect: {
    loading: (s, run) =>
      check(
        lastCallInput<{ key: unknown }>(run, 'load')?.key === s.context.key,
        'the record is loaded by its key',
      ),
    'open.form.editing': (s) => check(s.hasTag('editable'), 'the form takes typing'),
    'open.form.editing.changes.pristine': (s) =>
      check(!isDirty(s.context.pristine, s.context.values), 'pristine means no unsaved change'),
    'open.form.editing.changes.dirty': (s) =>
      check(isDirty(s.context.pristine, s.context.values), 'dirty means unsaved changes'),
    'open.form.saving': (s, run) =>
      check(
        lastCallInput<SaveInput>(run, 'save')?.values.firstName === s.context.values.firstName,
        'what was typed is sent',
      ),
    'open.form.editing.notice.failed': (s) =>
      check(s.hasTag('error') && s.context.error, 'the failure shows, and the form stays editable'),
    'open.form.stale': (s) => check(s.hasTag('error') && s.context.error, 'the stale write is explained'),
    'open.form.editing.notice.merged': (s) =>
      check(
        s.context.pristine.dateModified === 't3' && s.context.values.firstName !== undefined,
        'their version is the new baseline, with the typed fields kept',
      ),
    'open.form.resolving': (s) =>
      check(
        (s.context.merge?.conflicts.length ?? 0) > 0 && !s.hasTag('editable'),
        'the merge view asks about the fields both changed, and nothing else is typed meanwhile',
      ),
    'open.form.editing.notice.refreshed': (s) =>
      check(
        s.context.pristine.dateModified === 't3' && !isDirty(s.context.pristine, s.context.values),
        'their version shows when nothing was typed',
      ),
    'open.leave.released': (s, run) =>
      check(lastParams<{ to: string }>(run, 'leave')?.to === s.context.leaveTo, 'the app is told to leave'),
  },
});
