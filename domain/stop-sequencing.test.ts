import { describe, expect, it } from 'vitest';
import { outOfSequenceMessage } from '#contract/load-requests';
import { LoadStopType } from '#contract/load-codes';
import {
  journeyStopCheckState,
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

  it('across an order journey, a later load waits and an earlier one cannot be undone', () => {
    const first = { stops: [s(1, true), s(2)] };
    const second = { stops: [s(1), s(2)] };
    expect(journeyStopCheckState([first, second], 1, 0)).toEqual({
      enabled: false,
      reason: stopSequenceTexts.nextStop(2),
    });
    expect(journeyStopCheckState([first, second], 0, 1).enabled).toBe(true);
    const done = { stops: [s(1, true), s(2, true)] };
    const started = { stops: [s(1, true), s(2)] };
    expect(journeyStopCheckState([done, started], 0, 1)).toEqual({
      enabled: false,
      reason: 'The next stop is in the next load.',
    });
    expect(journeyStopCheckState([done, started], 1, 0).enabled).toBe(true);
    expect(journeyStopCheckState([done], 4, 0)).toEqual({ enabled: false, reason: null });
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
