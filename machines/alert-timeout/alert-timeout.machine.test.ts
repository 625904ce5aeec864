import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { AlertTimeoutInput } from './alert-timeout.machine';
import { alertTimeoutMachine } from './alert-timeout.machine';
import { alertProgress, canDismissAlert, hasAlertTimeout, isAlertVisible } from './alert-timeout.selectors';

function start(input: AlertTimeoutInput = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(alertTimeoutMachine, { clock, input }).start();
  // SimulatedClock starts a re-armed timer at the new 'now', so a jump fires one tick: walk in 100 ms steps.
  const advance = (ms: number) => {
    for (let done = 0; done < ms; done += 100) clock.increment(Math.min(100, ms - done));
  };
  return { actor, advance, snap: () => actor.getSnapshot() };
}

describe('alertTimeoutMachine', () => {
  it('starts hidden by default and shown on request', () => {
    expect(isAlertVisible(start().snap())).toBe(false);
    const { snap } = start({ shown: true });
    expect(isAlertVisible(snap())).toBe(true);
    expect(hasAlertTimeout(snap())).toBe(false);
    expect(alertProgress(snap())).toBeNull();
  });

  it('without a timeout stays shown', () => {
    const { actor, advance, snap } = start();
    actor.send({ type: 'alert.show' });
    advance(60_000);
    expect(snap().matches({ shown: 'steady' })).toBe(true);
  });

  it('counts progress every 100 ms, then hides 200 ms after it is full', () => {
    const { actor, advance, snap } = start();
    actor.send({ type: 'alert.show', timeoutMs: 1000 });
    expect(hasAlertTimeout(snap())).toBe(true);
    expect(alertProgress(snap())).toBe(0);
    advance(100);
    expect(alertProgress(snap())).toBe(10);
    advance(400);
    expect(alertProgress(snap())).toBe(50);
    advance(500);
    expect(alertProgress(snap())).toBe(100);
    expect(snap().value).toBe('closing');
    expect(isAlertVisible(snap())).toBe(true);
    advance(199);
    expect(isAlertVisible(snap())).toBe(true);
    advance(1);
    expect(isAlertVisible(snap())).toBe(false);
  });

  it('caps progress at 100 for timeouts that are not a multiple of 100 ms', () => {
    const { advance, snap } = start({ shown: true, timeoutMs: 250 });
    advance(300);
    expect(alertProgress(snap())).toBe(100);
    expect(snap().value).toBe('closing');
  });

  it('show restarts the count and falls back to the input timeout', () => {
    const { actor, advance, snap } = start({ shown: true, timeoutMs: 1000 });
    advance(500);
    actor.send({ type: 'alert.show', timeoutMs: null });
    expect(snap().matches({ shown: 'steady' })).toBe(true);
    actor.send({ type: 'alert.show' });
    expect(alertProgress(snap())).toBe(0);
    advance(1000);
    actor.send({ type: 'alert.show' });
    expect(snap().matches({ shown: 'counting' })).toBe(true);
  });

  it('dismisses only when dismissible, while shown or closing', () => {
    const fixed = start({ shown: true });
    expect(canDismissAlert(fixed.snap())).toBe(false);
    fixed.actor.send({ type: 'alert.dismiss' });
    expect(isAlertVisible(fixed.snap())).toBe(true);

    const { actor, advance, snap } = start({ shown: true, dismissible: true, timeoutMs: 100 });
    advance(100);
    expect(snap().value).toBe('closing');
    expect(canDismissAlert(snap())).toBe(true);
    actor.send({ type: 'alert.dismiss' });
    expect(snap().value).toBe('hidden');
    expect(canDismissAlert(snap())).toBe(false);
    actor.send({ type: 'alert.show', timeoutMs: null });
    actor.send({ type: 'alert.dismiss' });
    expect(isAlertVisible(snap())).toBe(false);
  });
});
