import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { snackbarMachine } from './snackbar.machine';
import { coveredSnackbar, currentSnackbar, isSnackbarOpen } from './snackbar.selectors';

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

  it('replaces the shown message at once with a new one (issue #25: they used to wait 6 s in a queue)', () => {
    const { actor, clock, text } = start();
    actor.send({ type: 'snackbar.show', text: 'Orders grouped successfully.', severity: 'success' });
    clock.increment(500);
    actor.send({ type: 'snackbar.show', text: 'Orders ungrouped successfully.', severity: 'success' });
    expect(text()).toBe('Orders ungrouped successfully.');
    expect(currentSnackbar(actor.getSnapshot())?.key).toBe(2);
    expect(coveredSnackbar(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'snackbar.close' });
    // Close hides it: the replaced message does not come back.
    expect(isSnackbarOpen(actor.getSnapshot())).toBe(false);
  });

  it('gives the new message its own full timeout', () => {
    const { actor, clock, text } = start();
    actor.send({ type: 'snackbar.show', text: 'one', severity: 'info' });
    clock.increment(5000);
    actor.send({ type: 'snackbar.show', text: 'two', severity: 'info' });
    clock.increment(5999);
    expect(text()).toBe('two');
    clock.increment(1);
    expect(isSnackbarOpen(actor.getSnapshot())).toBe(false);
  });

  it('lets a sticky message replace a timed one and stop its timer', () => {
    const { actor, clock, text } = start();
    actor.send({ type: 'snackbar.show', text: 'one', severity: 'info' });
    actor.send({ type: 'snackbar.show', text: 'Refresh', severity: 'warning', timeoutMs: null });
    clock.increment(60_000);
    expect(text()).toBe('Refresh');
    expect(actor.getSnapshot().matches({ showing: 'sticky' })).toBe(true);
  });

  it('brings a covered sticky message back when the newer one closes by itself', () => {
    const { actor, clock, text } = start();
    actor.send({ type: 'snackbar.show', text: 'Refresh', severity: 'warning', timeoutMs: null });
    actor.send({ type: 'snackbar.show', text: 'Saved', severity: 'success', timeoutMs: 1000 });
    expect(text()).toBe('Saved');
    expect(coveredSnackbar(actor.getSnapshot())?.text).toBe('Refresh');
    actor.send({ type: 'snackbar.show', text: 'Saved again', severity: 'success' });
    expect(coveredSnackbar(actor.getSnapshot())?.text).toBe('Refresh');
    clock.increment(6000);
    expect(text()).toBe('Refresh');
    expect(actor.getSnapshot().matches({ showing: 'sticky' })).toBe(true);
    expect(coveredSnackbar(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'snackbar.close' });
    expect(isSnackbarOpen(actor.getSnapshot())).toBe(false);
  });

  it('brings a covered sticky message back when the newer one is closed', () => {
    const { actor, text } = start();
    actor.send({ type: 'snackbar.show', text: 'Refresh', severity: 'warning', timeoutMs: null });
    actor.send({ type: 'snackbar.show', text: 'Saved', severity: 'success' });
    actor.send({ type: 'snackbar.close' });
    expect(text()).toBe('Refresh');
  });

  it('keeps only the newest sticky message when two wait for Close', () => {
    const { actor, text } = start();
    actor.send({ type: 'snackbar.show', text: 'first', severity: 'warning', timeoutMs: null });
    actor.send({ type: 'snackbar.show', text: 'Saved', severity: 'success' });
    actor.send({ type: 'snackbar.show', text: 'second', severity: 'error', timeoutMs: null });
    expect(text()).toBe('second');
    expect(coveredSnackbar(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'snackbar.close' });
    expect(isSnackbarOpen(actor.getSnapshot())).toBe(false);
  });

  it('ignores close while hidden', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'snackbar.close' })).toBe(false);
  });
});
