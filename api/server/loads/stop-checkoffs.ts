import { createActor } from 'xstate';
import { inSequence, type JourneyLeg } from '#domain/stop-sequencing';
import { stopSequencingMachine } from '#domain/stop-sequencing.machine';
import { conflict } from '../http/errors';
import type { StopRow } from './load-read';

/**
 * Replays a save's check-offs through the sequencing machine, the cross-load rule included (the load's
 * orders' legs on other loads): unchecks from the last stop back, then checks from the first on, so several
 * stops may change in one save as long as each step is allowed. A refused step is a 409 carrying the
 * sentence the screens show for the same stop.
 */
export function assertCheckOffs(
  load: { loadId: number; stops: readonly StopRow[]; loadDelivered: boolean; legs: readonly JourneyLeg[] },
  wanted: ReadonlyMap<number, boolean>,
) {
  const ordered = inSequence(load.stops);
  const actor = createActor(stopSequencingMachine, {
    input: { stops: ordered, loadDelivered: load.loadDelivered, loadId: load.loadId, legs: load.legs },
  }).start();
  const changes = ordered
    .map((s, index) => ({ index, to: wanted.get(s.loadStopId) }))
    .filter((c) => c.to !== undefined && c.to !== ordered[c.index]!.pickedUpOrDelivered);
  const steps = [...changes.filter((c) => !c.to).reverse(), ...changes.filter((c) => c.to)];
  for (const step of steps) {
    actor.send({ type: step.to ? 'stop.checked' : 'stop.unchecked', index: step.index });
    const { refusal } = actor.getSnapshot().context;
    if (refusal) throw conflict(refusal);
  }
  actor.stop();
}
