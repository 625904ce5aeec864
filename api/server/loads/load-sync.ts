import { eq, type SQL } from 'drizzle-orm';
import type { LoadStatusCode } from '#contract/load-status';
import { outOfSequenceMessage } from '#contract/load-requests';
import { loadFactsOf, loadStatusAfter } from '#domain/load-status.rules';
import { inSequence, outOfSequenceOrderIds, stopNumber } from '#domain/stop-sequencing';
import { changelogWrites, type ChangelogActor } from '../changelog/write-changelog';
import type { Db } from '../db/connect';
import { nextModified } from '../db/row-version';
import { loads, loadStops } from '../db/schema/loads';
import { HttpError, notFound } from '../http/errors';
import { readStops, type StopRow } from './load-read';
import { orderEventsBetween, orderLegsOf, type OrderLegFacts } from '#domain/order-leg-events';
import { readLegsElsewhere, type LegsElsewhere } from './load-legs';
import { orderEventWrites } from '../orders/order-status-events';
import { stopEvents } from '../live/stop-events';
import { sendWrites, type Writes } from '../live/outbox-write';

export type LoadRow = typeof loads.$inferSelect;
export interface LoadSnapshot {
  load: LoadRow;
  stops: StopRow[];
}

/** The load row locked for the rest of the transaction, with its stops. 404 when missing. */
export async function lockLoad(tx: Db, loadId: number): Promise<LoadSnapshot> {
  const [load] = await tx.select().from(loads).where(eq(loads.loadId, loadId)).for('update');
  if (!load) throw notFound('The load');
  return { load, stops: await readStops(tx, loadId) };
}

/** 409 with the spec's sentence: an order would be delivered before it is picked up (spec 2 §8). */
export const outOfSequence = () => new HttpError(409, 'conflict', outOfSequenceMessage);

/** Stops numbered 1..n in their sequence, so 'Stop #n' and stopSequence agree. */
export async function renumberStops(tx: Db, stops: readonly StopRow[]): Promise<void> {
  const ordered = inSequence(stops);
  for (const [i, stop] of ordered.entries())
    if (stop.stopSequence !== i + 1)
      await tx
        .update(loadStops)
        .set({ stopSequence: i + 1 })
        .where(eq(loadStops.loadStopId, stop.loadStopId));
}

/** The same facts of an order's leg, every one of them (a fact added later is compared too). */
const sameLeg = (a: OrderLegFacts | undefined, b: OrderLegFacts | undefined) =>
  a === b || (!!a && !!b && (Object.keys(a) as (keyof OrderLegFacts)[]).every((key) => a[key] === b[key]));

/**
 * Sends the order machine the events of each order whose facts on this load changed, locks them and answers
 * the writes of the statuses that moved, with an order changelog entry for each (orderEventWrites). An order
 * whose facts did not change has no events (orderEventsBetween), so nothing is read for it: a save that
 * moves no order (a note, a date) reads nothing here. `known` is what the caller already read of the orders'
 * other legs; `alongside` the load's own writes, sent with the orders' lock (or alone when none is locked).
 */
async function settleOrders(
  tx: Db,
  actor: ChangelogActor,
  loadId: number,
  before: LoadSnapshot,
  after: LoadSnapshot,
  known: LegsElsewhere | undefined,
  alongside: readonly SQL[],
): Promise<Writes> {
  const legsBefore = orderLegsOf(before.stops, before.load.carrierId);
  const legsAfter = orderLegsOf(after.stops, after.load.carrierId);
  const touched = [...new Set([...legsBefore.keys(), ...legsAfter.keys()])]
    .filter((orderId) => !sameLeg(legsBefore.get(orderId), legsAfter.get(orderId)))
    .sort((a, b) => a - b);
  if (!touched.length) return orderEventWrites(tx, actor, [], alongside);
  const elsewhere =
    known && touched.every((orderId) => known.orderIds.has(orderId))
      ? known
      : await readLegsElsewhere(tx, loadId, touched);
  return orderEventWrites(
    tx,
    actor,
    touched.map((orderId) => ({
      orderId,
      events: orderEventsBetween(
        legsBefore.get(orderId),
        legsAfter.get(orderId),
        elsewhere.onOtherLoads.has(orderId),
        elsewhere.dropped.get(orderId),
      ),
      extra: [`Load #${loadId}`],
    })),
    alongside,
  );
}

/** Where the load starts, where it ends, and the last stop it has reached. */
function locationsOf(stops: readonly StopRow[]) {
  const ordered = inSequence(stops);
  return {
    originLocationId: ordered[0]?.locationId ?? null,
    destinationLocationId: ordered.at(-1)?.locationId ?? null,
    currentLocationId: ordered.findLast((s) => s.pickedUpOrDelivered)?.locationId ?? null,
  };
}

/** Readable lines for what happened to the stops (the rows' own fields are compared by changeBullets). */
export function stopBullets(before: readonly StopRow[], after: readonly StopRow[]): string[] {
  const lines: string[] = [];
  for (const stop of inSequence(after)) {
    const was = before.find((s) => s.loadStopId === stop.loadStopId);
    const n = stopNumber(after, stop);
    const verb = stop.refLoadStopTypeId === 1 ? 'picked up' : 'delivered';
    if (!was) lines.push(`Stop #${n} added`);
    else if (was.pickedUpOrDelivered !== stop.pickedUpOrDelivered)
      lines.push(stop.pickedUpOrDelivered ? `Stop #${n} ${verb}` : `Stop #${n} unchecked`);
    else if (was.stopSequence !== stop.stopSequence) lines.push(`Stop #${n} moved`);
  }
  const removed = before.filter((s) => !after.some((a) => a.loadStopId === s.loadStopId)).length;
  if (removed) lines.push(`${removed} ${removed === 1 ? 'stop' : 'stops'} removed`);
  return lines;
}

/**
 * After any change to a load (its fields or stops, already written): refuses an order delivered before its
 * pickup, sets the automatic status (unless Disable Auto Status), origin, current and destination, moves
 * the orders' statuses, and writes the load's and orders' changelog entries, all in the caller's
 * transaction. `fields` are the load columns the save sets; `created` writes a Created entry; `stops` are
 * the stops as the caller wrote them (not read again; decision 096); `elsewhere` what the caller read of its
 * orders' legs on other loads.
 */
export async function settleLoad(
  tx: Db,
  actor: ChangelogActor,
  before: LoadSnapshot,
  options: {
    fields?: Partial<LoadRow>;
    created?: boolean;
    extra?: readonly string[];
    stops: StopRow[];
    elsewhere?: LegsElsewhere;
    /** The updates of stops the caller changed but has not sent (their values are in `stops`). */
    stopWrites?: readonly SQL[];
  },
): Promise<void> {
  const loadId = before.load.loadId;
  const { stops } = options;
  const renumbered = inSequence(stops).some((s, i) => s.stopSequence !== i + 1);
  let stopWrites = options.stopWrites ?? [];
  if (renumbered) {
    // Renumbering writes the same rows: the caller's updates go first, on their own.
    await sendWrites(tx, actor, [{ events: [], statements: stopWrites }]);
    stopWrites = [];
    await renumberStops(tx, stops);
  }
  // Read again only when renumbering wrote: every round trip here is one more while the load stays locked.
  const afterStops = renumbered ? await readStops(tx, loadId) : stops;
  if (outOfSequenceOrderIds(afterStops).length) throw outOfSequence();
  const next: LoadRow = { ...before.load, ...options.fields };
  const status: LoadStatusCode = next.ignoreStatusUpdates
    ? (next.refLoadStatusId as LoadStatusCode)
    : loadStatusAfter(next.refLoadStatusId as LoadStatusCode, loadFactsOf(afterStops, next.carrierId), {
        ignoreStatusUpdates: false,
      }).status;
  const row: LoadRow = {
    ...next,
    ...locationsOf(afterStops),
    refLoadStatusId: status,
    modifiedByUserId: actor.systemUserId,
    dateModified: nextModified(actor.now, before.load.dateModified),
  };
  const { loadId: _id, dateAdded: _added, ...set } = row;
  // The stops the caller has still to write go with the load's own update, and both with the orders' lock
  // (decision 102): the events below read the load as written.
  const loadUpdate = tx.update(loads).set(set).where(eq(loads.loadId, loadId)).getSQL();
  const orderWrites = await settleOrders(
    tx,
    actor,
    loadId,
    before,
    { load: row, stops: afterStops },
    options.elsewhere,
    [...stopWrites, loadUpdate],
  );
  const extra = [...stopBullets(before.stops, afterStops), ...(options.extra ?? [])];
  const loadWrites = changelogWrites(tx, 'load', actor, [
    { id: loadId, before: options.created ? null : before.load, after: row, extra },
  ]);
  // The orders' and the load's change logs and events, and the stops' events: one statement more.
  await sendWrites(tx, actor, [
    orderWrites,
    loadWrites,
    { events: stopEvents(loadId, before.stops, afterStops), statements: [] },
  ]);
}
