import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resourceMachine } from './resource.machine';
import {
  selectResourceData,
  selectResourceError,
  selectResourceLoading,
  selectResourceNotFound,
} from './resource.selectors';

const withAnswers = (answers: (() => Promise<unknown>)[]) => {
  let call = 0;
  return createActor(
    resourceMachine.provide({
      actors: { fetch: fromPromise(() => answers[Math.min(call++, answers.length - 1)]!()) },
    }),
  ).start();
};

describe('resource', () => {
  it('reads, and reads again on reload while the old data stays', async () => {
    const actor = withAnswers([() => Promise.resolve(4), () => Promise.resolve(3)]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectResourceData(actor.getSnapshot())).toBe(4);
    actor.send({ type: 'resource.reload' });
    expect(selectResourceLoading(actor.getSnapshot())).toBe(true);
    expect(selectResourceData(actor.getSnapshot())).toBe(4);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectResourceData(actor.getSnapshot())).toBe(3);
  });

  it('keeps the data on a null answer, and says why on failure', async () => {
    const actor = withAnswers([
      () => Promise.resolve(2),
      () => Promise.resolve(null),
      () => Promise.reject(new Error('Forbidden')),
    ]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'resource.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectResourceData(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'resource.reload' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectResourceError(actor.getSnapshot())).toBe('Forbidden');
  });

  it('tells a 404 from other failures, and forgets it when a reload succeeds', async () => {
    const notFound = Object.assign(new Error('Order #9 was not found.'), { status: 404 });
    const serverError = Object.assign(new Error('Server error'), { status: 500 });
    const actor = withAnswers([
      () => Promise.reject(notFound),
      () => Promise.reject(serverError),
      () => Promise.resolve(1),
    ]);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectResourceNotFound(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'resource.reload' });
    expect(selectResourceNotFound(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectResourceNotFound(actor.getSnapshot())).toBe(false);
    expect(selectResourceError(actor.getSnapshot())).toBe('Server error');
    actor.send({ type: 'resource.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectResourceNotFound(actor.getSnapshot())).toBe(false);
  });
});
