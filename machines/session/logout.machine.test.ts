import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { logoutMachine } from './logout.machine';
import { canLogOut, isLoggingOut } from './logout.selectors';

function start(call: (signal: AbortSignal) => Promise<unknown>) {
  const effects: string[] = [];
  const logError = vi.fn();
  const machine = logoutMachine.provide({
    actions: {
      clearStorage: () => void effects.push('clearStorage'),
      navigate: (_, { to }) => void effects.push(`navigate ${to}`),
      logError: (_, { error }) => logError(error),
    },
    actors: {
      callLogout: fromPromise(({ signal }) => {
        effects.push('callLogout');
        return call(signal);
      }),
    },
  });
  return { actor: createActor(machine).start(), effects, logError };
}

const idle = (s: { value: unknown }) => s.value === 'idle';

describe('logoutMachine', () => {
  it('clears storage, then calls the endpoint, then navigates to /login', async () => {
    let finish: () => void = () => {};
    const { actor, effects, logError } = start(() => new Promise<void>((r) => (finish = r)));
    expect(canLogOut(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'logout.requested' });
    expect(isLoggingOut(actor.getSnapshot())).toBe(true);
    expect(canLogOut(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'logout.requested' });
    expect(effects).toEqual(['clearStorage', 'callLogout']);
    finish();
    await waitFor(actor, idle);
    expect(isLoggingOut(actor.getSnapshot())).toBe(false);
    expect(effects).toEqual(['clearStorage', 'callLogout', 'navigate /login']);
    expect(logError).not.toHaveBeenCalled();
  });

  it('logs a failed call and navigates anyway', async () => {
    const failure = new Error('offline');
    const { actor, effects, logError } = start(() => Promise.reject(failure));
    actor.send({ type: 'logout.requested', clearStorage: true });
    await waitFor(actor, idle);
    expect(logError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(effects).toEqual(['clearStorage', 'callLogout', 'navigate /login']);
  });

  it('keeps storage and skips the endpoint after an account switch', () => {
    const { actor, effects } = start(() => Promise.resolve());
    actor.send({ type: 'logout.requested', clearStorage: false });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects).toEqual(['navigate /login']);
  });

  it('aborts the call when stopped', () => {
    let signal: AbortSignal | undefined;
    const { actor } = start((s) => {
      signal = s;
      return new Promise(() => {});
    });
    actor.send({ type: 'logout.requested' });
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});
