import { describe, expect, it } from 'vitest';
import { createKitClock } from './kit-clock';

describe('createKitClock', () => {
  it('fires timers in due order, each at its own due time, ties in the order they were set', () => {
    const clock = createKitClock();
    const fired: string[] = [];
    const at = (name: string) => () => fired.push(`${name}@${clock.now()}`);
    clock.setTimeout(at('slow'), 300);
    clock.setTimeout(() => {
      at('fast')();
      // Set while time moves on: counts from when it was set, so it falls due before 'slow'.
      clock.setTimeout(at('again'), 100);
    }, 100);
    clock.setTimeout(at('tie'), 300);
    clock.increment(250);
    expect(fired).toEqual(['fast@100', 'again@200']);
    expect(clock.now()).toBe(250);
    clock.set(300);
    expect(fired).toEqual(['fast@100', 'again@200', 'slow@300', 'tie@300']);
  });

  it('fires one timer by itself, moving time on to it, and leaves the earlier ones pending', () => {
    const clock = createKitClock();
    const fired: string[] = [];
    const early = clock.setTimeout(() => fired.push('early'), 100);
    const late = clock.setTimeout(() => fired.push('late'), 300);
    expect(clock.pending().map((t) => t.id)).toEqual([early, late]);
    expect(clock.fire(late)).toBe(true);
    expect(fired).toEqual(['late']);
    expect(clock.now()).toBe(300);
    // Overdue now: firing it does not turn time back.
    expect(clock.fire(early)).toBe(true);
    expect(clock.now()).toBe(300);
    expect(clock.fire(early)).toBe(false);
    clock.clearTimeout(clock.setTimeout(() => fired.push('cleared'), 10));
    clock.increment(100);
    expect(fired).toEqual(['late', 'early']);
    expect(() => clock.set(0)).toThrow('back in time');
  });
});
