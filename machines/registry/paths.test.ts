import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { startKitRun } from './kit-run';
import type { RegisteredMachine } from './machine-registry';
import { pathCoverage, planPaths, runPlannedPath } from './paths';
import { check } from './test-kit';

const machine = setup({
  types: { input: {} as { admin: boolean }, context: {} as { admin: boolean; loaded: number } },
  actors: { load: fromPromise<number>(async () => 0) },
  guards: {
    isAdmin: ({ context }) => context.admin,
    isBig: ({ event }) => (event as { output?: number }).output! > 10,
  },
  delays: { patience: 500 },
}).createMachine({
  id: 'probe',
  context: ({ input }) => ({ admin: input.admin, loaded: 0 }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isAdmin', target: 'admin' }, { target: 'loading' }] },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [{ guard: 'isBig', target: 'big' }, { target: 'small' }],
      },
      after: { patience: 'gaveUp' },
    },
    admin: {},
    big: {},
    small: {},
    gaveUp: { type: 'final' },
  },
});

const entry = (testKit: RegisteredMachine['testKit']): RegisteredMachine => ({
  id: 'probe',
  title: 'Probe',
  description: 'A machine for testing the generated paths.',
  machine,
  testKit,
});

describe('generated paths', () => {
  it('name the states and transitions a kit does not reach', async () => {
    const bare = entry({ input: { admin: false } });
    const coverage = await pathCoverage(bare, planPaths(bare));
    expect(coverage.unreached).toEqual(['probe.admin', 'probe.big']);
    expect(coverage.untaken).toEqual(['probe.starting#always#0', 'probe.loading#xstate.done.actor.load#0']);
  });

  it('reach everything with scenarios and actor outcomes, delays advanced on the simulated clock', async () => {
    const full = entry({
      input: { admin: false },
      scenarios: { admin: { admin: true } },
      actors: { load: { done: { many: 42, few: 2 } } },
      expect: { gaveUp: (s) => check(s.status === 'done', 'final') },
    });
    const paths = planPaths(full);
    expect(await pathCoverage(full, paths)).toEqual({ unreached: [], untaken: [] });
    const gaveUp = paths.find((p) => p.name === 'default: gaveUp via after 500ms')!;
    expect(await runPlannedPath(full, gaveUp)).toMatchObject({ failures: [] });
  });

  it('report a failed state expectation', async () => {
    const strict = entry({ input: { admin: true }, expect: { admin: () => check(false, 'never fine') } });
    const [start] = planPaths(strict);
    expect((await runPlannedPath(strict, start!)).failures).toEqual(['admin: never fine']);
  });
});

// Two regions, two timers: the 100 ms spinner of a load and the 300 ms debounce of a search box.
const timers = setup({ delays: { spinner: 100, debounce: 300 } }).createMachine({
  id: 'timers',
  type: 'parallel',
  states: {
    data: {
      initial: 'loading',
      states: { loading: { after: { spinner: 'ready' } }, ready: { on: { reload: 'loading' } } },
    },
    search: {
      initial: 'idle',
      states: { idle: { on: { typed: 'debouncing' } }, debouncing: { after: { debounce: 'idle' } } },
    },
  },
});
const timersEntry: RegisteredMachine = {
  id: 'timers',
  title: 'Timers',
  description: 'Two regions with a delay each.',
  machine: timers,
  testKit: {},
};
const spinner = { type: 'xstate.after.spinner.timers.data.loading' };
const debounce = { type: 'xstate.after.debounce.timers.search.debouncing' };

describe('generated paths with several pending delays', () => {
  const paths = planPaths(timersEntry);

  it('let time pass only to the delay due first, whichever region set it', () => {
    const names = paths.map((p) => p.name);
    // Typed while loading: the spinner (due at 100 ms) fires before the debounce (due at 300 ms)...
    expect(names).toContain('default: (data.ready, search.debouncing) via typed → after 100ms');
    expect(names.some((n) => n.includes('via typed → after 300ms'))).toBe(false);
    // ...unless the load started late enough: reloaded at 200 ms, both fall due at 300 ms, the older first.
    expect(names).toContain(
      'default: (data.loading, search.idle) via typed → after 100ms → reload → after 100ms → reload → after 300ms',
    );
  });

  it('run as planned, and reach every state and transition', async () => {
    for (const path of paths) expect(await runPlannedPath(timersEntry, path)).toMatchObject({ failures: [] });
    expect(await pathCoverage(timersEntry, paths)).toEqual({ unreached: [], untaken: [] });
  });

  it('refuse, in a strict run, a delay that another one precedes', async () => {
    const run = startKitRun(timersEntry, { strict: true });
    await run.step({ type: 'typed' });
    await expect(run.step(debounce)).rejects.toThrow(
      `'${debounce.type}' is due at 300 ms, but '${spinner.type}' fires first, at 100 ms`,
    );
    run.stop();
  });

  it('fire, in a replay, the delay the log names by itself', async () => {
    const run = startKitRun(timersEntry);
    await run.step({ type: 'typed' });
    await run.step(debounce);
    expect(run.snapshot().value).toEqual({ data: 'loading', search: 'idle' });
    await run.step(spinner);
    expect(run.snapshot().value).toEqual({ data: 'ready', search: 'idle' });
    run.stop();
  });
});

describe('generated paths and eventless steps', () => {
  const done = setup({
    types: { context: {} as { big: boolean } },
    guards: { isBig: ({ context }) => context.big },
  }).createMachine({
    id: 'done',
    context: { big: false },
    initial: 'idle',
    states: {
      idle: {
        on: { small: 'working', big: { target: 'working', actions: assign({ big: true }) } },
      },
      working: {
        initial: 'one',
        states: { one: { on: { next: 'two' } }, two: { type: 'final' } },
        onDone: [{ guard: 'isBig', target: 'idle', actions: assign({ big: false }) }, { target: 'idle' }],
      },
    },
  });
  const doneEntry: RegisteredMachine = { ...timersEntry, id: 'done', machine: done, testKit: {} };

  it('take an `onDone` branch that follows an event to a state already reached', async () => {
    const paths = planPaths(doneEntry);
    expect(paths.map((p) => p.name)).toContain('default: idle via big → next');
    expect(await pathCoverage(doneEntry, paths)).toEqual({ unreached: [], untaken: [] });
  });
});
