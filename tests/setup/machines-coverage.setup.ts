import { appendFileSync } from 'node:fs';
import type * as XState from 'xstate';
import { afterAll, expect, vi } from 'vitest';
import { transitionId } from '#machines/registry/graph';

/**
 * With MACHINES_COVERAGE_OUT set, every actor a test file creates with xstate's `createActor` is inspected,
 * and each transition a machine takes is appended to that file once per test file, as a JSON line
 * `{ source, machineId, transitionId }`: `generated` for the generated path tests, `replay` for the recorded
 * journeys, `hand` for every other test. `npm run machines:coverage -- --from <file>` reads it (decision 082).
 * Without the variable this file does nothing. Actors made inside node_modules (`@xstate/react`'s
 * `useActorRef` in screen tests) do not pass through the mocked `createActor` and are not counted.
 */
const out = process.env.MACHINES_COVERAGE_OUT;

type Source = 'generated' | 'replay' | 'hand';
const sourceOf = (testPath: string): Source =>
  /generated-paths\.test\.ts$/.test(testPath)
    ? 'generated'
    : /replays\.test\.ts$/.test(testPath)
      ? 'replay'
      : 'hand';

if (out) {
  const taken = new Set<string>();
  let testPath = '';
  type Transition = Parameters<typeof transitionId>[0];
  const keep = (logic: unknown, transitions: readonly Transition[]) => {
    const machine = logic as { id?: unknown; root?: unknown };
    if (!machine?.root || typeof machine.id !== 'string') return;
    testPath ||= expect.getState().testPath ?? '';
    for (const t of transitions) taken.add(`${machine.id}\t${transitionId(t)}`);
  };
  const note = (event: XState.InspectionEvent) => {
    if (event.type === '@xstate.microstep')
      keep((event.actorRef as { logic?: unknown }).logic, event._transitions as Transition[]);
  };

  vi.doMock('xstate', async (importOriginal) => {
    const xstate = await importOriginal<typeof XState>();
    const createActor = ((logic: XState.AnyActorLogic, options?: XState.ActorOptions<XState.AnyActorLogic>) =>
      xstate.createActor(logic, {
        ...options,
        inspect: (event: XState.InspectionEvent) => {
          note(event);
          const inspect = options?.inspect;
          if (typeof inspect === 'function') inspect(event);
          else inspect?.next?.(event);
        },
      })) as typeof xstate.createActor;
    // The status rules step a machine with the pure `transition` (no actor): the event's own transitions
    // count; eventless ones that follow it do not.
    const transition = ((
      logic: XState.AnyStateMachine,
      snapshot: XState.AnyMachineSnapshot,
      event: XState.AnyEventObject,
    ) => {
      if (typeof logic.getTransitionData === 'function')
        keep(logic, logic.getTransitionData(snapshot as never, event) as Transition[]);
      return xstate.transition(logic, snapshot, event);
    }) as typeof xstate.transition;
    return { ...xstate, createActor, transition };
  });

  afterAll(() => {
    if (!taken.size) return;
    const source = sourceOf(testPath);
    const lines = [...taken].map((entry) => {
      const [machineId, id] = entry.split('\t');
      return JSON.stringify({ source, machineId, transitionId: id });
    });
    appendFileSync(out, `${lines.join('\n')}\n`);
  });
}
