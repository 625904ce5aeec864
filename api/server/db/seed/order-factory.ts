import { OrderType, UnitType, type OrderTypeCode, type UnitTypeCode } from '#contract/order-codes';
import { OrderStatus, orderStatusLabel, type OrderStatusCode } from '#contract/order-status';
import { caseEquivalentOf } from '#domain/case-equivalent';
import type { orders } from '../schema/orders';
import type { SeedUser } from './baseline';
import { addMinutes, dayOf, workDayFrom } from './dates';
import type { CustomerRef, LocationRef } from './parties';
import type { Rng } from './prng';
import * as V from './vocabulary';

export type OrderRow = typeof orders.$inferInsert;

/** An order before its journey is known: what the customer asked for. */
export interface OrderDraft {
  row: OrderRow & { orderId: number; dateAdded: Date };
  customer: CustomerRef;
  source: LocationRef;
  destination: LocationRef;
  /** The customer login placed it (starts in Intake). */
  placedByCustomer: boolean;
  /** The type dispatch gives it on review when it was entered without one. */
  plannedType: OrderTypeCode;
}

/** Something that happened to an order, in time order; the last one's status is the order's status. */
export interface OrderEvent {
  at: Date;
  status: OrderStatusCode;
  bullets: string[];
  by: SeedUser;
}

const east = new Set(['TX', 'IL', 'MN', 'NY', 'NJ', 'MA', 'GA', 'FL']);

/** A consolidation type for where the order ends up. */
export function consolidationType(destination: LocationRef): OrderTypeCode {
  const s = destination.state;
  if (s === 'CA') return OrderType.CaConsol;
  if (s === 'OR') return OrderType.OrConsol;
  if (s === 'WA') return OrderType.WaConsol;
  if (s === 'WY') return OrderType.WyConsol;
  return east.has(s) ? OrderType.EastConsol : OrderType.OwbConsol;
}

/** A type for an order that travels on its own load (no consolidation). */
export function directType(rng: Rng, source: LocationRef, destination: LocationRef): OrderTypeCode {
  const pnw = (l: LocationRef) => l.state === 'OR' || l.state === 'WA';
  const ftl: OrderTypeCode | null =
    source.state === destination.state || (pnw(source) && pnw(destination))
      ? OrderType.LocalFtl
      : destination.state === 'CA'
        ? OrderType.ToCaFtl
        : source.state === 'CA'
          ? OrderType.FromCaFtl
          : null;
  return rng.weighted<OrderTypeCode>([
    ...(ftl ? ([[ftl, 30]] as const) : []),
    [OrderType.DirectToTrade, 14],
    [OrderType.Broker, 10],
    [OrderType.Pickup, 6],
    [OrderType.InboundForCrossDock, 4],
    [OrderType.InboundStorage, 4],
    [OrderType.InboundForWineco, 3],
    [OrderType.Special, 3],
    [OrderType.Project, 3],
    [OrderType.Flatbed, 2],
    [OrderType.Tanker, 2],
    [OrderType.Barrels, 2],
    [OrderType.Glass, 2],
    [OrderType.RTV, 2],
    [OrderType.WvwaAuction, 1],
  ]);
}

/** What is shipped and how much: 12-packs of wine mostly, kegs, pallets of glass, a tanker now and then. */
function goods(rng: Rng, type: OrderTypeCode | null): { unitType: UnitTypeCode; quantity: number } {
  if (type === OrderType.Tanker) return { unitType: UnitType.Tanker, quantity: 1 };
  if (type === OrderType.Glass || type === OrderType.Flatbed)
    return { unitType: UnitType.Pallet, quantity: rng.int(4, 26) };
  if (type === OrderType.Barrels) return { unitType: UnitType.Pallet, quantity: rng.int(1, 12) };
  const unitType = rng.weighted<UnitTypeCode>([
    [UnitType.TwelvePackCase, 55],
    [UnitType.Cases, 15],
    [UnitType.SixPackCase, 10],
    [UnitType.Pallet, 7],
    [UnitType.Keg, 5],
    [UnitType.TwelvePackCan, 4],
    [UnitType.TwentyFourPackCan, 3],
    [UnitType.Tote, 0.5],
    [UnitType.Lbs, 0.5],
  ]);
  const quantity =
    unitType === UnitType.Pallet
      ? rng.int(1, 22)
      : unitType === UnitType.Keg
        ? rng.int(2, 40)
        : unitType === UnitType.Tote
          ? rng.int(1, 6)
          : unitType === UnitType.Lbs
            ? rng.int(200, 8000)
            : Math.round(5 + rng.next() ** 2.5 * 995);
  return { unitType, quantity };
}

const bottlesPerUnit: Partial<Record<UnitTypeCode, number>> = { 1: 12, 2: 12, 3: 6 };

function poNumber(rng: Rng, customer: CustomerRef): string {
  if (customer.poStyle === 0) return `PO-${rng.digits(5)}`;
  if (customer.poStyle === 1) return `45${rng.digits(8)}`;
  const initials = customer.name.replace(/[^A-Z]/g, '').slice(0, 3) || 'PO';
  return `${initials}${rng.digits(4)}`;
}

/** The order as entered: customer, producer, goods, the three wanted dates. */
export function draftOrder(
  rng: Rng,
  input: {
    orderId: number;
    customer: CustomerRef;
    source: LocationRef;
    destination: LocationRef;
    type: OrderTypeCode | null;
    plannedType: OrderTypeCode;
    addedAt: Date;
    addedBy: SeedUser;
    placedBy?: SeedUser;
  },
): OrderDraft {
  const { unitType, quantity } = goods(rng, input.type);
  const readyBy = workDayFrom(input.addedAt, rng.int(1, 6), rng);
  const shipBy = workDayFrom(readyBy, rng.int(1, 7), rng);
  const neededBy = workDayFrom(shipBy, rng.int(2, 10), rng);
  // The rule every save applies (decision 055); quantity is always set here.
  const caseEquivalent = caseEquivalentOf(quantity, unitType)!;
  const bottles = bottlesPerUnit[unitType];
  return {
    customer: input.customer,
    source: input.source,
    destination: input.destination,
    placedByCustomer: Boolean(input.placedBy),
    plannedType: input.plannedType,
    row: {
      orderId: input.orderId,
      orderCustomerId: input.customer.id,
      refOrderTypeId: input.type,
      sourceLocationId: input.source.id,
      destinationLocationId: input.destination.id,
      currentLocationId: input.source.id,
      addedByUserId: (input.placedBy ?? input.addedBy).systemUserId,
      modifiedByUserId: input.addedBy.systemUserId,
      placedByCustomerUserId: input.placedBy?.systemUserId ?? null,
      poNumber: poNumber(rng, input.customer),
      producerName: rng.pick(input.customer.brands),
      special: rng.chance(0.15) ? rng.pick(V.orderSpecials) : null,
      quantity,
      caseEquivalent,
      numberOfBottles: bottles ? quantity * bottles : null,
      unitType,
      revenue: input.placedBy
        ? null
        : Math.min(999_999, Math.round(caseEquivalent * (2.5 + rng.next() * 5) * 100) / 100),
      cons: rng.chance(0.25) ? input.destination.name : null,
      datePlaced: input.placedBy ? input.addedAt : null,
      dateReadyBy: rng.chance(0.8) ? dayOf(readyBy) : null,
      dateShipBy: rng.chance(0.7) ? dayOf(shipBy) : null,
      dateNeededBy: dayOf(neededBy),
      dateAdded: input.addedAt,
      dateModified: input.addedAt,
    },
  };
}

/** The first event: Intake for a customer's own order or an untyped one, Open otherwise. */
export function createdEvent(draft: OrderDraft, by: SeedUser): OrderEvent {
  const typed = draft.row.refOrderTypeId != null;
  return {
    at: draft.row.dateAdded,
    status: draft.placedByCustomer || !typed ? OrderStatus.Intake : OrderStatus.Open,
    bullets: [
      `Customer: ${draft.customer.name}`,
      `PO #: ${draft.row.poNumber}`,
      `Quantity: ${draft.row.quantity}`,
    ],
    by,
  };
}

/** Changelog entries from events: the first is 'Created', the rest 'Updated' with the status change. */
export function changelogRows(events: readonly OrderEvent[]) {
  return events.map((e, i) => {
    const before = events[i - 1];
    const change =
      before && before.status !== e.status
        ? [`Status changed from ${orderStatusLabel(before.status)} to ${orderStatusLabel(e.status)}`]
        : [];
    return {
      actionType: i === 0 ? 1 : 0,
      bulletedChanges: {
        title: null,
        bullets:
          i === 0 ? [`Status: ${orderStatusLabel(e.status)}`, ...e.bullets] : [...change, ...e.bullets],
      },
      systemUserId: e.by.systemUserId,
      createdBy: e.by.name,
      dateAdded: e.at,
    };
  });
}

/** A few notes over the order's life, by staff (and by the customer on its own orders). */
export function orderNotes(
  rng: Rng,
  draft: OrderDraft,
  until: Date,
  staff: readonly SeedUser[],
  customerUser: SeedUser | null,
) {
  const from = draft.row.dateAdded;
  const span = Math.max(0, until.getTime() - from.getTime()) / 60_000;
  const count = rng.weighted([
    [0, 55],
    [1, 30],
    [2, 12],
    [3, 3],
  ]);
  const rows = [];
  if (draft.placedByCustomer && customerUser && rng.chance(0.5)) {
    rows.push(noteRow(draft, 'Please call the receiver before delivery.', customerUser, addMinutes(from, 1)));
  }
  for (let i = 0; i < count; i++) {
    const author = customerUser && rng.chance(0.3) ? customerUser : rng.pick(staff);
    rows.push(
      noteRow(draft, rng.pick(V.orderNoteTexts), author, addMinutes(from, Math.floor(rng.next() * span))),
    );
  }
  return rows;
}

const noteRow = (draft: OrderDraft, noteContent: string, by: SeedUser, at: Date) => ({
  orderId: draft.row.orderId,
  noteContent,
  createdByUserId: by.systemUserId,
  modifiedByUserId: by.systemUserId,
  createdBy: by.name,
  modifiedBy: by.name,
  dateAdded: at,
  dateModified: at,
});
