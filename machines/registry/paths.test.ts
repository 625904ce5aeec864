import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
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
