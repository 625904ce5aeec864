import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { messages } from '#contract/messages';
import { deferredActor, flush } from '../testing/deferred-actor';
import { forgotPasswordMachine, type ForgotPasswordInput } from './forgot-password.machine';
import * as select from './forgot-password.selectors';

const start = (input: ForgotPasswordInput = {}) => {
  const sendResetLink = deferredActor<boolean | null, { email: string }>();
  const actor = createActor(
    forgotPasswordMachine.provide({ actors: { sendResetLink: sendResetLink.logic } }),
    {
      input,
      clock: new SimulatedClock(),
    },
  ).start();
  const type = (value: string) => actor.send({ type: 'field.changed', field: 'email', value });
  return { actor, sendResetLink, type };
};

describe('forgot-password', () => {
  it('prefills the email from the query', () => {
    expect(select.selectEmail(start({ email: 'ada@example.com' }).actor.getSnapshot())).toBe(
      'ada@example.com',
    );
    expect(select.selectEmail(start({ email: null }).actor.getSnapshot())).toBe('');
  });

  it('asks for an email lazily', () => {
    const t = start();
    expect(select.selectEmailError(t.actor.getSnapshot())).toBeNull();
    t.actor.send({ type: 'form.submit' });
    expect(t.actor.getSnapshot().value).toEqual({ form: 'idle' });
    expect(select.selectEmailError(t.actor.getSnapshot())).toBe('Please enter an email');
    t.type('ada@example.com');
    expect(select.selectEmailError(t.actor.getSnapshot())).toBeNull();
    t.type(' ');
    expect(select.selectEmailError(t.actor.getSnapshot())).toBe('Please enter an email');
    expect(t.sendResetLink.calls).toHaveLength(0);
  });

  it('sends the link and shows success, staying editable', async () => {
    const t = start({ email: ' ada@example.com ' });
    expect(select.selectCanSubmit(t.actor.getSnapshot())).toBe(true);
    t.actor.send({ type: 'form.submit' });
    let snap = t.actor.getSnapshot();
    expect(select.selectIsSending(snap)).toBe(true);
    expect(select.selectIsBusy(snap)).toBe(true);
    expect(select.selectIsEditable(snap)).toBe(false);
    expect(select.selectCanSubmit(snap)).toBe(false);
    expect(t.sendResetLink.last().input).toEqual({ email: 'ada@example.com' });
    t.sendResetLink.last().resolve(true);
    await flush();
    snap = t.actor.getSnapshot();
    expect(snap.value).toEqual({ form: 'success' });
    expect(select.selectIsSuccess(snap)).toBe(true);
    expect(select.selectSuccessMessage(snap)).toBe(
      'A password reset link has been sent to your email address. If your account has no email address, please contact an administrator.',
    );
    expect(select.selectError(snap)).toBeNull();
    expect(select.selectIsEditable(snap)).toBe(true);
  });

  it.each([false, null])('a %j result says the link could not be sent', async (result) => {
    const t = start({ email: 'ada@example.com' });
    t.actor.send({ type: 'form.submit' });
    t.sendResetLink.last().resolve(result);
    await flush();
    const snap = t.actor.getSnapshot();
    expect(snap.value).toEqual({ form: 'failure' });
    expect(snap.hasTag('error')).toBe(true);
    expect(select.selectError(snap)).toBe(messages.resetLinkFailed);
    expect(select.selectSuccessMessage(snap)).toBeNull();
  });

  it('a thrown error shows its message; dismiss and resend clear it', async () => {
    const t = start({ email: 'ada@example.com' });
    t.actor.send({ type: 'form.submit' });
    t.sendResetLink.last().reject(new Error('Too many requests'));
    await flush();
    expect(select.selectError(t.actor.getSnapshot())).toBe('Too many requests');
    t.actor.send({ type: 'banner.dismiss' });
    expect(t.actor.getSnapshot().value).toEqual({ form: 'idle' });
    expect(select.selectError(t.actor.getSnapshot())).toBeNull();
    t.actor.send({ type: 'form.submit' });
    t.sendResetLink.last().reject(new Error('Again'));
    await flush();
    t.actor.send({ type: 'form.submit' });
    expect(select.selectError(t.actor.getSnapshot())).toBeNull();
    t.sendResetLink.last().resolve(true);
    await flush();
    expect(select.selectSuccessMessage(t.actor.getSnapshot())).toBe(
      `${messages.resetLinkSent} ${messages.resetLinkNoEmail}`,
    );
    expect(t.sendResetLink.calls).toHaveLength(3);
  });

  it('demands that the app provides sendResetLink', async () => {
    const actor = createActor(forgotPasswordMachine, { input: { email: 'a@b.co' } }).start();
    actor.send({ type: 'form.submit' });
    await flush();
    expect(select.selectError(actor.getSnapshot())).toBe('sendResetLink not provided');
  });
});
