import type { OrderStatusCode } from '#contract/order-status';
import { orderStatusAfter, type OrderStatusEvent } from './order-status.rules';

/** Where an order's status stands: its status, and the one it resumes after On Hold or Issue. */
export interface OrderStatusAt {
  status: OrderStatusCode;
  resumeStatus: OrderStatusCode | null;
}

/**
 * The order's status after automatic events, sent in turn to the order status machine (decision 036):
 * nothing moves while Disable Auto Status is set; under On Hold or Issue the resume status moves instead.
 * Every change that moves an order's status by itself (a load save, a check-off, picking, the type set)
 * goes through this one function.
 */
export function applyOrderEvents(
  start: OrderStatusAt,
  events: readonly OrderStatusEvent[],
  options: { ignoreStatusUpdates: boolean },
): OrderStatusAt & { changed: boolean } {
  let at = start;
  for (const event of events) {
    const next = orderStatusAfter(at.status, event, { ...options, resumeStatus: at.resumeStatus });
    at = { status: next.status, resumeStatus: next.resumeStatus };
  }
  return { ...at, changed: at.status !== start.status || at.resumeStatus !== start.resumeStatus };
}
