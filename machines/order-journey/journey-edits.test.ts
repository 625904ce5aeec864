import { describe, expect, it } from 'vitest';
import { LoadStatus } from '#contract/load-status';
import { stopSequenceTexts } from '#domain/stop-sequencing';
import {
  applyJourneyEdits,
  currentStop,
  describeEdit,
  journeyCheckStates,
  shownJourney,
  type JourneyEdit,
  type OrderJourney,
} from './journey-edits';
import { journeyLoad, journeyStop, openJourney, pickedUpJourney } from './journey-fixture';

const at = '2026-03-05T09:30:00.000Z';
const stopsOf = (journey: OrderJourney, loadId: number) =>
  journey.loads.find((l) => l.loadId === loadId)!.loadStops;

describe('applyJourneyEdits', () => {
  it('checks a stop with its time and unchecks it without one', () => {
    const checked = applyJourneyEdits(openJourney, [
      { kind: 'stopChecked', loadId: 12, loadStopId: 121, checked: true, at },
    ]);
    expect(stopsOf(checked, 12)[0]).toMatchObject({ pickedUpOrDelivered: true, pickedUpDeliveryDate: at });
    expect(checked.loads[1]).toBe(openJourney.loads[1]);
    const unchecked = applyJourneyEdits(checked, [
      { kind: 'stopChecked', loadId: 12, loadStopId: 121, checked: false, at },
    ]);
    expect(stopsOf(unchecked, 12)[0]).toMatchObject({
      pickedUpOrDelivered: false,
      pickedUpDeliveryDate: null,
    });
  });

  it("replaces the stops the modal edited, keeping the load's others", () => {
    const edited = { ...journeyStop(122, 2, 'delivery'), stopDirections: 'Dock 4' };
    const shown = applyJourneyEdits(openJourney, [{ kind: 'stopsEdited', loadId: 12, stops: [edited] }]);
    expect(stopsOf(shown, 12)).toEqual([stopsOf(openJourney, 12)[0], edited]);
  });

  it('reorders stops and numbers them 1..n; stops left out follow in their sequence', () => {
    const load = journeyLoad(20, [
      journeyStop(201, 1, 'pickup'),
      journeyStop(202, 2, 'pickup'),
      journeyStop(203, 3, 'delivery'),
    ]);
    const shown = applyJourneyEdits({ orderId: 5, loads: [load] }, [
      { kind: 'stopsReordered', loadId: 20, loadStopIds: [203, 999, 201] },
    ]);
    expect(stopsOf(shown, 20).map((s) => [s.loadStopId, s.stopSequence])).toEqual([
      [203, 1],
      [201, 2],
      [202, 3],
    ]);
  });

  it('leaves the journey as it is for an added or removed order (the server computes the stops)', () => {
    const edits: JourneyEdit[] = [
      { kind: 'orderAdded', loadId: null, orderId: 5, shouldAddGroup: true, deliveryIsConsolidation: false },
      { kind: 'orderRemoved', loadId: 13, orderId: 5 },
    ];
    expect(applyJourneyEdits(openJourney, edits)).toBe(openJourney);
  });

  it('applies the batch being saved, then the queued edits, once per set of arrays', () => {
    const inFlight: JourneyEdit[] = [{ kind: 'stopChecked', loadId: 12, loadStopId: 121, checked: true, at }];
    const pending: JourneyEdit[] = [{ kind: 'stopChecked', loadId: 12, loadStopId: 121, checked: false, at }];
    const shown = shownJourney(openJourney, inFlight, pending);
    expect(stopsOf(shown, 12)[0]?.pickedUpOrDelivered).toBe(false);
    expect(shownJourney(openJourney, inFlight, pending)).toBe(shown);
    expect(shownJourney(openJourney, inFlight, [])).not.toBe(shown);
  });
});

describe('journey check-off', () => {
  it('allows only the next stop of the journey, across loads in order', () => {
    expect(journeyCheckStates(openJourney).map((l) => l.map((c) => c.enabled))).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(journeyCheckStates(openJourney)[1]![0]!.reason).toBe(stopSequenceTexts.nextLoadStop(1, 12));
    // With the first pickup done, it may be unchecked and the delivery checked.
    expect(journeyCheckStates(pickedUpJourney).map((l) => l.map((c) => c.enabled))).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('reads stops in their sequence and refuses unchecking on a delivered load', () => {
    const delivered = journeyLoad(
      12,
      [journeyStop(122, 2, 'delivery', at), journeyStop(121, 1, 'pickup', at)],
      LoadStatus.Delivered,
    );
    const journey = { orderId: 5, loads: [delivered, pickedUpJourney.loads[1]!] };
    const [first, second] = journeyCheckStates(journey);
    expect(first).toEqual([
      { enabled: false, reason: stopSequenceTexts.delivered },
      { enabled: false, reason: stopSequenceTexts.delivered },
    ]);
    expect(second?.[0]?.enabled).toBe(true);
    expect(currentStop(journey)).toEqual({ loadId: 13, loadStopId: 131 });
  });

  it('has no current stop once every stop is resolved', () => {
    const done = {
      orderId: 5,
      loads: [journeyLoad(12, [journeyStop(121, 1, 'pickup', at), journeyStop(122, 2, 'delivery', at)])],
    };
    expect(currentStop(done)).toBeNull();
    expect(currentStop(openJourney)).toEqual({ loadId: 12, loadStopId: 121 });
  });
});

describe('describeEdit', () => {
  it('names each edit for the save status line', () => {
    const line = (edit: JourneyEdit) => describeEdit(edit, openJourney);
    expect(line({ kind: 'stopChecked', loadId: 12, loadStopId: 122, checked: true, at })).toBe(
      'Stop 2 of Load #12 checked',
    );
    expect(line({ kind: 'stopChecked', loadId: 12, loadStopId: 121, checked: false, at })).toBe(
      'Stop 1 of Load #12 unchecked',
    );
    expect(line({ kind: 'stopsEdited', loadId: 13, stops: [journeyStop(132, 2, 'delivery')] })).toBe(
      'Stop 2 of Load #13 edited',
    );
    expect(line({ kind: 'stopsReordered', loadId: 13, loadStopIds: [132, 131] })).toBe(
      'Stops of Load #13 reordered',
    );
    expect(
      line({
        kind: 'orderAdded',
        loadId: null,
        orderId: 5,
        shouldAddGroup: true,
        deliveryIsConsolidation: true,
      }),
    ).toBe('Order #5 and its group added to a new load for consolidation');
    expect(line({ kind: 'orderRemoved', loadId: 13, orderId: 5 })).toBe('Order #5 removed from Load #13');
  });
});
