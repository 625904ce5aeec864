import { describe, expect, it } from 'vitest';
import { outOfSequenceMessage } from '#contract/load-requests';
import { LoadStopType } from '#contract/load-codes';
import {
  legsAmong,
  legsWithin,
  nextStop,
  outOfSequenceOrderIds,
  resolvedArePrefix,
  stopCheckState,
  stopSequenceTexts,
  type SequencedStop,
} from './stop-sequencing';

const s = (
  stopSequence: number,
  resolved = false,
  type: number = LoadStopType.Pickup,
  orders: number[] = [],
): SequencedStop => ({
  stopSequence,
  pickedUpOrDelivered: resolved,
  refLoadStopTypeId: type,
  loadStopOrders: orders.map((orderId) => ({ orderId })),
});

describe('stop sequencing', () => {
  it('the next stop is the lowest unresolved stop, whatever the array order', () => {
    const stops = [s(3), s(1, true), s(2)];
    expect(nextStop(stops)).toBe(stops[2]);
    expect(nextStop([s(1, true)])).toBeNull();
  });

  it('only the next stop may be checked; others say which stop is next', () => {
    const stops = [s(1, true), s(2), s(3)];
    expect(stopCheckState(stops, 1)).toEqual({ enabled: true, reason: null });
    expect(stopCheckState(stops, 2)).toEqual({
      enabled: false,
      reason:
        'Load stops must be resolved in order so that statuses are calculated correctly. The next stop is Stop #2.',
    });
  });

  it('only the last resolved stop may be unchecked, and none once the load is delivered', () => {
    const stops = [s(1, true), s(2, true), s(3)];
    expect(stopCheckState(stops, 1).enabled).toBe(true);
    expect(stopCheckState(stops, 0)).toEqual({ enabled: false, reason: stopSequenceTexts.nextStop(3) });
    expect(stopCheckState(stops, 1, { loadDelivered: true })).toEqual({
      enabled: false,
      reason: stopSequenceTexts.delivered,
    });
    expect(stopCheckState(stops, 9)).toEqual({ enabled: false, reason: null });
  });

  it('across loads, a stop waits for the earlier legs of the orders it carries, and only of those', () => {
    // Load 12: order A's pickup done, A's delivery done, order B's delivery open. Load 13: A's pickup.
    const A = 1;
    const B = 2;
    const load12 = {
      loadId: 12,
      stops: [
        s(1, true, LoadStopType.Pickup, [A, B]),
        s(2, true, LoadStopType.Delivery, [A]),
        s(3, false, 2, [B]),
      ],
    };
    const load13 = { loadId: 13, stops: [s(1, false, LoadStopType.Pickup, [A]), s(2, false, 2, [A])] };
    const legs13 = legsAmong([load12, load13], 13);
    expect(legs13).toEqual([
      { loadId: 12, stopNumber: 1, orderIds: [A], pickedUpOrDelivered: true },
      { loadId: 12, stopNumber: 2, orderIds: [A], pickedUpOrDelivered: true },
    ]);
    expect(stopCheckState(load13.stops, 0, { loadId: 13, legs: legs13 })).toEqual({
      enabled: true,
      reason: null,
    });
    // B's own later leg would wait for B's open delivery on load 12.
    const load14 = { loadId: 14, stops: [s(1, false, LoadStopType.Pickup, [B])] };
    expect(stopCheckState(load14.stops, 0, { loadId: 14, legs: legsAmong([load12, load14], 14) })).toEqual({
      enabled: false,
      reason: stopSequenceTexts.nextLoadStop(3, 12),
    });
    expect(stopSequenceTexts.nextLoadStop(3, 12)).toBe(
      'The next stop is in the next load: Stop #3 of Load #12.',
    );
  });

  it('a stop is not unchecked while a later leg of its orders is resolved', () => {
    const first = { loadId: 5, stops: [s(1, true, LoadStopType.Pickup, [9]), s(2, true, 2, [9])] };
    const second = { loadId: 6, stops: [s(1, true, LoadStopType.Pickup, [9]), s(2, false, 2, [9])] };
    expect(stopCheckState(first.stops, 1, { loadId: 5, legs: legsAmong([first, second], 5) })).toEqual({
      enabled: false,
      reason: stopSequenceTexts.nextLoadStop(1, 6),
    });
    expect(stopCheckState(second.stops, 0, { loadId: 6, legs: legsAmong([first, second], 6) }).enabled).toBe(
      true,
    );
    // Without its id the load has no place among the others: the cross-load rule does not apply.
    expect(stopCheckState(first.stops, 1, { legs: legsAmong([first, second], 5) }).enabled).toBe(true);
  });

  it("within a shown journey, the shown loads' legs replace the server's, others are kept", () => {
    const shown = [
      { loadId: 5, stops: [s(1, true, LoadStopType.Pickup, [9])] },
      { loadId: 6, stops: [s(1, false, 1, [9])] },
    ];
    const known = [
      { loadId: 5, stopNumber: 1, orderIds: [9], pickedUpOrDelivered: false },
      { loadId: 4, stopNumber: 3, orderIds: [9], pickedUpOrDelivered: false },
    ];
    expect(legsWithin(shown, 6, known)).toEqual([
      { loadId: 4, stopNumber: 3, orderIds: [9], pickedUpOrDelivered: false },
      { loadId: 5, stopNumber: 1, orderIds: [9], pickedUpOrDelivered: true },
    ]);
  });

  it('finds orders delivered before they are picked up', () => {
    const stops = [
      s(1, false, LoadStopType.Delivery, [5]),
      s(2, false, LoadStopType.Pickup, [5, 6]),
      s(3, false, LoadStopType.Delivery, [6]),
    ];
    expect(outOfSequenceOrderIds(stops)).toEqual([5]);
    expect(outOfSequenceOrderIds(stops.slice(1))).toEqual([]);
    expect(outOfSequenceMessage).toContain('out of sequence');
  });

  it('resolved stops must be the first ones', () => {
    expect(resolvedArePrefix([s(1, true), s(2), s(3)])).toBe(true);
    expect(resolvedArePrefix([s(1), s(2, true)])).toBe(false);
    expect(resolvedArePrefix([])).toBe(true);
  });
});
