import { describe, expect, it } from 'vitest';
import { LoadStatus, type LoadStatusCode } from '#contract/load-status';
import { LoadStopType } from '#contract/load-codes';
import {
  checkManualLoadStatus,
  loadFactsOf,
  loadStatusAfter,
  loadStatusCancelled,
  loadStatusChoices,
  loadStatusTexts,
  type LoadFacts,
} from './load-status.rules';

const auto = { ignoreStatusUpdates: false };
const frozen = { ignoreStatusUpdates: true };
const f = (x: Partial<LoadFacts>): LoadFacts => ({
  hasOrders: false,
  hasCarrier: false,
  firstStopResolved: false,
  allStopsResolved: false,
  ...x,
});

describe('load status rules (docs/load-status.md)', () => {
  it.each<[string, Partial<LoadFacts>, LoadStatusCode]>([
    ['no orders', {}, LoadStatus.Open],
    ['a carrier but no orders', { hasCarrier: true }, LoadStatus.Open],
    ['orders', { hasOrders: true }, LoadStatus.Planned],
    ['orders and a carrier', { hasOrders: true, hasCarrier: true }, LoadStatus.Booked],
    [
      'first pickup resolved',
      { hasOrders: true, hasCarrier: true, firstStopResolved: true },
      LoadStatus.InTransit,
    ],
    [
      'every stop resolved',
      { hasOrders: true, firstStopResolved: true, allStopsResolved: true },
      LoadStatus.Delivered,
    ],
  ])('%s → %s from every live status', (_, facts, expected) => {
    for (const from of [
      LoadStatus.Open,
      LoadStatus.Planned,
      LoadStatus.Booked,
      LoadStatus.InTransit,
      LoadStatus.Delivered,
      LoadStatus.Hold,
    ])
      expect(loadStatusAfter(from, f(facts), auto)).toEqual({ status: expected, changed: expected !== from });
  });

  it('Disable Auto Status freezes it; Cancelled stays Cancelled', () => {
    expect(loadStatusAfter(LoadStatus.Open, f({ hasOrders: true }), frozen)).toEqual({
      status: LoadStatus.Open,
      changed: false,
    });
    expect(loadStatusAfter(LoadStatus.Cancelled, f({ hasOrders: true }), auto).status).toBe(
      LoadStatus.Cancelled,
    );
    expect(loadStatusCancelled(LoadStatus.Booked)).toEqual({ status: LoadStatus.Cancelled, changed: true });
    expect(loadStatusCancelled(LoadStatus.Cancelled).changed).toBe(false);
  });

  it('a person chooses only with Disable Auto Status, else the sentence says why', () => {
    expect(checkManualLoadStatus(LoadStatus.Open, LoadStatus.Hold, auto)).toEqual({
      ok: false,
      reason: loadStatusTexts.automatic,
    });
    expect(loadStatusTexts.automatic).toBe(
      'The load status is set automatically. Tick Disable Auto Status to choose it.',
    );
    expect(checkManualLoadStatus(LoadStatus.Open, LoadStatus.Open, auto)).toEqual({ ok: true });
    expect(checkManualLoadStatus(LoadStatus.Open, LoadStatus.Hold, frozen)).toEqual({ ok: true });
    expect(checkManualLoadStatus(LoadStatus.Cancelled, LoadStatus.Open, frozen)).toEqual({ ok: true });
    expect(
      loadStatusChoices(LoadStatus.Booked, auto)
        .filter((c) => c.allowed)
        .map((c) => c.status),
    ).toEqual([LoadStatus.Booked]);
    expect(loadStatusChoices(LoadStatus.Booked, frozen).every((c) => c.allowed)).toBe(true);
  });

  it('reads the facts from the stops in sequence', () => {
    const stop = (stopSequence: number, resolved: boolean, orders: number[]) => ({
      stopSequence,
      pickedUpOrDelivered: resolved,
      refLoadStopTypeId: LoadStopType.Pickup,
      loadStopOrders: orders.map((orderId) => ({ orderId })),
    });
    expect(loadFactsOf([], null)).toEqual(f({}));
    expect(loadFactsOf([stop(2, false, [1]), stop(1, true, [1])], 4)).toEqual(
      f({ hasOrders: true, hasCarrier: true, firstStopResolved: true }),
    );
    expect(loadFactsOf([stop(1, true, [1]), stop(2, true, [1])], null).allStopsResolved).toBe(true);
  });
});
