import {
  OrderStatus,
  orderStatusCodes,
  orderStatusLabel,
  type OrderStatusCode,
  type OrderStatusName,
} from '#contract/order-status';
import { transition, type SnapshotFrom } from 'xstate';
import {
  manualOrderStatusEvents,
  orderStatusMachine,
  type OrderAttentionState,
  type OrderProgressState,
  type OrderStatusEvent,
} from './order-status.machine';

export type { OrderStatusEvent } from './order-status.machine';

type Snapshot = SnapshotFrom<typeof orderStatusMachine>;

const progressOfStatus: Partial<Record<OrderStatusName, OrderProgressState>> = {
  Intake: 'intake',
  Open: 'open',
  Planned: 'planned',
  Booked: 'booked',
  Consolidating: 'consolidating',
  Consolidated: 'consolidated',
  InTransit: 'inTransit',
  Staged: 'staged',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};
const statusOfProgress: Record<OrderProgressState, OrderStatusCode> = {
  intake: OrderStatus.Intake,
  open: OrderStatus.Open,
  planned: OrderStatus.Planned,
  booked: OrderStatus.Booked,
  consolidating: OrderStatus.Consolidating,
  consolidated: OrderStatus.Consolidated,
  inTransit: OrderStatus.InTransit,
  staged: OrderStatus.Staged,
  delivered: OrderStatus.Delivered,
  cancelled: OrderStatus.Cancelled,
};
const nameOf = (code: OrderStatusCode): OrderStatusName =>
  (Object.keys(OrderStatus) as OrderStatusName[]).find((n) => OrderStatus[n] === code) ?? 'Open';
const label = (code: OrderStatusCode) => orderStatusLabel(code);

/**
 * Statuses an order on hold (or with an issue) can return to: every progress status but Cancelled
 * (Delivered too: a delivery stop may be checked off while the order is held).
 */
const heldResumable = (code: OrderStatusCode | null | undefined): code is OrderStatusCode =>
  code != null && code !== OrderStatus.Cancelled && !!progressOfStatus[nameOf(code)];

export interface OrderStatusOptions {
  /** The status On Hold / Issue returns to, or the one a Cancelled order is reinstated to (decision 036). */
  resumeStatus?: OrderStatusCode | null;
  ignoreStatusUpdates?: boolean;
}

/**
 * The machine's snapshot for a stored order. An On Hold or Issue order stands, underneath, at its
 * resumeStatus (Open when none is stored); a Cancelled one is reinstated to its resumeStatus (Open when
 * none is stored, or when the stored one is not Intake).
 */
export function orderStatusSnapshot(current: OrderStatusCode, options: OrderStatusOptions = {}): Snapshot {
  const held = current === OrderStatus.OnHold || current === OrderStatus.Issue;
  const attention: OrderAttentionState =
    current === OrderStatus.OnHold ? 'onHold' : current === OrderStatus.Issue ? 'issue' : 'clear';
  const underneath = held
    ? heldResumable(options.resumeStatus)
      ? options.resumeStatus
      : OrderStatus.Open
    : current;
  const progress = progressOfStatus[nameOf(underneath)] ?? 'open';
  return orderStatusMachine.resolveState({
    value: { progress, attention },
    context: {
      ignoreStatusUpdates: options.ignoreStatusUpdates ?? false,
      reinstateTo:
        current === OrderStatus.Cancelled && options.resumeStatus === OrderStatus.Intake ? 'intake' : 'open',
    },
  });
}

/** The status and resumeStatus to store for a snapshot. */
export function orderStatusOfSnapshot(snapshot: Snapshot): {
  status: OrderStatusCode;
  resumeStatus: OrderStatusCode | null;
} {
  const value = snapshot.value as { progress: OrderProgressState; attention: OrderAttentionState };
  const underneath = statusOfProgress[value.progress];
  if (value.attention === 'onHold') return { status: OrderStatus.OnHold, resumeStatus: underneath };
  if (value.attention === 'issue') return { status: OrderStatus.Issue, resumeStatus: underneath };
  if (value.progress === 'cancelled')
    return { status: underneath, resumeStatus: statusOfProgress[snapshot.context.reinstateTo] };
  return { status: underneath, resumeStatus: null };
}

/** One event applied to a stored order, through the machine. */
function step(current: OrderStatusCode, event: OrderStatusEvent, options: OrderStatusOptions) {
  const [next] = transition(orderStatusMachine, orderStatusSnapshot(current, options), event);
  return orderStatusOfSnapshot(next);
}

/**
 * Automatic transition (what the server calls after a load, stop or picking change). Frozen when
 * ignoreStatusUpdates. Under On Hold or Issue the status stays and the resumeStatus moves.
 */
export function orderStatusAfter(
  current: OrderStatusCode,
  event: OrderStatusEvent,
  options: { ignoreStatusUpdates: boolean; resumeStatus?: OrderStatusCode | null },
): { status: OrderStatusCode; changed: boolean; resumeStatus: OrderStatusCode | null } {
  const before = orderStatusOfSnapshot(orderStatusSnapshot(current, options));
  const after = step(current, event, options);
  return {
    ...after,
    changed: after.status !== before.status || after.resumeStatus !== before.resumeStatus,
  };
}

/** Why a status is set by the system, not chosen: the sentence beside it in the select and in a 409. */
export const orderStatusAutomaticReasons: Readonly<Record<OrderStatusName, string>> = {
  Intake: 'Intake is where new orders start.',
  Open: "Open is set when the order's type is chosen or the order leaves its last load.",
  Planned: 'Planned is set when the order is put on a load.',
  Booked: "Booked is set when a carrier is assigned to the order's load.",
  Consolidating: 'Consolidating is set when the order is picked up for a consolidation location.',
  Consolidated: 'Consolidated is set when the order is dropped at the consolidation location.',
  InTransit: 'In Transit is set when the order is picked up.',
  Staged: 'Staged is set when the order is picked from the warehouse.',
  Delivered: "Delivered is set when the order's delivery stop is checked off.",
  OnHold: 'On Hold is for orders that are not delivered or cancelled.',
  Issue: 'Issue is for orders that are not delivered or cancelled.',
  Cancelled: 'Only an order that is not on a load can be cancelled; remove it from its loads first.',
};

/** The sentence for a refused manual change from `from` (with its options) to `to`. */
function refusal(from: OrderStatusCode, to: OrderStatusCode, options: OrderStatusOptions): string {
  const snapshot = orderStatusSnapshot(from, options);
  const { resumeStatus } = orderStatusOfSnapshot(snapshot);
  if (to === OrderStatus.Cancelled && from === OrderStatus.Delivered)
    return 'A delivered order cannot be cancelled.';
  if (
    (from === OrderStatus.OnHold || from === OrderStatus.Issue) &&
    resumeStatus != null &&
    to !== OrderStatus.Cancelled
  )
    return `Releasing ${label(from)} returns the order to ${label(resumeStatus)}.`;
  if (from === OrderStatus.Cancelled && resumeStatus != null)
    return `A cancelled order is reinstated to ${label(resumeStatus)}.`;
  return orderStatusAutomaticReasons[nameOf(to)];
}

/** Events a person may send: the manual ones, and with 'Disable Auto Status' also the automatic steps. */
const sampleEvents: readonly OrderStatusEvent[] = [
  { type: 'order.typeSet' },
  { type: 'load.orderAdded', consolidation: false },
  { type: 'load.orderRemoved' },
  { type: 'load.carrierAssigned' },
  { type: 'load.carrierRemoved' },
  { type: 'stop.pickedUp', consolidation: false },
  { type: 'stop.pickedUp', consolidation: true },
  { type: 'stop.pickupUndone' },
  { type: 'stop.pickupUndone', back: 'consolidated' },
  { type: 'stop.pickupUndone', back: 'staged' },
  { type: 'stop.pickupUndone', carrier: false },
  { type: 'stop.consolidated' },
  { type: 'stop.consolidationUndone' },
  { type: 'order.staged' },
  { type: 'order.unstaged' },
  { type: 'stop.delivered' },
  { type: 'stop.deliveryUndone' },
];
const manualEvents: readonly OrderStatusEvent[] = manualOrderStatusEvents.map((type) => ({ type }));

/** Every status the person can reach from `from` in one step, with the event that takes it there. */
export function manualOrderStatusTargets(
  from: OrderStatusCode,
  options: OrderStatusOptions,
): ReadonlyMap<OrderStatusCode, OrderStatusEvent> {
  // Automatic steps taken by hand are never frozen: freezing is what makes them a person's job.
  const byHand = { ...options, ignoreStatusUpdates: false };
  const events = options.ignoreStatusUpdates ? [...manualEvents, ...sampleEvents] : manualEvents;
  const targets = new Map<OrderStatusCode, OrderStatusEvent>();
  for (const event of events) {
    const { status } = step(from, event, byHand);
    if (status !== from && !targets.has(status)) targets.set(status, event);
  }
  return targets;
}

/** A manual status change from the order form: allowed, or refused with a sentence. */
export function checkManualOrderStatus(
  from: OrderStatusCode,
  to: OrderStatusCode,
  options: OrderStatusOptions,
): { ok: true } | { ok: false; reason: string } {
  if (from === to || manualOrderStatusTargets(from, options).has(to)) return { ok: true };
  return { ok: false, reason: refusal(from, to, options) };
}

/**
 * The stored result of an allowed manual change: the new status and resumeStatus. Call only after
 * checkManualOrderStatus said ok; an unchanged status keeps its resumeStatus.
 */
export function manualOrderStatusChange(
  from: OrderStatusCode,
  to: OrderStatusCode,
  options: OrderStatusOptions,
): { status: OrderStatusCode; resumeStatus: OrderStatusCode | null } {
  const event = manualOrderStatusTargets(from, options).get(to);
  if (!event) return orderStatusOfSnapshot(orderStatusSnapshot(from, options));
  return step(from, event, { ...options, ignoreStatusUpdates: false });
}

/** For the status select: every status with whether it can be chosen now and, if not, why. */
export function orderStatusChoices(
  current: OrderStatusCode,
  options: OrderStatusOptions,
): ReadonlyArray<{ status: OrderStatusCode; allowed: boolean; reason: string | null }> {
  const targets = manualOrderStatusTargets(current, options);
  return orderStatusCodes.map((status) =>
    status === current || targets.has(status)
      ? { status, allowed: true, reason: null }
      : { status, allowed: false, reason: refusal(current, status, options) },
  );
}
