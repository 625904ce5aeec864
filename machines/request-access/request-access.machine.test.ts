import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { AccessRequestCreate } from '#contract/access-request';
import { messages } from '#contract/messages';
import { deferredActor, flush } from '../testing/deferred-actor';
import { recorder } from '../testing/recorder';
import {
  requestAccessMachine,
  type AccessRequestFields,
  type RequestAccessInput,
} from './request-access.machine';
import * as select from './request-access.selectors';

const filled: AccessRequestFields = {
  firstName: 'Ada',
  lastname: 'Lovelace',
  companyName: 'Engines Ltd',
  emailAddress: 'ada@example.com',
  phone: '',
  city: 'Memphis',
  state: 'TN',
  additionalInfo: '',
};

const start = (input: RequestAccessInput = {}) => {
  const submitRequest = deferredActor<unknown, AccessRequestCreate>();
  const navigate = recorder<{ to: string }>();
  const actor = createActor(
    requestAccessMachine.provide({
      actions: { navigate: navigate.action },
      actors: { submitRequest: submitRequest.logic },
    }),
    { input, clock: new SimulatedClock() },
  ).start();
  const fill = (values: Partial<AccessRequestFields>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.changed', field: field as keyof AccessRequestFields, value });
    }
  };
  return { actor, submitRequest, navigate, fill };
};

describe('request-access', () => {
  it('prefills the email and starts editable with no errors', () => {
    const t = start({ email: ' ada@example.com ' });
    const snap = t.actor.getSnapshot();
    expect(select.selectValue('emailAddress')(snap)).toBe('ada@example.com');
    expect(select.selectIsEditable(snap)).toBe(true);
    expect(select.selectCanSubmit(snap)).toBe(true);
    expect(select.selectErrors(snap)).toEqual({});
    expect(start().actor.getSnapshot().context.values.emailAddress).toBe('');
  });

  it('validates lazily with the spec texts', () => {
    const t = start();
    t.fill({ firstName: 'A' });
    expect(select.selectFieldError('lastname')(t.actor.getSnapshot())).toBeNull();
    t.actor.send({ type: 'form.submit' });
    expect(t.actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(select.selectErrors(t.actor.getSnapshot())).toEqual({
      lastname: 'Please enter your last name',
      companyName: 'Please enter your company name',
      emailAddress: 'Please enter a valid email address',
      city: 'Please enter your company city',
      state: 'Please enter your company state',
    });
    t.fill({ firstName: '  ' });
    expect(select.selectFieldError('firstName')(t.actor.getSnapshot())).toBe('Please enter your first name');
    t.fill({ emailAddress: 'not-an-email' });
    expect(select.selectFieldError('emailAddress')(t.actor.getSnapshot())).toBe(
      'Please enter a valid email address',
    );
    t.fill({ ...filled, state: 'Oregon', phone: 'call me' });
    expect(select.selectFieldError('state')(t.actor.getSnapshot())).toBe('Please enter your company state');
    expect(select.selectFieldError('phone')(t.actor.getSnapshot())).toBe('Please enter a valid phone number');
    t.fill({ ...filled });
    expect(select.selectErrors(t.actor.getSnapshot())).toEqual({});
    expect(t.submitRequest.calls).toHaveLength(0);
  });

  it('caps additional information at 400 and counts it', () => {
    const t = start();
    t.fill({ additionalInfo: 'x'.repeat(12) });
    expect(select.selectAdditionalInfoCount(t.actor.getSnapshot())).toBe(12);
    expect(select.selectAdditionalInfoCounter(t.actor.getSnapshot())).toBe('12 / 400');
    t.fill({ additionalInfo: 'y'.repeat(450) });
    expect(select.selectValue('additionalInfo')(t.actor.getSnapshot())).toHaveLength(400);
    expect(select.selectAdditionalInfoCounter(t.actor.getSnapshot())).toBe('400 / 400');
  });

  it('submits the trimmed request, then shows success, disables the button and navigates', async () => {
    const t = start();
    t.fill({
      ...filled,
      firstName: ' Ada ',
      state: 'tn',
      phone: '+1 (901) 555-0100 ext. 12',
      additionalInfo: 'hi',
    });
    t.actor.send({ type: 'form.submit' });
    let snap = t.actor.getSnapshot();
    expect(snap.value).toBe('submitting');
    expect(select.selectIsBusy(snap)).toBe(true);
    expect(select.selectIsSubmitting(snap)).toBe(true);
    expect(select.selectCanSubmit(snap)).toBe(false);
    expect(t.submitRequest.last().input).toEqual({
      ...filled,
      phone: '+1 (901) 555-0100 ext. 12',
      additionalInfo: 'hi',
    });
    t.submitRequest.last().resolve({ systemUserRequestId: 5 });
    await flush();
    snap = t.actor.getSnapshot();
    expect(snap.value).toBe('success');
    expect(select.selectIsSuccess(snap)).toBe(true);
    expect(select.selectSuccessMessage(snap)).toBe(messages.accessRequested);
    expect(select.selectCanSubmit(snap)).toBe(false);
    expect(t.navigate.calls).toEqual([{ to: '/login/request-access-success' }]);
  });

  it('keeps the form on failure, shows the error until dismissed or resubmitted', async () => {
    const t = start();
    t.fill(filled);
    t.actor.send({ type: 'form.submit' });
    t.submitRequest.last().reject(new Error('Email already requested'));
    await flush();
    let snap = t.actor.getSnapshot();
    expect(snap.value).toEqual({ editing: 'failure' });
    expect(snap.hasTag('error')).toBe(true);
    expect(select.selectError(snap)).toBe('Email already requested');
    expect(select.selectValues(snap)).toEqual(filled);
    expect(select.selectSuccessMessage(snap)).toBeNull();
    t.fill({ city: 'Nashville' });
    expect(select.selectError(t.actor.getSnapshot())).toBe('Email already requested');
    t.actor.send({ type: 'banner.dismiss' });
    snap = t.actor.getSnapshot();
    expect(snap.value).toEqual({ editing: 'idle' });
    expect(select.selectError(snap)).toBeNull();
    t.actor.send({ type: 'form.submit' });
    t.submitRequest.last().reject('Server said no');
    await flush();
    t.actor.send({ type: 'form.submit' });
    expect(select.selectError(t.actor.getSnapshot())).toBeNull();
    expect(t.submitRequest.calls).toHaveLength(3);
    expect(t.navigate.calls).toEqual([]);
  });

  it('demands that the app provides submitRequest', async () => {
    const actor = createActor(requestAccessMachine, { input: {} }).start();
    for (const [field, value] of Object.entries(filled)) {
      actor.send({ type: 'field.changed', field: field as keyof AccessRequestFields, value });
    }
    actor.send({ type: 'form.submit' });
    await flush();
    expect(select.selectError(actor.getSnapshot())).toBe('submitRequest not provided');
  });
});
