import { LoadStopType } from '#contract/load-codes';
import type { OrderStatusEvent } from './order-status.rules';

/** Where one order stands on one load. */
export interface OrderLegFacts {
  consolidation: boolean;
  hasCarrier: boolean;
  pickedUp: boolean;
  delivered: boolean;
}

interface StopFacts {
  refLoadStopTypeId: number;
  pickedUpOrDelivered: boolean;
  loadStopOrders: readonly { orderId: number; isConsolidation: boolean }[];
}

/** Every order on the load with its leg's facts. */
export function orderLegsOf(
  stops: readonly StopFacts[],
  carrierId: number | null,
): Map<number, OrderLegFacts> {
  const legs = new Map<number, OrderLegFacts>();
  for (const stop of stops)
    for (const o of stop.loadStopOrders) {
      const leg = legs.get(o.orderId) ?? {
        consolidation: false,
        hasCarrier: carrierId != null,
        pickedUp: false,
        delivered: false,
      };
      if (stop.refLoadStopTypeId === LoadStopType.Pickup) leg.pickedUp ||= stop.pickedUpOrDelivered;
      else {
        leg.delivered ||= stop.pickedUpOrDelivered;
        leg.consolidation ||= o.isConsolidation;
      }
      legs.set(o.orderId, leg);
    }
  return legs;
}

/**
 * The order status events (the order machine's, decision 036) that take an order from its facts on this
 * load before a save to its facts after: arriving goes forward (added, carrier, pickup, delivery),
 * leaving goes back (delivery, pickup, carrier, removed). `onOtherLoads` keeps 'load.orderRemoved' from
 * an order that is still on another load; `back` is where an unchecked pickup returns an order whose
 * earlier leg dropped it at a consolidation location (Staged when it has been picked there since).
 */
export function orderEventsBetween(
  before: OrderLegFacts | undefined,
  after: OrderLegFacts | undefined,
  onOtherLoads: boolean,
  /** Where an unchecked pickup returns the order: an earlier leg dropped it at a consolidation location. */
  back?: 'consolidated' | 'staged',
): OrderStatusEvent[] {
  const none: OrderLegFacts = { consolidation: false, hasCarrier: false, pickedUp: false, delivered: false };
  const from = before ?? none;
  const to = after ?? none;
  const consolidation = to.consolidation || from.consolidation;
  const events: OrderStatusEvent[] = [];
  if (!before && after) events.push({ type: 'load.orderAdded', consolidation: to.consolidation });
  if (from.delivered && !to.delivered)
    events.push({ type: consolidation ? 'stop.consolidationUndone' : 'stop.deliveryUndone' });
  if (from.pickedUp && !to.pickedUp)
    events.push({ type: 'stop.pickupUndone', carrier: to.hasCarrier, ...(back ? { back } : {}) });
  if (from.hasCarrier && !to.hasCarrier) events.push({ type: 'load.carrierRemoved' });
  if (!from.hasCarrier && to.hasCarrier) events.push({ type: 'load.carrierAssigned' });
  if (!from.pickedUp && to.pickedUp) events.push({ type: 'stop.pickedUp', consolidation });
  if (!from.delivered && to.delivered)
    events.push(consolidation ? { type: 'stop.consolidated' } : { type: 'stop.delivered' });
  if (before && !after && !onOtherLoads) events.push({ type: 'load.orderRemoved' });
  return events;
}
