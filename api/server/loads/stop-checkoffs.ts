import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { createActor } from 'xstate';
import { inSequence, stopNumber, stopSequenceTexts } from '#domain/stop-sequencing';
import { stopSequencingMachine } from '#domain/stop-sequencing.machine';
import type { Db } from '../db/connect';
import { loadStopOrders, loadStops } from '../db/schema/loads';
import { conflict } from '../http/errors';
import { readStops, type StopRow } from './load-read';

/**
 * Replays a save's check-offs through the sequencing machine: unchecks from the last stop back, then checks
 * from the first on, so several stops may change in one save as long as each step is allowed. A refused
 * step is a 409 carrying the spec's sentence.
 */
export function assertCheckOffs(
  stops: readonly StopRow[],
  wanted: ReadonlyMap<number, boolean>,
  loadDelivered: boolean,
) {
  const ordered = inSequence(stops);
  const actor = createActor(stopSequencingMachine, { input: { stops: ordered, loadDelivered } }).start();
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

/**
 * Across an order's journey (its loads in the order they were made): a stop is checked only when the
 * order's stops on earlier loads are done, and unchecked only while no later load has started for it.
 */
export async function assertJourney(
  tx: Db,
  loadId: number,
  stops: readonly StopRow[],
  wanted: ReadonlyMap<number, boolean>,
) {
  for (const stop of stops) {
    const to = wanted.get(stop.loadStopId);
    if (to === undefined || to === stop.pickedUpOrDelivered) continue;
    const orderIds = stop.loadStopOrders.map((o) => o.orderId);
    if (!orderIds.length) continue;
    const others = await tx
      .selectDistinct({ loadId: loadStops.loadId })
      .from(loadStops)
      .innerJoin(loadStopOrders, eq(loadStopOrders.loadStopId, loadStops.loadStopId))
      .where(
        and(
          inArray(loadStopOrders.orderId, orderIds),
          to ? lt(loadStops.loadId, loadId) : gt(loadStops.loadId, loadId),
        ),
      )
      .orderBy(loadStops.loadId);
    for (const other of others) {
      const theirs = await readStops(tx, other.loadId);
      const legs = theirs.filter((s) => s.loadStopOrders.some((o) => orderIds.includes(o.orderId)));
      if (to) {
        const waiting = legs.find((s) => !s.pickedUpOrDelivered);
        if (waiting) throw conflict(stopSequenceTexts.nextStop(stopNumber(theirs, waiting)));
      } else if (legs.some((s) => s.pickedUpOrDelivered)) throw conflict(stopSequenceTexts.nextLoad);
    }
  }
}
