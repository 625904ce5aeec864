import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { messages } from '#contract/messages';
import { deferredActor, flush } from '../testing/deferred-actor';
import { recorder } from '../testing/recorder';
import {
  resetPasswordMachine,
  type ResetPasswordInput,
  type UpdatePasswordInput,
} from './reset-password.machine';
import * as select from './reset-password.selectors';

const good = 'Str0ng!pass';

const start = (input: ResetPasswordInput = { hash: 'abc123' }) => {
  const checkHash = deferredActor<boolean | null, { hash: string }>();
  const updatePassword = deferredActor<boolean | null, UpdatePasswordInput>();
  const navigate = recorder<{ to: string }>();
  const actor = createActor(
    resetPasswordMachine.provide({
      actions: { navigate: navigate.action },
      actors: { checkHash: checkHash.logic, updatePassword: updatePassword.logic },
    }),
    { input, clock: new SimulatedClock() },
  ).start();
  const type = (password: string, confirm: string) => {
    actor.send({ type: 'field.changed', field: 'password', value: password });
    actor.send({ type: 'field.changed', field: 'confirm', value: confirm });
  };
  const toValid = async () => {
    checkHash.last().resolve(true);
    await flush();
  };
  return { actor, checkHash, updatePassword, navigate, type, toValid };
};

describe('reset-password: hash', () => {
  it.each([{}, { hash: '' }, { hash: null }, { hash: '  ' }])(
    'a missing hash (%j) is invalid at once',
    (input) => {
      const t = start(input);
      const snap = t.actor.getSnapshot();
      expect(snap.value).toBe('invalid');
      expect(select.selectIsInvalid(snap)).toBe(true);
      expect(select.selectError(snap)).toBe('Invalid Hash');
      expect(select.selectIsFormEnabled(snap)).toBe(false);
      expect(select.selectCanSubmit(snap)).toBe(false);
      expect(select.selectIsErrorDismissible(snap)).toBe(false);
      expect(select.selectShowForm(snap)).toBe(true);
      expect(t.checkHash.calls).toHaveLength(0);
    },
  );

  it('checks the hash with a spinner, then enables the form', async () => {
    const t = start();
    let snap = t.actor.getSnapshot();
    expect(select.selectIsCheckingHash(snap)).toBe(true);
    expect(select.selectIsBusy(snap)).toBe(true);
    expect(select.selectIsFormEnabled(snap)).toBe(false);
    expect(t.checkHash.last().input).toEqual({ hash: 'abc123' });
    await t.toValid();
    snap = t.actor.getSnapshot();
    expect(snap.value).toEqual({ valid: 'idle' });
    expect(select.selectIsFormEnabled(snap)).toBe(true);
    expect(select.selectCanSubmit(snap)).toBe(true);
    expect(select.selectError(snap)).toBeNull();
  });

  it.each([
    ['false', false, messages.invalidHash],
    ['null', null, messages.invalidHash],
  ])('a %s answer leaves the form disabled with Invalid Hash', async (_, answer, text) => {
    const t = start();
    t.checkHash.last().resolve(answer);
    await flush();
    expect(t.actor.getSnapshot().value).toBe('invalid');
    expect(select.selectError(t.actor.getSnapshot())).toBe(text);
  });

  it('a failed check shows its error', async () => {
    const t = start();
    t.checkHash.last().reject(new Error('Link expired'));
    await flush();
    expect(t.actor.getSnapshot().value).toBe('invalid');
    expect(select.selectError(t.actor.getSnapshot())).toBe('Link expired');
  });
});

describe('reset-password: form', () => {
  it('validates lazily with the password rules and the match', async () => {
    const t = start();
    await t.toValid();
    t.type('short', 'x');
    expect(select.selectPasswordError(t.actor.getSnapshot())).toBeNull();
    t.actor.send({ type: 'form.submit' });
    const errors = () => [
      select.selectPasswordError(t.actor.getSnapshot()),
      select.selectConfirmError(t.actor.getSnapshot()),
    ];
    expect(errors()).toEqual(['Password must be at least 8 characters long', 'Passwords do not match']);
    t.type('longenough', 'longenough');
    expect(errors()).toEqual(['Password must contain at least one uppercase letter', null]);
    t.type('LONGENOUGH', 'LONGENOUGH');
    expect(errors()[0]).toBe('Password must contain at least one lowercase letter');
    t.type('Longenough', 'Longenough');
    expect(errors()[0]).toBe('Password must contain at least one number');
    t.type('Longenough1', 'Longenough1');
    expect(errors()[0]).toBe('Password must contain at least one special character');
    t.type(good, 'other');
    expect(errors()).toEqual([null, 'Passwords do not match']);
    expect(t.updatePassword.calls).toHaveLength(0);
    expect(t.actor.getSnapshot().value).toEqual({ valid: 'idle' });
  });

  it.each(['create', 'reset'] as const)(
    'updates the password (%s) and replaces the form',
    async (resetMode) => {
      const t = start({ hash: 'abc123', resetMode });
      await t.toValid();
      t.type(good, good);
      t.actor.send({ type: 'form.submit' });
      let snap = t.actor.getSnapshot();
      expect(select.selectIsSubmitting(snap)).toBe(true);
      expect(select.selectIsBusy(snap)).toBe(true);
      expect(select.selectCanSubmit(snap)).toBe(false);
      expect(t.updatePassword.last().input).toEqual({ hash: 'abc123', password: good, resetMode });
      t.updatePassword.last().resolve(true);
      await flush();
      snap = t.actor.getSnapshot();
      expect(select.selectIsUpdated(snap)).toBe(true);
      expect(select.selectShowForm(snap)).toBe(false);
      expect(select.selectSignInPrompt(snap)).toBe('Please sign in to complete the reset process.');
      expect(select.selectUpdatedMessage(snap)).toBe(messages.passwordUpdated);
      expect(select.selectPassword(snap)).toBe('');
      expect(select.selectConfirm(snap)).toBe('');
      t.actor.send({ type: 'login.requested' });
      expect(t.navigate.calls).toEqual([{ to: '/login' }]);
    },
  );

  it('defaults resetMode to reset', async () => {
    const t = start({ hash: 'h' });
    await t.toValid();
    t.type(good, good);
    t.actor.send({ type: 'form.submit' });
    expect(t.updatePassword.last().input.resetMode).toBe('reset');
  });

  it('a false answer or an error shows a dismissible error on the kept form', async () => {
    const t = start();
    await t.toValid();
    t.type(good, good);
    t.actor.send({ type: 'form.submit' });
    t.updatePassword.last().resolve(false);
    await flush();
    let snap = t.actor.getSnapshot();
    expect(snap.value).toEqual({ valid: 'failure' });
    expect(select.selectError(snap)).toBe(messages.passwordUpdateFailed);
    expect(select.selectIsErrorDismissible(snap)).toBe(true);
    expect(select.selectPassword(snap)).toBe(good);
    expect(select.selectSignInPrompt(snap)).toBeNull();
    expect(select.selectUpdatedMessage(snap)).toBeNull();
    t.actor.send({ type: 'banner.dismiss' });
    expect(select.selectError(t.actor.getSnapshot())).toBeNull();
    t.actor.send({ type: 'form.submit' });
    t.updatePassword.last().reject(new Error('Hash already used'));
    await flush();
    snap = t.actor.getSnapshot();
    expect(select.selectError(snap)).toBe('Hash already used');
    t.actor.send({ type: 'form.submit' });
    expect(select.selectError(t.actor.getSnapshot())).toBeNull();
  });

  it('Cancel goes to login from any state', async () => {
    const invalid = start({});
    invalid.actor.send({ type: 'login.requested' });
    expect(invalid.navigate.calls).toEqual([{ to: '/login' }]);
    const t = start();
    t.actor.send({ type: 'login.requested' });
    await t.toValid();
    t.actor.send({ type: 'login.requested' });
    expect(t.navigate.calls).toEqual([{ to: '/login' }, { to: '/login' }]);
  });

  it('demands that the app provides checkHash', async () => {
    const actor = createActor(resetPasswordMachine, { input: { hash: 'h' } }).start();
    await flush();
    expect(select.selectError(actor.getSnapshot())).toBe('checkHash not provided');
  });
});
