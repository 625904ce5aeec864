import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { unreachableStates } from './unreachable-states';

describe('unreachableStates', () => {
  it('finds states no transition enters, and follows initial, after, always and invoke edges', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: { always: { target: 'b' } },
        b: { after: { 10: 'c' } },
        c: { invoke: { id: 'p', src: 'p', onDone: 'd' } },
        d: { initial: 'one', states: { one: {}, two: {} }, on: { go: '#m.e.x' } },
        e: { type: 'parallel', states: { x: {}, y: { initial: 'y1', states: { y1: {} } } } },
        orphan: { on: { back: 'a' } },
      },
    });
    expect(unreachableStates(machine)).toEqual(['m.d.two', 'm.orphan']);
  });
});
