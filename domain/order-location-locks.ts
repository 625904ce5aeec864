import { orderFormMessages as M } from '#contract/order-form';

/** Where the stored order is: on a load (any of its loads), in an order group. */
export interface OrderPlacement {
  onLoad: boolean;
  inGroup: boolean;
}

/** The sentence that says why a location cannot change, or null when it can. */
export interface OrderLocationLocks {
  sourceLocationId: string | null;
  destinationLocationId: string | null;
}

/**
 * Spec 2 §5: the source is locked while the order is on a load; the destination while it is on a load or in
 * a group. A group keeps the spec's sentence; a load that is the only reason says so (issue #24). The order
 * form's hints and the server's 400 `fields` both read this.
 */
export function orderLocationLocks({ onLoad, inGroup }: OrderPlacement): OrderLocationLocks {
  return {
    sourceLocationId: onLoad ? M.sourceOnLoad : null,
    destinationLocationId: inGroup ? M.destinationInGroup : onLoad ? M.destinationOnLoad : null,
  };
}
