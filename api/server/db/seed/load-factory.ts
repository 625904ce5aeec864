import { LoadDesignation, LoadStopType } from '#contract/load-codes';
import { LoadStatus, type LoadStatusCode } from '#contract/load-status';
import { addDays, addMinutes, atWorkHour, dayMs } from './dates';
import type { CarrierRef, LocationRef } from './parties';
import type { Rng } from './prng';

export type LoadKind = 'direct' | 'inbound' | 'outbound';

export interface StopPlan {
  id: number;
  sequence: number;
  type: 1 | 2;
  location: LocationRef;
  from: Date;
  to: Date;
  resolvedAt: Date | null;
}

export interface LoadPlan {
  id: number;
  kind: LoadKind;
  status: LoadStatusCode;
  carrier: CarrierRef | null;
  shipDate: Date;
  createdAt: Date;
  bookedAt: Date | null;
  heldAt: Date | null;
  cancelledAt: Date | null;
  stops: StopPlan[];
}

const hourMs = 3_600_000;
const west = new Set(['OR', 'WA', 'CA', 'ID', 'NV']);
const earliest = (a: Date, b: Date) => (a < b ? a : b);

/** A status that fits the ship date: history is delivered, the coming weeks are booked or still open. */
export function statusForDate(rng: Rng, shipDate: Date, anchor: Date): LoadStatusCode {
  const days = (shipDate.getTime() - anchor.getTime()) / dayMs;
  const S = LoadStatus;
  if (days < -10)
    return rng.weighted([
      [S.Delivered, 93],
      [S.Cancelled, 7],
    ]);
  if (days < -1)
    return rng.weighted([
      [S.Delivered, 45],
      [S.InTransit, 40],
      [S.Hold, 5],
      [S.Cancelled, 10],
    ]);
  if (days < 3)
    return rng.weighted([
      [S.InTransit, 25],
      [S.Booked, 45],
      [S.Hold, 10],
      [S.Planned, 10],
      [S.Open, 10],
    ]);
  return rng.weighted([
    [S.Booked, 30],
    [S.Planned, 35],
    [S.Open, 35],
  ]);
}

function transitDays(rng: Rng, from: LocationRef, to: LocationRef): number {
  if (from.state === to.state) return rng.int(0, 1);
  if (west.has(from.state) && west.has(to.state)) return rng.int(1, 2);
  return rng.int(3, 6);
}

export function milesBetween(rng: Rng, from: LocationRef, to: LocationRef): number {
  if (from.state === to.state) return rng.int(15, 260);
  if (west.has(from.state) && west.has(to.state)) return rng.int(150, 950);
  return rng.int(1100, 2950);
}

/**
 * Stops in sequence (pickups, then deliveries), windows on the ship date and after, and the stops already
 * resolved. The status is corrected to what the clock allows: nothing is picked up in the future.
 */
export function planLoad(
  rng: Rng,
  input: {
    id: number;
    firstStopId: number;
    kind: LoadKind;
    status: LoadStatusCode;
    shipDate: Date;
    pickups: LocationRef[];
    deliveries: LocationRef[];
    carrier: CarrierRef | null;
    anchor: Date;
  },
): LoadPlan {
  const { anchor } = input;
  const pickupDay = atWorkHour(input.shipDate, rng);
  const transit = transitDays(rng, input.pickups[0]!, input.deliveries[input.deliveries.length - 1]!);
  const stops: StopPlan[] = [];
  const push = (type: 1 | 2, location: LocationRef, from: Date) =>
    stops.push({
      id: input.firstStopId + stops.length,
      sequence: stops.length + 1,
      type,
      location,
      from,
      to: addMinutes(from, rng.int(2, 5) * 60),
      resolvedAt: null,
    });
  input.pickups.forEach((l, i) => push(LoadStopType.Pickup, l, addMinutes(pickupDay, i * rng.int(60, 150))));
  const deliveryDay = atWorkHour(addDays(input.shipDate, transit), rng);
  input.deliveries.forEach((l, i) =>
    push(LoadStopType.Delivery, l, addMinutes(deliveryDay, i * rng.int(60, 180))),
  );

  let status = input.status;
  const due = stops.filter((s) => s.from.getTime() + 3 * hourMs < anchor.getTime()).length;
  if (status === LoadStatus.Delivered && due < stops.length) status = LoadStatus.InTransit;
  if (status === LoadStatus.InTransit && due === 0) status = LoadStatus.Booked;
  const resolved =
    status === LoadStatus.Delivered
      ? stops.length
      : status === LoadStatus.InTransit
        ? rng.int(1, Math.min(due, stops.length - 1))
        : 0;
  for (const s of stops.slice(0, resolved)) {
    s.resolvedAt = earliest(addMinutes(s.from, rng.int(0, 180)), addMinutes(anchor, -rng.int(5, 120)));
  }
  const carrier = status === LoadStatus.Open || status === LoadStatus.Planned ? null : input.carrier;
  const createdAt = earliest(addDays(pickupDay, -rng.int(1, 10)), addMinutes(anchor, -rng.int(60, 600)));
  const firstMove = stops[0]!.resolvedAt ?? anchor;
  const bookedAt = carrier
    ? earliest(addMinutes(createdAt, rng.int(30, 2 * 24 * 60)), addMinutes(firstMove, -30))
    : null;
  const after = (d: Date) => earliest(addMinutes(d, rng.int(60, 3 * 24 * 60)), addMinutes(anchor, -1));
  return {
    id: input.id,
    kind: input.kind,
    status,
    carrier,
    shipDate: pickupDay,
    createdAt,
    bookedAt: bookedAt && bookedAt > createdAt ? bookedAt : carrier ? addMinutes(createdAt, 1) : null,
    heldAt: status === LoadStatus.Hold ? after(bookedAt ?? createdAt) : null,
    cancelledAt: status === LoadStatus.Cancelled ? after(bookedAt ?? createdAt) : null,
    stops,
  };
}

export function designationFor(rng: Rng, kind: LoadKind, destination: LocationRef) {
  const D = LoadDesignation;
  if (kind === 'inbound')
    return rng.weighted([
      [D.Inbound, 80],
      [D.OutsideCarrierInbound, 12],
      [D.BrokerInbound, 8],
    ]);
  const s = destination.state;
  const regional =
    s === 'CA'
      ? D.California
      : s === 'OR' || s === 'WA'
        ? D.OregonWashington
        : west.has(s)
          ? D.WestBound
          : D.East;
  if (kind === 'outbound') return regional;
  return rng.weighted([
    [regional, 60],
    [D.Broker, 8],
    [D.DirectToTrade, 8],
    [D.Pickup, 5],
    [D.Transfer, 4],
    [D.TankerFlatbed, 4],
    [D.Project, 3],
    [D.StorageTrailer, 3],
    [D.Rail, 2],
    [D.RailBroker, 2],
    [D.WestBound, 1],
  ]);
}
