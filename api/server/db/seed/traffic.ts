import { OrderStatus, type OrderStatusCode } from '#contract/order-status';
import { LoadStatus } from '#contract/load-status';
import type { Database } from '../connect';
import type { People } from './baseline';
import { addDays, addMinutes, dayMs, startOfUtcDay } from './dates';
import { settleOrder, settleUnplanned, type Leg, type SettledOrder } from './journey';
import { loadRows } from './load-rows';
import { designationFor, planLoad, statusForDate, type LoadKind } from './load-factory';
import {
  changelogRows,
  consolidationType,
  directType,
  draftOrder,
  orderNotes,
  type OrderDraft,
} from './order-factory';
import type { CustomerRef, LocationRef, Parties } from './parties';
import type { Rng } from './prng';
import type { SeedCounts } from './sizes';
import { batchSize, emptyBatch, writeBatch } from './traffic-batch';

export interface TrafficBases {
  order: number;
  load: number;
  loadStop: number;
  orderGroup: number;
}

/** An order delivered into the warehouse, waiting for an outbound load (or the end of the data). */
interface Waiting {
  draft: OrderDraft;
  leg: Leg;
}

const lerp = (a: Date, b: Date, u: number) => new Date(a.getTime() + (b.getTime() - a.getTime()) * u);

/**
 * Orders and loads along a timeline from 18 months before the anchor date to three weeks after it, oldest
 * first, written a few thousand rows per transaction so that a million orders need no more memory than a
 * hundred. Three quarters of the orders ride loads (direct, inbound to the warehouse for consolidation,
 * outbound from it); the rest wait for planning or were cancelled.
 */
export async function seedTraffic(
  database: Database,
  rng: Rng,
  input: {
    counts: SeedCounts;
    parties: Parties;
    people: People;
    anchor: Date;
    bases: TrafficBases;
    log: (line: string) => void;
  },
): Promise<{ orders: number; loads: number }> {
  const { counts, parties, people, anchor, bases } = input;
  const { warehouse } = parties;
  const locationById = new Map<number, LocationRef>(parties.producers.map((l) => [l.id, l]));
  const demoCustomerId = parties.customers[0]!.id;
  const staff = [...people.dispatchers, ...people.warehouse];
  const ctx = { warehouse, people, anchor };
  let batch = emptyBatch();
  let nextOrderId = bases.order + 1;
  let nextStopId = bases.loadStop + 1;
  let nextGroupId = bases.orderGroup + 1;
  let produced = 0;
  const step = Math.max(1, Math.ceil(counts.orders / 10));
  let milestone = step;
  const queue: Waiting[] = [];

  const flush = async () => {
    await writeBatch(database, batch);
    batch = emptyBatch();
    if (produced >= milestone) {
      input.log(`  orders ${produced.toLocaleString('en-US')} of ${counts.orders.toLocaleString('en-US')}`);
      milestone = (Math.floor(produced / step) + 1) * step;
    }
  };
  const newGroup = (at: Date) => {
    const orderGroupId = nextGroupId++;
    batch.groups.push({
      orderGroupId,
      addedByUserId: rng.pick(people.dispatchers).systemUserId,
      dateAdded: at,
      dateModified: at,
    });
    return orderGroupId;
  };
  const emit = (draft: OrderDraft, settled: SettledOrder) => {
    batch.orders.push(settled.row);
    batch.stopOrders.push(...settled.stopOrders);
    const customerUser = draft.customer.id === demoCustomerId ? people.customerUser : null;
    batch.notes.push(...orderNotes(rng, draft, settled.row.dateModified ?? anchor, staff, customerUser));
    batch.orderChangelogs.push(
      ...changelogRows(settled.events).map((c) => ({ ...c, orderId: settled.row.orderId! })),
    );
  };
  const draft = (
    customer: CustomerRef,
    source: LocationRef,
    destination: LocationRef,
    addedAt: Date,
    typed: boolean,
    direct: boolean,
  ) => {
    const plannedType = direct ? directType(rng, source, destination) : consolidationType(destination);
    const placedBy =
      customer.id === demoCustomerId && rng.chance(typed ? 0.2 : 0.5) ? people.customerUser : undefined;
    produced++;
    return draftOrder(rng, {
      orderId: nextOrderId++,
      customer,
      source,
      destination,
      type: placedBy || !typed ? null : plannedType,
      plannedType,
      addedAt,
      addedBy: rng.pick(people.dispatchers),
      placedBy,
    });
  };
  const sourceOf = (customer: CustomerRef) =>
    customer.pickupIds.length ? locationById.get(rng.pick(customer.pickupIds))! : rng.pick(parties.producers);
  const customerById = new Map(parties.customers.map((c) => [c.id, c]));
  const customerByLocation = new Map(
    parties.producers.map((l) => [
      l.id,
      customerById.get(l.customerId ?? 0) ?? rng.skewed(parties.customers, 1.5),
    ]),
  );
  const distinct = (from: readonly LocationRef[], n: number, power: number) => {
    const out: LocationRef[] = [];
    for (let tries = 0; out.length < n && tries < n * 10; tries++) {
      const l = rng.skewed(from, power);
      if (!out.includes(l)) out.push(l);
    }
    return out;
  };

  // Orders on no load: cancelled ones across the whole period, the unplanned backlog in the last six weeks.
  const unplanned = (addedAt: Date, status: OrderStatusCode, room = 1) => {
    const customer = rng.skewed(parties.customers, 1.5);
    const source = sourceOf(customer);
    const destination = rng.skewed(parties.destinations, 1.3);
    const size =
      room > 1 && status === OrderStatus.Open && rng.chance(0.08) ? rng.int(2, Math.min(3, room)) : 1;
    const group = size > 1 ? newGroup(addedAt) : null;
    for (let i = 0; i < size; i++) {
      const d = draft(
        customer,
        source,
        destination,
        addMinutes(addedAt, i * 7),
        status !== OrderStatus.Intake || rng.chance(0.2),
        rng.chance(0.5),
      );
      d.row.orderGroupId = group;
      emit(d, settleUnplanned(rng, d, status, people, anchor));
    }
    return size;
  };

  const L = counts.loads;
  const onLoadPlanned = Math.max(Math.min(L, counts.orders), Math.round(counts.orders * 0.75));
  const offPlanned = counts.orders - onLoadPlanned;
  const cancelledCount = Math.round(offPlanned * 0.2);
  const backlogCount = offPlanned - cancelledCount;
  const start = addDays(anchor, -540);
  const pastEnd = addDays(anchor, -10);
  const end = addDays(anchor, 21);
  const shipDateOf = (k: number) => {
    const u = (k + 0.5) / L;
    return u < 0.75 ? lerp(start, pastEnd, u / 0.75) : lerp(pastEnd, end, (u - 0.75) / 0.25);
  };
  const cancelledAt = (j: number) => lerp(start, addDays(anchor, -1), (j + 0.5) / cancelledCount);
  const backlogAt = (j: number) =>
    lerp(addDays(anchor, -45), addMinutes(anchor, -120), (j + 0.5) / backlogCount);
  const backlogStatus = (j: number): OrderStatusCode =>
    j < 4
      ? ([OrderStatus.Intake, OrderStatus.Open, OrderStatus.OnHold, OrderStatus.Issue] as const)[j]!
      : rng.weighted([
          [OrderStatus.Intake, 25],
          [OrderStatus.Open, 50],
          [OrderStatus.OnHold, 13],
          [OrderStatus.Issue, 12],
        ]);

  let budget = onLoadPlanned;
  let consumers = 0;
  const loadUnit = (k: number) => {
    const shipDate = addMinutes(shipDateOf(k), rng.int(-12 * 60, 12 * 60));
    const status = statusForDate(rng, shipDate, anchor);
    let kind = rng.weighted<LoadKind>([
      ['direct', 55],
      ['inbound', 25],
      ['outbound', 20],
    ]);
    const readyBy = addMinutes(startOfUtcDay(shipDate), -60);
    const ready =
      kind === 'outbound' && status !== LoadStatus.Cancelled
        ? queue.filter((w) => w.leg.delivery.resolvedAt! < readyBy)
        : [];
    const taken: Waiting[] = [];
    const destinations: LocationRef[] = [];
    for (const w of ready.slice(0, rng.int(2, 8))) {
      if (!destinations.includes(w.draft.destination)) {
        if (destinations.length === 5) break;
        destinations.push(w.draft.destination);
      }
      taken.push(w);
      queue.splice(queue.indexOf(w), 1);
    }
    // New orders for this load, from the budget that keeps the total near the requested number.
    const consumerShare = (consumers + 4) / (k + 5);
    const avg = budget / Math.max(1, (L - k) * consumerShare);
    let m = 0;
    if (!taken.length) {
      consumers++;
      m = Math.max(
        1,
        Math.min(budget - (L - k - 1), Math.round(avg * (0.35 + 1.3 * rng.next())), Math.ceil(avg * 2.5)),
      );
      budget -= m;
      if (kind === 'outbound' && rng.chance(0.5)) kind = rng.chance(0.7) ? 'direct' : 'inbound';
    }
    const pickups =
      kind === 'outbound'
        ? [warehouse]
        : kind === 'inbound'
          ? distinct(parties.producers, rng.int(1, Math.min(5, m)), 1.4)
          : rng.chance(0.1)
            ? [warehouse, ...distinct(parties.producers, rng.int(0, Math.min(2, m - 1)), 1.4)]
            : distinct(parties.producers, rng.int(1, Math.min(3, m)), 1.4);
    const deliveries =
      kind === 'inbound'
        ? [warehouse]
        : taken.length
          ? destinations
          : distinct(parties.destinations, rng.int(1, Math.min(kind === 'outbound' ? 5 : 3, m)), 1.3);
    const carrier = rng.skewed(parties.carriers, 1.6);
    const plan = planLoad(rng, {
      id: bases.load + k + 1,
      firstStopId: nextStopId,
      kind,
      status,
      shipDate,
      pickups,
      deliveries,
      carrier,
      anchor,
    });
    nextStopId += plan.stops.length;
    const pickupStops = plan.stops.filter((s) => s.type === 1);
    const deliveryStops = plan.stops.filter((s) => s.type === 2);
    let revenue = 0;
    const settle = (d: OrderDraft, legs: Leg[]) => {
      const settled = settleOrder(rng, d, legs, ctx);
      revenue += settled.row.revenue ?? 0;
      emit(d, settled);
    };
    for (const w of taken) {
      const delivery = deliveryStops.find((s) => s.location === w.draft.destination)!;
      settle(w.draft, [w.leg, { load: plan, pickup: pickupStops[0]!, delivery, consolidation: false }]);
    }
    const cover = Math.max(pickupStops.length, deliveryStops.length);
    const groupSize = m - cover >= 1 && rng.chance(0.15) ? rng.int(2, Math.min(4, m - cover + 1)) : 0;
    const group = groupSize ? newGroup(addMinutes(plan.createdAt, -30)) : null;
    for (let i = 0; i < m; i++) {
      const inGroup = group !== null && i >= m - groupSize;
      const pick = (n: number) => (inGroup ? m - groupSize : i < n ? i : rng.int(0, n - 1)) % n;
      const pickup = pickupStops[pick(pickupStops.length)]!;
      const delivery = deliveryStops[pick(deliveryStops.length)]!;
      const customer = customerByLocation.get(pickup.location.id) ?? rng.skewed(parties.customers, 1.5);
      const destination = kind === 'inbound' ? rng.skewed(parties.destinations, 1.3) : delivery.location;
      const addedAt = addMinutes(plan.createdAt, -rng.int(60, 14 * 24 * 60));
      const d = draft(
        customer,
        pickup.location,
        destination,
        addedAt,
        true,
        kind === 'direct' && pickup.location !== warehouse,
      );
      d.row.orderGroupId = inGroup ? group : null;
      const leg: Leg = { load: plan, pickup, delivery, consolidation: kind === 'inbound' };
      if (leg.consolidation && delivery.resolvedAt) queue.push({ draft: d, leg });
      else settle(d, [leg]);
    }
    const rows = loadRows(rng, plan, {
      revenue: plan.status === LoadStatus.Open ? null : revenue,
      designation: designationFor(rng, kind, deliveries[deliveries.length - 1]!),
      staff,
      anchor,
    });
    batch.loads.push(rows.row);
    batch.stops.push(...rows.stops);
    batch.loadChangelogs.push(...rows.changelogs);
    batch.notes.push(...rows.notes);
  };
  const leftover = (w: Waiting) => emit(w.draft, settleOrder(rng, w.draft, [w.leg], ctx));

  let k = 0;
  let jc = 0;
  let jb = 0;
  while (k < L || jc < cancelledCount || jb < backlogCount) {
    const tLoad = k < L ? shipDateOf(k).getTime() - 7 * dayMs : Infinity;
    const tCancelled = jc < cancelledCount ? cancelledAt(jc).getTime() : Infinity;
    const tBacklog = jb < backlogCount ? backlogAt(jb).getTime() : Infinity;
    if (tLoad <= tCancelled && tLoad <= tBacklog) loadUnit(k++);
    else if (tCancelled <= tBacklog) jc += unplanned(cancelledAt(jc), OrderStatus.Cancelled);
    else jb += unplanned(backlogAt(jb), backlogStatus(jb), backlogCount - jb);
    while (queue.length > 400) leftover(queue.shift()!);
    if (batchSize(batch) >= 4000) await flush();
  }
  for (const w of queue.splice(0)) leftover(w);
  while (produced < counts.orders)
    unplanned(addMinutes(anchor, -rng.int(120, 3 * 24 * 60)), OrderStatus.Open);
  await flush();
  return { orders: produced, loads: L };
}
