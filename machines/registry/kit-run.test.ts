import { describe, expect, it } from 'vitest';
import { assign, sendParent, sendTo, setup } from 'xstate';
import { startKitRun } from './kit-run';
import type { RegisteredMachine } from './machine-registry';

const child = setup({
  types: { context: {} as { count: number } },
  actions: { tell: sendParent(({ context }) => ({ type: 'child.counted', count: context.count })) },
}).createMachine({
  id: 'child',
  context: { count: 0 },
  on: { 'child.count': { actions: [assign({ count: ({ context }) => context.count + 1 }), 'tell'] } },
});

const parent = setup({
  types: { context: {} as { heard: number } },
  actors: { child },
}).createMachine({
  id: 'parent',
  context: { heard: 0 },
  invoke: { id: 'child', src: 'child' },
  on: {
    'child.count': { actions: sendTo('child', ({ event }) => event) },
    'child.counted': { actions: assign({ heard: ({ context }) => context.heard + 1 }) },
  },
});

const entry = (machine: RegisteredMachine['machine']): RegisteredMachine => ({
  id: machine.id,
  title: machine.id,
  description: 'A machine for testing kit runs.',
  machine,
  testKit: {},
});

const timed = setup({ delays: { short: 100, long: 300 } }).createMachine({
  id: 'timed',
  type: 'parallel',
  states: {
    a: { initial: 'waiting', states: { waiting: { after: { long: 'done' } }, done: {} } },
    b: { initial: 'waiting', states: { waiting: { after: { short: 'done' } }, done: {} } },
  },
});

describe('startKitRun', () => {
  it('lists the pending delays, the next due first, and lets time pass on its clock', async () => {
    const run = startKitRun(entry(timed), { strict: true });
    expect(run.pendingDelays().map((e) => e.type)).toEqual([
      'xstate.after.short.timed.b.waiting',
      'xstate.after.long.timed.a.waiting',
    ]);
    await run.step({ type: 'xstate.after.short.timed.b.waiting' });
    expect(run.clock.now()).toBe(100);
    run.clock.increment(200);
    expect(run.snapshot().value).toEqual({ a: 'done', b: 'done' });
    expect(run.pendingDelays()).toEqual([]);
    run.stop();
  });

  it('records what a machine sends its parent, as it runs with none', async () => {
    const run = startKitRun(entry(child), { strict: true });
    await run.step({ type: 'child.count' });
    await run.step({ type: 'child.count' });
    expect(run.actions).toEqual([
      { type: 'tell', params: { type: 'child.counted', count: 1 } },
      { type: 'tell', params: { type: 'child.counted', count: 2 } },
    ]);
    run.stop();
  });

  it('stands in for an invoked child machine with an actor that ignores what it is sent', async () => {
    const run = startKitRun(entry(parent), { strict: true });
    await run.step({ type: 'child.count' });
    // The child's answer is an event of its own in a log, so the run must not produce it a second time.
    expect(run.snapshot().context.heard).toBe(0);
    await run.step({ type: 'child.counted', count: 1 });
    expect(run.snapshot().context.heard).toBe(1);
    expect(run.calls).toEqual([{ id: 'child', src: 'child', input: undefined }]);
    run.stop();
  });
});
