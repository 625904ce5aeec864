import { describe, expect, it, test } from 'vitest';
import { createActor } from 'xstate';
import { deliveryWindowMessage, type LoadStop } from '#contract/load';
import { LoadStopType } from '#contract/load-codes';
import { stopSequenceTexts } from '#domain/stop-sequencing';
import { deferredActor, flush } from '../testing/deferred-actor';
import { unscheduledStop } from '../testing/stop-fixture';
import { stopEditingMachine, type SaveStopsInput, type SaveStopsOutput } from './stop-editing.machine';
import { selectStopModal } from './stop-editing.selectors';

const stop = (loadStopId: number, type: number, resolvedAt: string | null = null): LoadStop => ({
  loadStopId,
  locationId: 100 + loadStopId,
  refLoadStopTypeId: type as LoadStop['refLoadStopTypeId'],
  stopSequence: loadStopId,
  loadStopOrders: [],
  pickedUpOrDelivered: resolvedAt !== null,
  pickedUpDeliveryDate: resolvedAt,
  ...unscheduledStop,
});
const stops = [stop(1, LoadStopType.Pickup), stop(2, LoadStopType.Pickup), stop(3, LoadStopType.Delivery)];
const now = '2026-05-01T12:00:00.000Z';

const start = (opened: LoadStop[] = stops, index = 0, loadDelivered = false) => {
  const save = deferredActor<SaveStopsOutput, SaveStopsInput>();
  const saved: LoadStop[][] = [];
  const actor = createActor(
    stopEditingMachine.provide({
      actors: { saveStops: save.logic },
      actions: { stopsSaved: (_, p) => void saved.push(p.stops) },
    }),
    { input: { stops: opened, index, loadDelivered } },
  ).start();
  return { actor, save, saved, view: () => selectStopModal(actor.getSnapshot()) };
};

describe('stopEditing', () => {
  it('shows Stop n of total, the CURRENT STOP badge and refuses the wrong stop with the sentence', () => {
    const t = start(stops, 1);
    expect(t.view()).toMatchObject({
      open: true,
      stopNumber: 2,
      total: 3,
      isCurrentStop: false,
      canPrevious: true,
    });
    expect(t.view().check).toEqual({ enabled: false, reason: stopSequenceTexts.nextStop(1) });
    t.actor.send({ type: 'stop.resolvedToggled', checked: true, at: now });
    expect(t.view().stop?.pickedUpOrDelivered).toBe(false);
    t.actor.send({ type: 'stop.previous' });
    expect(t.view()).toMatchObject({ stopNumber: 1, isCurrentStop: true, canPrevious: false });
    expect(t.view().check.enabled).toBe(true);
  });

  it('ticking stamps now and enables the time, unticking clears it; previous/next keep the edits', () => {
    const t = start();
    expect(t.view().timeEnabled).toBe(false);
    t.actor.send({ type: 'stop.timeChanged', value: now });
    expect(t.view().stop?.pickedUpDeliveryDate).toBeNull();
    t.actor.send({ type: 'stop.resolvedToggled', checked: true, at: now });
    expect(t.view().stop).toMatchObject({ pickedUpOrDelivered: true, pickedUpDeliveryDate: now });
    expect(t.view().timeEnabled).toBe(true);
    t.actor.send({ type: 'stop.timeChanged', value: '2026-05-01T08:15:00.000Z' });
    t.actor.send({ type: 'stop.next' });
    expect(t.view().check.enabled).toBe(true);
    t.actor.send({ type: 'stop.fieldChanged', field: 'stopHasIssue', value: true });
    t.actor.send({ type: 'stop.fieldChanged', field: 'issueDescription', value: 'Dock closed' });
    t.actor.send({ type: 'stop.previous' });
    expect(t.view().stop?.pickedUpDeliveryDate).toBe('2026-05-01T08:15:00.000Z');
    t.actor.send({ type: 'stop.resolvedToggled', checked: false, at: now });
    expect(t.view().stop).toMatchObject({ pickedUpOrDelivered: false, pickedUpDeliveryDate: null });
    t.actor.send({ type: 'stop.next' });
    expect(t.view().stop).toMatchObject({ stopHasIssue: true, issueDescription: 'Dock closed' });
    expect(t.view().dirty).toBe(true);
  });

  it('Cancel and close restore the before copy', () => {
    for (const type of ['modal.cancel', 'modal.close'] as const) {
      const t = start();
      t.actor.send({ type: 'stop.resolvedToggled', checked: true, at: now });
      t.actor.send({ type });
      expect(t.view().open).toBe(false);
      expect(t.actor.getSnapshot().context.after).toEqual(stops);
      expect(t.save.calls).toHaveLength(0);
    }
  });

  it('Save sends the after copy, then closes with it as the new before copy; a failure keeps the edits', async () => {
    const t = start();
    t.actor.send({ type: 'stop.resolvedToggled', checked: true, at: now });
    t.actor.send({ type: 'modal.save' });
    expect(t.view().busy).toBe(true);
    expect(t.save.last().input.after[0]).toMatchObject({
      pickedUpOrDelivered: true,
      pickedUpDeliveryDate: now,
    });
    t.save.last().reject(new Error('Someone else saved this record first. Reload it to see their changes.'));
    await flush();
    expect(t.view()).toMatchObject({
      open: true,
      dirty: true,
      error: expect.stringContaining('Someone else'),
    });
    t.actor.send({ type: 'modal.save' });
    t.save.last().resolve(null);
    await flush();
    expect(t.view().open).toBe(false);
    expect(t.saved[0]?.[0]?.pickedUpOrDelivered).toBe(true);
    expect(t.actor.getSnapshot().context.before[0]?.pickedUpOrDelivered).toBe(true);
  });

  it('Save with nothing changed closes without a call; a window with From after To stays with its message', () => {
    const unchanged = start();
    unchanged.actor.send({ type: 'modal.save' });
    expect(unchanged.view().open).toBe(false);
    expect(unchanged.actor.getSnapshot().output).toEqual({ saved: null });
    expect(unchanged.save.calls).toHaveLength(0);
    const t = start();
    t.actor.send({ type: 'stop.fieldChanged', field: 'fromDate', value: '2026-05-03T00:00:00.000Z' });
    t.actor.send({ type: 'stop.fieldChanged', field: 'toDate', value: '2026-05-02T00:00:00.000Z' });
    t.actor.send({ type: 'modal.save' });
    expect(t.view().error).toBe(deliveryWindowMessage);
    expect(t.save.calls).toHaveLength(0);
  });

  it('after delivery a stop cannot be unchecked, but its time can be edited', () => {
    const done = stops.map((s, i) => ({
      ...s,
      pickedUpOrDelivered: true,
      pickedUpDeliveryDate: `2026-05-0${i + 1}T10:00:00.000Z`,
    }));
    const t = start(done, 2, true);
    expect(t.view().check).toEqual({ enabled: false, reason: stopSequenceTexts.delivered });
    t.actor.send({ type: 'stop.resolvedToggled', checked: false, at: now });
    expect(t.view().stop?.pickedUpOrDelivered).toBe(true);
    t.actor.send({ type: 'stop.timeChanged', value: '2026-05-03T11:00:00.000Z' });
    expect(t.view().stop?.pickedUpDeliveryDate).toBe('2026-05-03T11:00:00.000Z');
  });
});

/**
 * Load 13's first stop, carrying order 5, opened behind an unresolved stop 2 of load 12 that carries
 * `legOrderIds`, and ticked.
 */
const tickBehindLoad12 = (legOrderIds: number[]) => {
  const carrying = stops.map((s) => ({ ...s, loadStopOrders: [{ orderId: 5, isConsolidation: false }] }));
  const actor = createActor(stopEditingMachine, {
    input: {
      stops: carrying,
      index: 0,
      loadDelivered: false,
      loadId: 13,
      legs: [{ loadId: 12, stopNumber: 2, orderIds: legOrderIds, pickedUpOrDelivered: false }],
    },
  }).start();
  actor.send({ type: 'stop.resolvedToggled', checked: true, at: now });
  return actor;
};

test('while an order on the stop has an unresolved stop on an earlier load, the stop cannot be checked', () => {
  const actor = tickBehindLoad12([5]);
  expect(actor.getSnapshot().context.after[0]!.pickedUpOrDelivered).toBe(false);
  expect(selectStopModal(actor.getSnapshot()).check.reason).toBe(stopSequenceTexts.nextLoadStop(2, 12));
});

test("another order's unresolved stop on an earlier load does not hold the stop back", () => {
  const actor = tickBehindLoad12([6]);
  expect(actor.getSnapshot().context.after[0]!.pickedUpOrDelivered).toBe(true);
});

describe('invoked with where to open (the Order Journey)', () => {
  const invoked = (save = deferredActor<SaveStopsOutput, SaveStopsInput>()) => ({
    save,
    actor: createActor(stopEditingMachine.provide({ actors: { saveStops: save.logic } }), {
      input: { stops, index: 0, loadDelivered: false },
    }).start(),
  });

  it('opens at once on the stop, and a save ends it with the stops it saved as output', async () => {
    const { actor, save } = invoked();
    expect(selectStopModal(actor.getSnapshot())).toMatchObject({ open: true, stopNumber: 1 });
    actor.send({ type: 'stop.resolvedToggled', checked: true, at: now });
    actor.send({ type: 'modal.save' });
    save.last().resolve(null);
    await flush();
    const done = actor.getSnapshot();
    expect(done.status).toBe('done');
    expect(done.output?.saved?.before[0]!.pickedUpOrDelivered).toBe(false);
    expect(done.output?.saved?.after[0]).toMatchObject({
      pickedUpOrDelivered: true,
      pickedUpDeliveryDate: now,
    });
  });

  it('a close ends it with nothing saved', () => {
    const { actor } = invoked();
    actor.send({ type: 'stop.resolvedToggled', checked: true, at: now });
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ saved: null });
  });
});
