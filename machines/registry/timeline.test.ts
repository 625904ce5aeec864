import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { nextDelay, pendingTimes, timedStart, timedTransition } from './timeline';

const machine = setup({ delays: { spinner: 100, debounce: 300 } }).createMachine({
  id: 'm',
  type: 'parallel',
  states: {
    data: { initial: 'loading', states: { loading: { after: { spinner: 'ready' } }, ready: {} } },
    search: {
      initial: 'idle',
      states: {
        idle: { on: { typed: 'debouncing' } },
        debouncing: {
          on: { typed: { target: 'debouncing', reenter: true } },
          after: { debounce: 'idle' },
        },
      },
    },
  },
});
const spinner = 'xstate.after.spinner.m.data.loading';
const debounce = 'xstate.after.debounce.m.search.debouncing';

describe('the timeline of generated paths', () => {
  it('keeps what is left of each pending delay, the next due first', () => {
    let t = timedStart(machine, undefined);
    expect(pendingTimes(t)).toEqual([[spinner, 100]]);
    t = timedTransition(machine, t, { type: 'typed' });
    expect(pendingTimes(t)).toEqual([
      [spinner, 100],
      [debounce, 300],
    ]);
    t = timedTransition(machine, t, { type: spinner });
    expect(t.now).toBe(100);
    expect(t.snapshot.value).toEqual({ data: 'ready', search: 'debouncing' });
    expect(pendingTimes(t)).toEqual([[debounce, 200]]);
    // Typing again cancels the debounce and sets it anew, from now.
    t = timedTransition(machine, t, { type: 'typed' });
    expect(pendingTimes(t)).toEqual([[debounce, 300]]);
    expect(nextDelay(t)?.due).toBe(400);
  });

  it('notes every transition a step takes, the eventless ones that follow included', () => {
    const chain = setup({}).createMachine({
      id: 'chain',
      initial: 'a',
      states: { a: { on: { go: 'b' } }, b: { always: 'c' }, c: { type: 'final' } },
    });
    const t = timedTransition(chain, timedStart(chain, undefined), { type: 'go' });
    expect(t.taken).toEqual(['chain.a#go#0', 'chain.b#always#0']);
    expect(t.snapshot.status).toBe('done');
  });
});
