import { LoadStopType, LoadType, TrailerType } from '#contract/load-codes';
import { LoadStatus, loadStatusLabel, type LoadStatusCode } from '#contract/load-status';
import { startOfDayInZone } from '#domain/business-day';
import type { loads, loadStops } from '../schema/loads';
import type { SeedUser } from './baseline';
import { addDays, addMinutes, dayOf, seedTimeZone } from './dates';
import { milesBetween, type LoadPlan } from './load-factory';
import type { Rng } from './prng';
import * as V from './vocabulary';

interface LoadEvent {
  at: Date;
  status: LoadStatusCode;
  bullets: string[];
}

/** The load's history, oldest first; its last status is the load's status. */
export function loadEvents(plan: LoadPlan): LoadEvent[] {
  const S = LoadStatus;
  const events: LoadEvent[] = [
    { at: plan.createdAt, status: S.Open, bullets: [`Stops: ${plan.stops.length}`] },
  ];
  if (plan.status !== S.Open)
    events.push({ at: addMinutes(plan.createdAt, 1), status: S.Planned, bullets: ['Orders added'] });
  if (plan.bookedAt)
    events.push({ at: plan.bookedAt, status: S.Booked, bullets: [`Carrier set to ${plan.carrier!.name}`] });
  if (plan.heldAt) events.push({ at: plan.heldAt, status: S.Hold, bullets: ['Held by dispatch'] });
  const resolved = plan.stops.filter((s) => s.resolvedAt);
  resolved.forEach((s, i) => {
    const verb = s.type === LoadStopType.Pickup ? 'picked up' : 'delivered';
    const status = i === plan.stops.length - 1 ? S.Delivered : S.InTransit;
    events.push({ at: s.resolvedAt!, status, bullets: [`Stop ${s.sequence} (${s.location.name}) ${verb}`] });
  });
  if (plan.cancelledAt)
    events.push({ at: plan.cancelledAt, status: S.Cancelled, bullets: ['Load cancelled'] });
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
  const revenue =
    extra.revenue === null
      ? null
      : Math.min(999_999, Math.round(extra.revenue * (0.9 + rng.next() * 0.3) * 100) / 100);
  const rate =
    plan.carrier && revenue !== null ? Math.round(revenue * (0.7 + rng.next() * 0.15) * 100) / 100 : null;
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
    carrierNote: rng.chance(0.2)
      ? rng.pick(['Reefer at 55 °F.', 'Call dispatch on arrival.', 'Driver needs a pallet jack.'])
      : null,
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
    carrierPaidDate: paid ? dayOf(paidAt) : null,
    carrierPaidByUserId: paid ? dispatcher.systemUserId : null,
    ignoreStatusUpdates: rng.chance(0.03),
    // All Day: midnight of the ship day in the business zone (docs/decisions/054).
    estimatedShippingDate: allDay ? startOfDayInZone(dayOf(plan.shipDate), seedTimeZone) : plan.shipDate,
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
    const change =
      before && before.status !== e.status
        ? [`Status changed from ${loadStatusLabel(before.status)} to ${loadStatusLabel(e.status)}`]
        : [];
    const by = rng.pick(extra.staff);
    return {
      loadId: plan.id,
      actionType: i === 0 ? 1 : 0,
      bulletedChanges: {
        title: null,
        bullets: i === 0 ? [`Status: ${loadStatusLabel(e.status)}`, ...e.bullets] : [...change, ...e.bullets],
      },
      systemUserId: by.systemUserId,
      createdBy: by.name,
      dateAdded: e.at,
    };
  });
  const notes = Array.from(
    {
      length: rng.weighted([
        [0, 60],
        [1, 30],
        [2, 10],
      ]),
    },
    () => {
      const by = rng.pick(extra.staff);
      const at = addMinutes(
        plan.createdAt,
        rng.int(5, Math.max(6, Math.floor((last.at.getTime() - plan.createdAt.getTime()) / 60_000))),
      );
      return {
        loadId: plan.id,
        noteContent: rng.pick(V.loadNoteTexts),
        createdByUserId: by.systemUserId,
        modifiedByUserId: by.systemUserId,
        createdBy: by.name,
        modifiedBy: by.name,
        dateAdded: at,
        dateModified: at,
      };
    },
  );
  return { row, stops, changelogs, notes };
}
