import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { snackbarMachine } from './snackbar.machine';
import { currentSnackbar, isSnackbarOpen, queuedSnackbarCount } from './snackbar.selectors';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(snackbarMachine, { clock }).start();
  const text = () => currentSnackbar(actor.getSnapshot())?.text ?? null;
  return { actor, clock, text };
}

describe('snackbarMachine', () => {
  it('starts hidden', () => {
    const { actor } = start();
    expect(isSnackbarOpen(actor.getSnapshot())).toBe(false);
    expect(currentSnackbar(actor.getSnapshot())).toBeNull();
  });

  it('shows a message and hides it after the default 6000 ms', () => {
    const { actor, clock } = start();
    actor.send({ type: 'snackbar.show', text: 'Saved', severity: 'success' });
    expect(currentSnackbar(actor.getSnapshot())).toEqual({ text: 'Saved', severity: 'success', key: 1 });
    clock.increment(5999);
    expect(isSnackbarOpen(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(isSnackbarOpen(actor.getSnapshot())).toBe(false);
    expect(currentSnackbar(actor.getSnapshot())).toBeNull();
  });

  it('honours a custom timeout', () => {
    const { actor, clock } = start();
    actor.send({ type: 'snackbar.show', text: 'Copied', severity: 'info', timeoutMs: 5000 });
    clock.increment(5000);
    expect(isSnackbarOpen(actor.getSnapshot())).toBe(false);
  });

  it('keeps a message with timeoutMs null until closed', () => {
    const { actor, clock } = start();
    actor.send({ type: 'snackbar.show', text: 'Refresh', severity: 'warning', timeoutMs: null });
    expect(actor.getSnapshot().matches({ showing: 'sticky' })).toBe(true);
    clock.increment(60_000);
    expect(isSnackbarOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'snackbar.close' });
    expect(isSnackbarOpen(actor.getSnapshot())).toBe(false);
  });

  it('queues messages and shows them one at a time, each with its own timer', () => {
    const { actor, clock, text } = start();
    actor.send({ type: 'snackbar.show', text: 'one', severity: 'info' });
    clock.increment(4000);
    actor.send({ type: 'snackbar.show', text: 'two', severity: 'error', timeoutMs: null });
    actor.send({ type: 'snackbar.show', text: 'three', severity: 'success', timeoutMs: 1000 });
    expect(text()).toBe('one');
    expect(queuedSnackbarCount(actor.getSnapshot())).toBe(2);
    clock.increment(2000);
    expect(text()).toBe('two');
    clock.increment(10_000);
    expect(text()).toBe('two');
    actor.send({ type: 'snackbar.close' });
    expect(currentSnackbar(actor.getSnapshot())).toMatchObject({ text: 'three', key: 3 });
    actor.send({ type: 'snackbar.close' });
    expect(isSnackbarOpen(actor.getSnapshot())).toBe(false);
    expect(queuedSnackbarCount(actor.getSnapshot())).toBe(0);
  });

  it('ignores close while hidden', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'snackbar.close' })).toBe(false);
  });
});
