import { OrderStatus, type OrderStatusCode } from '#contract/order-status';
import type { People, SeedUser } from './baseline';
import { addMinutes, dayOf } from './dates';
import type { LoadPlan, StopPlan } from './load-factory';
import { createdEvent, type OrderDraft, type OrderEvent, type OrderRow } from './order-factory';
import type { LocationRef } from './parties';
import type { Rng } from './prng';

/** One load an order rides: picked up at one stop, delivered at a later one. */
export interface Leg {
  load: LoadPlan;
  pickup: StopPlan;
  delivery: StopPlan;
  /** Delivered into the warehouse to be consolidated, not to the order's destination. */
  consolidation: boolean;
}

export interface SettledOrder {
  row: OrderRow;
  events: OrderEvent[];
  stopOrders: { loadStopId: number; orderId: number; isConsolidation: boolean; dateAdded: Date }[];
}

/**
 * Walks an order through its legs and derives everything that follows from them: status (the last event),
 * shipped, delivered and picked dates, current and next location, carrier. Every status is one the
 * order could really have at the anchor date.
 */
export function settleOrder(
  rng: Rng,
  draft: OrderDraft,
  legs: readonly Leg[],
  ctx: { warehouse: LocationRef; people: People; anchor: Date },
): SettledOrder {
  const { people, anchor } = ctx;
  const dispatcher = rng.pick(people.dispatchers);
  const events: OrderEvent[] = [
    createdEvent(draft, draft.placedByCustomer ? people.customerUser : dispatcher),
  ];
  const row: OrderRow = { ...draft.row };
  const push = (
    at: Date,
    status: OrderStatusCode,
    bullets: string[],
    by: SeedUser = rng.pick(people.dispatchers),
  ) => {
    const prev = events[events.length - 1]!.at;
    events.push({ at: at > prev ? at : addMinutes(prev, 1), status, bullets, by });
  };
  const current = () => events[events.length - 1]!.status;
  if (draft.placedByCustomer && legs.length) {
    row.refOrderTypeId ??= draft.plannedType;
    row.revenue ??= Math.round((row.caseEquivalent ?? 1) * 4 * 100) / 100;
    push(
      addMinutes(row.dateAdded!, rng.int(60, 20 * 60)),
      OrderStatus.Open,
      ['Reviewed by dispatch'],
      dispatcher,
    );
  }

  let atWarehouse = draft.source.id === ctx.warehouse.id;
  let place: LocationRef = draft.source;
  let next: LocationRef | null = legs[0]?.pickup.location ?? null;
  const pick = (latestAt: Date) => {
    const prev = events[events.length - 1]!.at;
    const span = Math.max(1, Math.floor((latestAt.getTime() - prev.getTime()) / 60_000) - 1);
    const at = addMinutes(prev, rng.int(1, span));
    const picker = rng.pick(people.pickers);
    push(at, OrderStatus.Staged, [`Picked by ${picker.name}`], picker);
    row.isPicked = true;
    row.datePicked = dayOf(events[events.length - 1]!.at);
    row.pickedByUserId = picker.systemUserId;
    row.pickLocationId = ctx.warehouse.id;
  };
  const stopOrders: SettledOrder['stopOrders'] = [];
  for (const leg of legs) {
    const { load } = leg;
    stopOrders.push(
      { loadStopId: leg.pickup.id, orderId: row.orderId!, isConsolidation: false, dateAdded: load.createdAt },
      {
        loadStopId: leg.delivery.id,
        orderId: row.orderId!,
        isConsolidation: leg.consolidation,
        dateAdded: load.createdAt,
      },
    );
    row.dateEstimatedShipBy ??= dayOf(load.shipDate);
    if (load.cancelledAt) {
      push(load.cancelledAt, OrderStatus.Cancelled, [`Load #${load.id} cancelled`]);
      next = null;
      break;
    }
    const waiting = atWarehouse && current() !== OrderStatus.Open && current() !== OrderStatus.Intake;
    push(addMinutes(load.createdAt, 2), waiting ? current() : OrderStatus.Planned, [
      `Added to Load #${load.id}`,
    ]);
    if (load.bookedAt)
      push(load.bookedAt, waiting ? current() : OrderStatus.Booked, [`Carrier: ${load.carrier!.name}`]);
    row.deliveringCarrierId = load.carrier?.id ?? row.deliveringCarrierId ?? null;
    if (atWarehouse) row.datePickBy ??= dayOf(addMinutes(leg.pickup.from, -24 * 60));
    if (!leg.pickup.resolvedAt) {
      if (atWarehouse && !row.isPicked && rng.chance(0.5)) pick(anchor);
      next = leg.pickup.location;
      break;
    }
    if (atWarehouse && !row.isPicked) pick(leg.pickup.resolvedAt);
    const moving = leg.consolidation ? OrderStatus.Consolidating : OrderStatus.InTransit;
    push(leg.pickup.resolvedAt, moving, [`Picked up at ${leg.pickup.location.name}`]);
    row.dateShipped ??= leg.pickup.resolvedAt;
    row.bol ??= `BOL${load.id}-${leg.pickup.sequence}`;
    place = leg.pickup.location;
    next = leg.delivery.location;
    if (!leg.delivery.resolvedAt) break;
    const arrived = leg.consolidation ? OrderStatus.Consolidated : OrderStatus.Delivered;
    push(leg.delivery.resolvedAt, arrived, [`Delivered to ${leg.delivery.location.name}`]);
    place = leg.delivery.location;
    next = null;
    if (leg.consolidation) {
      atWarehouse = true;
      row.warehouseId = ctx.warehouse.id;
      next = draft.destination;
    } else {
      row.dateDelivered = leg.delivery.resolvedAt;
    }
  }
  // Consolidated and waiting for an outbound load that does not exist yet: picked, or not.
  const last = legs[legs.length - 1];
  if (last?.consolidation && last.delivery.resolvedAt && legs.length === 1 && rng.chance(0.4)) pick(anchor);
  if (atWarehouse) row.warehouseId = ctx.warehouse.id;

  const final = events[events.length - 1]!;
  row.refOrderStatusId = final.status;
  row.currentLocationId = place.id;
  row.nextLocationId =
    final.status === OrderStatus.Cancelled || final.status === OrderStatus.Delivered
      ? null
      : (next?.id ?? null);
  row.dateModified = final.at;
  row.modifiedByUserId = final.by.systemUserId;
  return { row, events, stopOrders };
}

/** An order on no load: waiting for review or scheduling, held, with an issue, or cancelled. */
export function settleUnplanned(
  rng: Rng,
  draft: OrderDraft,
  target: OrderStatusCode,
  people: People,
  anchor: Date,
): SettledOrder {
  const dispatcher = rng.pick(people.dispatchers);
  const events: OrderEvent[] = [
    createdEvent(draft, draft.placedByCustomer ? people.customerUser : dispatcher),
  ];
  const row: OrderRow = { ...draft.row };
  const span = Math.max(2, Math.floor((anchor.getTime() - row.dateAdded!.getTime()) / 60_000));
  const later = () =>
    addMinutes(events[events.length - 1]!.at, rng.int(1, Math.max(1, Math.floor(span / 3))));
  if (target !== OrderStatus.Intake && events[0]!.status === OrderStatus.Intake) {
    row.refOrderTypeId ??= draft.plannedType;
    events.push({ at: later(), status: OrderStatus.Open, bullets: ['Type set'], by: dispatcher });
  }
  const reasons: Partial<Record<OrderStatusCode, string>> = {
    [OrderStatus.OnHold]: 'On hold at the customer’s request',
    [OrderStatus.Issue]: 'Producer cannot ship the full quantity',
    [OrderStatus.Cancelled]: 'Cancelled by the customer',
  };
  if (target !== events[events.length - 1]!.status) {
    events.push({
      at: later(),
      status: target,
      bullets: [reasons[target] ?? 'Status updated'],
      by: dispatcher,
    });
  }
  const final = events[events.length - 1]!;
  row.refOrderStatusId = final.status;
  row.nextLocationId = target === OrderStatus.Cancelled ? null : draft.source.id;
  row.dateModified = final.at;
  row.modifiedByUserId = final.by.systemUserId;
  return { row, events, stopOrders: [] };
}
