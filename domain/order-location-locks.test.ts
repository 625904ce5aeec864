import { orderFormMessages as M } from '#contract/order-form';
import { describe, expect, it } from 'vitest';
import { orderLocationLocks } from './order-location-locks';

describe('orderLocationLocks', () => {
  it.each([
    [
      { onLoad: false, inGroup: false },
      { sourceLocationId: null, destinationLocationId: null },
    ],
    [
      { onLoad: true, inGroup: false },
      { sourceLocationId: M.sourceOnLoad, destinationLocationId: M.destinationOnLoad },
    ],
    [
      { onLoad: false, inGroup: true },
      { sourceLocationId: null, destinationLocationId: M.destinationInGroup },
    ],
    [
      { onLoad: true, inGroup: true },
      { sourceLocationId: M.sourceOnLoad, destinationLocationId: M.destinationInGroup },
    ],
  ])('%o locks %o', (placement, locks) => {
    expect(orderLocationLocks(placement)).toEqual(locks);
  });

  it('never says "group" for an order that is only on a load', () => {
    const locks = orderLocationLocks({ onLoad: true, inGroup: false });
    expect(Object.values(locks).join(' ')).not.toMatch(/group/);
  });
});
