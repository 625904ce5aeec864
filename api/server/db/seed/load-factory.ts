import { LoadDesignation, LoadStopType, LoadType, TrailerType } from '../../../contract/load-codes';
import { LoadStatus, loadStatusLabel, type LoadStatusCode } from '../../../contract/load-status';
import type { loads, loadStops } from '../schema/loads';
import type { SeedUser } from './baseline';
import { addDays, addMinutes, atWorkHour, dayMs } from './dates';
import type { CarrierRef, LocationRef } from './parties';
import type { Rng } from './prng';
import * as V from './vocabulary';

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
  if (days < -10) return rng.weighted([[S.Delivered, 93], [S.Cancelled, 7]]);
  if (days < -1) return rng.weighted([[S.Delivered, 45], [S.InTransit, 40], [S.Hold, 5], [S.Cancelled, 10]]);
  if (days < 3) return rng.weighted([[S.InTransit, 25], [S.Booked, 45], [S.Hold, 10], [S.Planned, 10], [S.Open, 10]]);
  return rng.weighted([[S.Booked, 30], [S.Planned, 35], [S.Open, 35]]);
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
  input.deliveries.forEach((l, i) => push(LoadStopType.Delivery, l, addMinutes(deliveryDay, i * rng.int(60, 180))));

  let status = input.status;
  const due = stops.filter((s) => s.from.getTime() + 3 * hourMs < anchor.getTime()).length;
  if (status === LoadStatus.Delivered && due < stops.length) status = LoadStatus.InTransit;
  if (status === LoadStatus.InTransit && due === 0) status = LoadStatus.Booked;
  const resolved =
    status === LoadStatus.Delivered ? stops.length : status === LoadStatus.InTransit ? rng.int(1, Math.min(due, stops.length - 1)) : 0;
  for (const s of stops.slice(0, resolved)) {
    s.resolvedAt = earliest(addMinutes(s.from, rng.int(0, 180)), addMinutes(anchor, -rng.int(5, 120)));
  }
  const carrier = status === LoadStatus.Open || status === LoadStatus.Planned ? null : input.carrier;
  const createdAt = earliest(addDays(pickupDay, -rng.int(1, 10)), addMinutes(anchor, -rng.int(60, 600)));
  const firstMove = stops[0]!.resolvedAt ?? anchor;
  const bookedAt = carrier ? earliest(addMinutes(createdAt, rng.int(30, 2 * 24 * 60)), addMinutes(firstMove, -30)) : null;
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
  if (kind === 'inbound') return rng.weighted([[D.Inbound, 80], [D.OutsideCarrierInbound, 12], [D.BrokerInbound, 8]]);
  const s = destination.state;
  const regional = s === 'CA' ? D.California : s === 'OR' || s === 'WA' ? D.OregonWashington : west.has(s) ? D.WestBound : D.East;
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

interface LoadEvent {
  at: Date;
  status: LoadStatusCode;
  bullets: string[];
}

/** The load's history, oldest first; its last status is the load's status. */
export function loadEvents(plan: LoadPlan): LoadEvent[] {
  const S = LoadStatus;
  const events: LoadEvent[] = [{ at: plan.createdAt, status: S.Open, bullets: [`Stops: ${plan.stops.length}`] }];
  if (plan.status !== S.Open) events.push({ at: addMinutes(plan.createdAt, 1), status: S.Planned, bullets: ['Orders added'] });
  if (plan.bookedAt) events.push({ at: plan.bookedAt, status: S.Booked, bullets: [`Carrier set to ${plan.carrier!.name}`] });
  if (plan.heldAt) events.push({ at: plan.heldAt, status: S.Hold, bullets: ['Held by dispatch'] });
  const resolved = plan.stops.filter((s) => s.resolvedAt);
  resolved.forEach((s, i) => {
    const verb = s.type === LoadStopType.Pickup ? 'picked up' : 'delivered';
    const status = i === plan.stops.length - 1 ? S.Delivered : S.InTransit;
    events.push({ at: s.resolvedAt!, status, bullets: [`Stop ${s.sequence} (${s.location.name}) ${verb}`] });
  });
  if (plan.cancelledAt) events.push({ at: plan.cancelledAt, status: S.Cancelled, bullets: ['Load cancelled'] });
  return events;
}

/** The load row, its stops, and its changelog and notes. */
export function loadRows(
  rng: Rng,
  plan: LoadPlan,
  extra: { revenue: number | null; designation: number; staff: readonly SeedUser[]; anchor: Date },
) {
  const events = loadEvents(plan);
  const last = events[events.length - 1]!;
  const first = plan.stops[0]!.location;
  const final = plan.stops[plan.stops.length - 1]!;
  const miles = milesBetween(rng, first, final.location);
  const dispatcher = rng.pick(extra.staff);
  const revenue = extra.revenue === null ? null : Math.min(999_999, Math.round(extra.revenue * (0.9 + rng.next() * 0.3) * 100) / 100);
  const rate = plan.carrier && revenue !== null ? Math.round(revenue * (0.7 + rng.next() * 0.15) * 100) / 100 : null;
  const accessory = rate !== null && rng.chance(0.1) ? rng.int(50, 350) : null;
  const paidAt = final.resolvedAt ? addDays(final.resolvedAt, rng.int(10, 30)) : null;
  const paid = rate !== null && paidAt !== null && paidAt < extra.anchor && rng.chance(0.85);
  const current = [...plan.stops].reverse().find((s) => s.resolvedAt);
  const allDay = rng.chance(0.15);
  const row: typeof loads.$inferInsert = {
    loadId: plan.id,
    refLoadTypeId: rng.chance(0.6) ? LoadType.TL : LoadType.LTL,
    refLoadStatusId: last.status,
    refLoadDesignationId: extra.designation,
    refLoadTrailerTypeId: rng.chance(0.6) ? TrailerType.Reefer : TrailerType.Dry,
    carrierId: plan.carrier?.id ?? null,
    originLocationId: first.id,
    currentLocationId: current?.location.id ?? null,
    destinationLocationId: final.location.id,
    trailerNumber: plan.carrier ? `${rng.pick(['R', 'T', 'NW'])}${rng.digits(4)}` : null,
    carrierNote: rng.chance(0.2) ? rng.pick(['Reefer at 55 °F.', 'Call dispatch on arrival.', 'Driver needs a pallet jack.']) : null,
    miles,
    isAllDay: allDay,
    revenue,
    showRevenueOnLoadSummary: rng.chance(0.2),
    carrierPaid: paid,
    carrierRate: rate,
    carrierAccessoryCharge: accessory,
    carrierAccessoryChargeDescription: accessory ? rng.pick(['Liftgate', 'Detention', 'Lumper fee']) : null,
    carrierPaidCheckNumber: paid ? rng.digits(6) : null,
    carrierPaidInvoiceNumber: paid ? `INV-${rng.digits(6)}` : null,
    carrierPaidAmount: paid ? (rate ?? 0) + (accessory ?? 0) : null,
    carrierPaidNote: paid && rng.chance(0.2) ? 'Paid with the weekly run.' : null,
    carrierPaidDate: paid ? paidAt : null,
    carrierPaidByUserId: paid ? dispatcher.systemUserId : null,
    ignoreStatusUpdates: rng.chance(0.03),
    estimatedShippingDate: allDay ? new Date(Date.UTC(plan.shipDate.getUTCFullYear(), plan.shipDate.getUTCMonth(), plan.shipDate.getUTCDate())) : plan.shipDate,
    addedByUserId: dispatcher.systemUserId,
    modifiedByUserId: dispatcher.systemUserId,
    dateAdded: plan.createdAt,
    dateModified: last.at,
  };
  const stops: (typeof loadStops.$inferInsert)[] = plan.stops.map((s) => {
    const appointment = rng.chance(0.3);
    const issue = s.resolvedAt !== null && rng.chance(0.04);
    return {
      loadStopId: s.id,
      loadId: plan.id,
      locationId: s.location.id,
      refLoadStopTypeId: s.type,
      stopSequence: s.sequence,
      pickedUpOrDelivered: s.resolvedAt !== null,
      pickedUpDeliveryDate: s.resolvedAt,
      stopDirections: rng.chance(0.15) ? rng.pick(V.locationDirections) : null,
      fromDate: s.from,
      toDate: s.to,
      hasAppointment: appointment,
      carrierMakesAppointment: !appointment && rng.chance(0.2),
      scheduledWithDescription: appointment ? `${rng.pick(V.firstNames)} at receiving` : null,
      stopHasIssue: issue,
      issueDescription: issue ? rng.pick(V.stopIssues) : null,
      dateAdded: plan.createdAt,
      dateModified: s.resolvedAt ?? plan.createdAt,
    };
  });
  const changelogs = events.map((e, i) => {
    const before = events[i - 1];
    const change = before && before.status !== e.status ? [`Status changed from ${loadStatusLabel(before.status)} to ${loadStatusLabel(e.status)}`] : [];
    const by = rng.pick(extra.staff);
    return {
      loadId: plan.id,
      actionType: i === 0 ? 1 : 0,
      bulletedChanges: { title: null, bullets: i === 0 ? [`Status: ${loadStatusLabel(e.status)}`, ...e.bullets] : [...change, ...e.bullets] },
      systemUserId: by.systemUserId,
      createdBy: by.name,
      dateAdded: e.at,
    };
  });
  const notes = Array.from({ length: rng.weighted([[0, 60], [1, 30], [2, 10]]) }, () => {
    const by = rng.pick(extra.staff);
    const at = addMinutes(plan.createdAt, rng.int(5, Math.max(6, Math.floor((last.at.getTime() - plan.createdAt.getTime()) / 60_000))));
    return { loadId: plan.id, noteContent: rng.pick(V.loadNoteTexts), createdByUserId: by.systemUserId, modifiedByUserId: by.systemUserId, createdBy: by.name, modifiedBy: by.name, dateAdded: at, dateModified: at };
  });
  return { row, stops, changelogs, notes };
}
