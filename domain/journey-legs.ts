/**
 * The leg a load is in an order's journey, in plain words (spec 2 §2: a consolidation shows as the leg to the
 * consolidation location and the leg from it): 'Leg 1 of 2: to {place} for consolidation', 'Leg 2 of 2: from
 * {place}'. A journey of one load has no leg label. The Order Journey tab names places by name; the public
 * tracking page (decision 083) by city and state: each passes its own place text.
 */
export function journeyLegText(leg: {
  index: number;
  count: number;
  /** Where this load drops the order for consolidation, if it does. */
  consolidationDrop: string | null;
  /** Where this load picks the order up. */
  pickup: string | null;
}): string | null {
  if (leg.count < 2) return null;
  const parts = [`Leg ${leg.index + 1} of ${leg.count}`];
  if (leg.consolidationDrop) parts.push(`to ${leg.consolidationDrop} for consolidation`);
  else if (leg.index > 0 && leg.pickup) parts.push(`from ${leg.pickup}`);
  return parts.join(': ');
}
