import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { editFormMachine, type LoadInput, type SaveInput } from '#machines/edit-form/edit-form.machine';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { deferredActor, flush } from '#machines/testing/deferred-actor';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { EditFormMerge } from './edit-form-merge';
import { recordFieldValue } from './record-field-labels';

const load12 = {
  loadId: 12,
  trailerNumber: 'TR-1',
  miles: 100,
  carrierNote: '',
  carrierId: 3,
  carrierName: 'Acme Freight',
  dateModified: 't1',
};
const stale = Object.assign(new Error('Someone else saved this record first.'), {
  status: 409,
  code: 'stale_write',
});

/** A load form with Trailer Number and Carrier Note typed, whose save met Dana's save of the load. */
async function mergingForm(theirs: FormValues, via: 'live' | 'save' = 'live', typed: FormValues = {}) {
  const load = deferredActor<FormValues, LoadInput>();
  const save = deferredActor<FormValues, SaveInput>();
  const form = createActor(
    editFormMachine.provide({
      actors: { load: load.logic, save: save.logic },
      actions: { leave: () => undefined, notifySaved: () => undefined },
    }),
    { input: { key: 12, record: { type: 'load', id: 12 } } },
  ).start();
  render(<EditFormMerge form={form} />);
  await act(async () => {
    load.last().resolve(load12);
    await flush();
  });
  act(() => {
    form.send({ type: 'field.changed', field: 'trailerNumber', value: 'TR-MINE' });
    form.send({ type: 'field.changed', field: 'carrierNote', value: 'Call first' });
    for (const [field, value] of Object.entries(typed)) form.send({ type: 'field.changed', field, value });
    if (via === 'live')
      form.send({ type: 'record.changedElsewhere', who: 'Dana Whitaker', fields: [], version: 't2' });
    else form.send({ type: 'form.save' });
  });
  if (via === 'save')
    await act(async () => {
      save.last().reject(stale);
      await flush();
    });
  await act(async () => {
    load.last().resolve(theirs);
    await flush();
  });
  return { form, load, save };
}

describe('the merge view', () => {
  it('asks only about fields both changed, by their labels, and keeps mine until theirs is chosen', async () => {
    const theirs = { ...load12, trailerNumber: 'TR-DANA', miles: 250, dateModified: 't2' };
    const { form } = await mergingForm(theirs);
    const dialog = screen.getByRole('dialog', { name: 'Both of you changed this record' });
    expect(dialog).toHaveAccessibleDescription(
      /^Dana Whitaker changed Trailer Number and Miles on Load #12\. /,
    );
    const group = within(dialog).getByRole('radiogroup', { name: 'Trailer Number' });
    expect(within(group).getByRole('radio', { name: 'Mine: TR-MINE' })).toBeChecked();
    expect(within(dialog).queryByRole('radiogroup', { name: 'Miles' })).toBeNull();
    await expectNoAxeViolations(document.body);
    await userEvent.click(within(group).getByRole('radio', { name: 'Theirs: TR-DANA' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use these values' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(form.getSnapshot().context.values).toMatchObject({
      trailerNumber: 'TR-DANA',
      miles: 250,
      carrierNote: 'Call first',
      dateModified: 't2',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Dana Whitaker changed Trailer Number and Miles on Load #12. Their changes are in, and yours are kept.',
    );
  });

  it('shows an emptied value as empty, and a code by its name', async () => {
    await mergingForm({ ...load12, trailerNumber: '', dateModified: 't2' });
    const group = screen.getByRole('radiogroup', { name: 'Trailer Number' });
    expect(within(group).getByRole('radio', { name: 'Theirs: (empty)' })).not.toBeChecked();
    expect(recordFieldValue('load', 'refLoadStatusId', 4)).toBe('In Transit');
    expect(recordFieldValue('order', 'isPicked', true)).toBe('Yes');
  });

  it('names a reference both changed (a carrier) by its name on each side, not its id', async () => {
    const theirs = { ...load12, carrierId: 8, carrierName: 'Blue Line', dateModified: 't2' };
    await mergingForm(theirs, 'live', { carrierId: 5, carrierName: 'Swift Haul' });
    const group = screen.getByRole('radiogroup', { name: 'Carrier' });
    expect(within(group).getByRole('radio', { name: 'Theirs: Blue Line' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Mine: Swift Haul' })).toBeChecked();
    // A stop's location reads by the name the stop carries; a record without the name keeps the id.
    const stop = { locationId: 41, location: { name: 'North Dock' } };
    expect(recordFieldValue('stop', 'locationId', 41, stop)).toBe('North Dock');
    expect(recordFieldValue('load', 'carrierId', 9, { carrierId: 3, carrierName: 'Acme' })).toBe('9');
  });

  it('with no field both changed, merges without asking and says so', async () => {
    const { form } = await mergingForm({ ...load12, miles: 250, dateModified: 't2' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Dana Whitaker changed Miles on Load #12.');
    expect(form.getSnapshot().context.values).toMatchObject({ trailerNumber: 'TR-MINE', miles: 250 });
  });

  it('takes their version whole when asked', async () => {
    const theirs = { ...load12, trailerNumber: 'TR-DANA', dateModified: 't2' };
    const { form, load } = await mergingForm(theirs);
    await userEvent.click(screen.getByRole('button', { name: 'Take their version' }));
    await act(async () => {
      load.last().resolve(theirs);
      await flush();
    });
    expect(form.getSnapshot().context.values).toEqual(theirs);
  });

  it('after a stale save (409), merges the same way and the next save sends their version', async () => {
    const theirs = { ...load12, trailerNumber: 'TR-DANA', dateModified: 't2' };
    const { form, save } = await mergingForm(theirs, 'save');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(/^Someone changed Trailer Number on Load #12\. /);
    await userEvent.click(screen.getByRole('button', { name: 'Use these values' }));
    act(() => form.send({ type: 'form.save' }));
    expect(save.last().input.values).toMatchObject({ trailerNumber: 'TR-MINE', carrierNote: 'Call first' });
    expect(save.last().input.pristine.dateModified).toBe('t2');
  });
});
