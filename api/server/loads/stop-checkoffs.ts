import { createActor } from 'xstate';
import { inSequence, type JourneyLeg } from '#domain/stop-sequencing';
import { stopSequencingMachine } from '#domain/stop-sequencing.machine';
import { conflict } from '../http/errors';
import type { Actor } from '../http/request-context';
import { noteRefusal } from '../inspector/server-refusals';
import type { StopRow } from './load-read';

/**
 * Replays a save's check-offs through the sequencing machine, the cross-load rule included (the load's
 * orders' legs on other loads): unchecks from the last stop back, then checks from the first on, so several
 * stops may change in one save as long as each step is allowed. A refused step is a 409 carrying the
 * sentence the screens show for the same stop, noted for the inspector (decision 087).
 */
export function assertCheckOffs(
  load: { loadId: number; stops: readonly StopRow[]; loadDelivered: boolean; legs: readonly JourneyLeg[] },
  wanted: ReadonlyMap<number, boolean>,
  actor: Actor | null = null,
) {
  const ordered = inSequence(load.stops);
  const sequencing = createActor(stopSequencingMachine, {
    input: { stops: ordered, loadDelivered: load.loadDelivered, loadId: load.loadId, legs: load.legs },
  }).start();
  const changes = ordered
    .map((s, index) => ({ index, to: wanted.get(s.loadStopId) }))
    .filter((c) => c.to !== undefined && c.to !== ordered[c.index]!.pickedUpOrDelivered);
  const steps = [...changes.filter((c) => !c.to).reverse(), ...changes.filter((c) => c.to)];
  for (const step of steps) {
    const type = step.to ? 'stop.checked' : 'stop.unchecked';
    sequencing.send({ type, index: step.index });
    const { refusal } = sequencing.getSnapshot().context;
    if (refusal) {
      sequencing.stop();
      noteRefusal(actor, {
        machineId: 'stopSequencing',
        recordType: 'load',
        recordId: load.loadId,
        event: `${type} (Stop ${step.index + 1})`,
        reason: refusal,
      });
      throw conflict(refusal);
    }
  }
  sequencing.stop();
}
