import { and, eq, inArray, max, ne, Param, sql } from 'drizzle-orm';
import { LoadStopType } from '#contract/load-codes';
import { LoadStatus } from '#contract/load-status';
import type { AddOrderToLoadQuery } from '#contract/load-requests';
import { OrderStatus } from '#contract/order-status';
import { stopSequenceTexts } from '#domain/stop-sequencing';
import type { Db } from '../db/connect';
import { sameVersion } from '../db/row-version';
import { loadStopOrders, loadStops } from '../db/schema/loads';
import { orders } from '../db/schema/orders';
import { conflict, invalidFields, notFound, staleWrite } from '../http/errors';
import type { RequestContext, SaveAnswer } from '../http/request-context';
import type { StopRow } from './load-read';
import { lockLoad, settleLoad } from './load-sync';

/** The orders to add: the one asked for, or with shouldAddGroup every order of its group. */
async function ordersToAdd(tx: Db, orderId: number, withGroup: boolean) {
  const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId));
  if (!order) throw notFound('The order');
  if (!withGroup || order.orderGroupId == null) return [order];
  return tx.select().from(orders).where(eq(orders.orderGroupId, order.orderGroupId)).orderBy(orders.orderId);
}

/** The order's legs on other loads: where a consolidation leg left it, and whether a delivery leg exists. */
async function otherLegs(tx: Db, loadId: number, orderId: number) {
  const rows = await tx
    .select({
      loadId: loadStops.loadId,
      type: loadStops.refLoadStopTypeId,
      locationId: loadStops.locationId,
      isConsolidation: loadStopOrders.isConsolidation,
    })
    .from(loadStopOrders)
    .innerJoin(loadStops, eq(loadStops.loadStopId, loadStopOrders.loadStopId))
    .where(and(eq(loadStopOrders.orderId, orderId), ne(loadStops.loadId, loadId)))
    .orderBy(loadStops.loadId, loadStops.stopSequence);
  const deliveries = rows.filter((r) => r.type === LoadStopType.Delivery);
  const final = deliveries.find((r) => !r.isConsolidation);
  return { finalLoadId: final?.loadId ?? null, consolidatedAt: deliveries.at(-1)?.locationId ?? null };
}

/** An unresolved stop of the type at the location after `after`, or a new one at the end. */
async function stopFor(
  tx: Db,
  loadId: number,
  stops: StopRow[],
  type: number,
  locationId: number,
  after: number,
) {
  const reuse = stops.find(
    (s) =>
      s.refLoadStopTypeId === type &&
      s.locationId === locationId &&
      !s.pickedUpOrDelivered &&
      s.stopSequence > after,
  );
  if (reuse) return reuse;
  const [{ last } = { last: 0 }] = await tx
    .select({ last: max(loadStops.stopSequence) })
    .from(loadStops)
    .where(eq(loadStops.loadId, loadId));
  const [row] = await tx
    .insert(loadStops)
    .values({ loadId, locationId, refLoadStopTypeId: type, stopSequence: (last ?? 0) + 1 })
    .returning();
  const stop: StopRow = { ...row!, loadStopOrders: [] };
  stops.push(stop);
  return stop;
}

/**
 * PUT addOrderToLoad: the order's pickup stop at its source (or where its consolidation leg left it) and
 * its delivery stop at its destination, or at the consolidation location; with shouldAddGroup every order
 * of its group. Unresolved stops at the same place are shared.
 */
export async function addOrderToLoad<T>(
  ctx: RequestContext,
  q: AddOrderToLoadQuery,
  answer: SaveAnswer<T>,
): Promise<T> {
  const { now } = ctx;
  if (q.deliveryIsConsolidation && q.locationId == null)
    throw invalidFields({ locationId: 'A location is required' });
  return ctx.db.transaction(async (tx) => {
    const before = await lockLoad(tx, q.loadId);
    if (
      before.load.refLoadStatusId === LoadStatus.Cancelled ||
      before.load.refLoadStatusId === LoadStatus.Delivered
    )
      throw conflict(
        `Load #${q.loadId} is ${before.load.refLoadStatusId === LoadStatus.Cancelled ? 'cancelled' : 'delivered'}: orders cannot be added to it.`,
      );
    const onLoad = new Set(before.stops.flatMap((s) => s.loadStopOrders.map((o) => o.orderId)));
    const candidates = (await ordersToAdd(tx, q.orderId, q.shouldAddGroup ?? false)).filter(
      (o) => !onLoad.has(o.orderId),
    );
    if (!candidates.length) throw conflict(`Order #${q.orderId} is already on Load #${q.loadId}.`);
    const stops = before.stops.map((s) => ({ ...s, loadStopOrders: [...s.loadStopOrders] }));
    const added: string[] = [];
    for (const order of candidates) {
      if (
        order.refOrderStatusId === OrderStatus.Cancelled ||
        order.refOrderStatusId === OrderStatus.Delivered
      )
        throw conflict(
          `Order #${order.orderId} is ${order.refOrderStatusId === OrderStatus.Cancelled ? 'cancelled' : 'delivered'}: it cannot be put on a load.`,
        );
      const legs = await otherLegs(tx, q.loadId, order.orderId);
      if (legs.finalLoadId != null)
        throw conflict(`Order #${order.orderId} is already on Load #${legs.finalLoadId}.`);
      const from = legs.consolidatedAt ?? order.sourceLocationId;
      const to = q.deliveryIsConsolidation ? q.locationId! : order.destinationLocationId;
      if (from == null || to == null)
        throw conflict(
          `Order #${order.orderId} needs its From and To locations before it can be put on a load.`,
        );
      const consolidation = q.deliveryIsConsolidation ?? false;
      const pickup = await stopFor(tx, q.loadId, stops, LoadStopType.Pickup, from, 0);
      const delivery = await stopFor(tx, q.loadId, stops, LoadStopType.Delivery, to, pickup.stopSequence);
      await tx.insert(loadStopOrders).values([
        {
          loadStopId: pickup.loadStopId,
          orderId: order.orderId,
          isConsolidation: consolidation,
          dateAdded: now,
        },
        {
          loadStopId: delivery.loadStopId,
          orderId: order.orderId,
          isConsolidation: consolidation,
          dateAdded: now,
        },
      ]);
      pickup.loadStopOrders.push({ orderId: order.orderId, isConsolidation: consolidation });
      delivery.loadStopOrders.push({ orderId: order.orderId, isConsolidation: consolidation });
      added.push(`Order #${order.orderId} added${consolidation ? ' (consolidation)' : ''}`);
    }
    // The stops as written (decision 096), each stop's orders in id order as a read gives them.
    const written = stops.map((s) => ({
      ...s,
      loadStopOrders: [...s.loadStopOrders].sort((a, b) => a.orderId - b.orderId),
    }));
    await settleLoad(tx, ctx.actor, before, { extra: added, stops: written });
    return answer(tx);
  });
}

/** PUT bulkRemoveOrdersFromLoad: the orders leave the load; stops left with no order go too. */
export async function removeOrdersFromLoad<T>(
  ctx: RequestContext,
  loadId: number,
  orderIds: readonly number[],
  answer: SaveAnswer<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockLoad(tx, loadId);
    for (const orderId of new Set(orderIds)) {
      const own = before.stops.filter((s) => s.loadStopOrders.some((o) => o.orderId === orderId));
      if (!own.length) throw conflict(`Order #${orderId} is not on Load #${loadId}.`);
      if (own.some((s) => s.pickedUpOrDelivered))
        throw conflict(`Order #${orderId} has been picked up on this load and cannot be removed.`);
    }
    const ids = [...new Set(orderIds)].sort((a, b) => a - b);
    const stopIds = before.stops.map((s) => s.loadStopId);
    await tx
      .delete(loadStopOrders)
      .where(and(inArray(loadStopOrders.loadStopId, stopIds), inArray(loadStopOrders.orderId, ids)));
    const emptied = before.stops
      .filter((s) => !s.pickedUpOrDelivered && s.loadStopOrders.every((o) => ids.includes(o.orderId)))
      .map((s) => s.loadStopId);
    if (emptied.length) await tx.delete(loadStops).where(inArray(loadStops.loadStopId, emptied));
    const stops = before.stops
      .filter((s) => !emptied.includes(s.loadStopId))
      .map((s) => ({ ...s, loadStopOrders: s.loadStopOrders.filter((o) => !ids.includes(o.orderId)) }));
    await settleLoad(tx, ctx.actor, before, { extra: ids.map((id) => `Order #${id} removed`), stops });
    return answer(tx);
  });
}

/**
 * PUT setOrderingOfLoadStops: the stops in a new order. Resolved stops keep their places at the front (the
 * next-to-resolve rule); an order delivered before its pickup is refused with the spec's sentence.
 */
export async function setStopOrdering<T>(
  ctx: RequestContext,
  body: { loadId: number; dateModified?: string | undefined; loadStops: { loadStopId: number }[] },
  answer: SaveAnswer<T>,
): Promise<T> {
  const { now } = ctx;
  return ctx.db.transaction(async (tx) => {
    const before = await lockLoad(tx, body.loadId);
    if (body.dateModified && !sameVersion(body.dateModified, before.load.dateModified)) throw staleWrite();
    const wanted = body.loadStops.map((s) => s.loadStopId);
    const stored = before.stops.map((s) => s.loadStopId);
    if (
      wanted.length !== stored.length ||
      new Set(wanted).size !== wanted.length ||
      !wanted.every((id) => stored.includes(id))
    )
      throw invalidFields({ loadStops: "Name each of the load's stops once." });
    const resolved = before.stops.filter((s) => s.pickedUpOrDelivered).map((s) => s.loadStopId);
    if (resolved.some((id, i) => wanted[i] !== id))
      throw conflict(stopSequenceTexts.nextStop(resolved.length + 1));
    // Every stop's new place in one statement (decision 096).
    const places = wanted.map((id, i) => sql`(${id}::int, ${i + 1}::int)`);
    if (places.length)
      await tx.execute(sql`update ${loadStops}
      set stop_sequence = placed.stop_sequence, date_modified = ${new Param(now, loadStops.dateModified)}::timestamptz
      from (values ${sql.join(places, sql`, `)}) as placed (load_stop_id, stop_sequence)
      where ${loadStops.loadStopId} = placed.load_stop_id`);
    const byId = new Map(before.stops.map((s) => [s.loadStopId, s]));
    const stops = wanted.map((id, i) => ({ ...byId.get(id)!, stopSequence: i + 1, dateModified: now }));
    await settleLoad(tx, ctx.actor, before, { stops });
    return answer(tx);
  });
}
