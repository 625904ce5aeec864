import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { stopSequenceTexts } from '#domain/stop-sequencing';
import { deferredActor, flush } from '../testing/deferred-actor';
import { recorder } from '../testing/recorder';
import type { JourneyEdit, OrderJourney } from './journey-edits';
import { openJourney, pickedUpJourney } from './journey-fixture';
import { orderJourneyMachine, type ConfirmLeaveInput, type SaveEditsInput } from './order-journey.machine';
import { selectBlocksLeaving, selectJourneyView } from './order-journey.selectors';

const at = '2026-03-05T09:30:00.000Z';
const check = (loadStopId: number, checked = true, loadId = 12): JourneyEdit => ({
  kind: 'stopChecked',
  loadId,
  loadStopId,
  checked,
  at,
});
const note: JourneyEdit = { kind: 'stopsReordered', loadId: 13, loadStopIds: [131, 132] };

async function start() {
  const fetchJourney = deferredActor<OrderJourney, { orderId: number }>();
  const saveEdits = deferredActor<OrderJourney, SaveEditsInput>();
  const confirmLeave = deferredActor<boolean, ConfirmLeaveInput>();
  const leave = recorder<{ to: string }>();
  const saved = recorder<{ journey: OrderJourney }>();
  const clock = new SimulatedClock();
  const actor = createActor(
    orderJourneyMachine.provide({
      actors: {
        fetchJourney: fetchJourney.logic,
        saveEdits: saveEdits.logic,
        confirmLeave: confirmLeave.logic,
      },
      actions: { leave: leave.action, journeySaved: saved.action },
    }),
    { input: { orderId: 5 }, clock },
  ).start();
  const view = () => selectJourneyView(actor.getSnapshot());
  const edit = (e: JourneyEdit) => actor.send({ type: 'journey.edited', edit: e });
  expect(fetchJourney.last().input).toEqual({ orderId: 5 });
  fetchJourney.last().resolve(openJourney);
  await flush();
  return { actor, clock, fetchJourney, saveEdits, confirmLeave, leave, saved, view, edit };
}

const stopOf = (journey: OrderJourney | null, loadStopId: number) =>
  journey?.loads.flatMap((l) => l.loadStops).find((s) => s.loadStopId === loadStopId);

describe('order journey: reading', () => {
  it('reads the order journey and shows it saved, with its current stop', async () => {
    const t = await start();
    expect(t.view()).toMatchObject({ loading: false, saveState: 'Saved', journey: openJourney });
    expect(t.view().current).toEqual({ loadId: 12, loadStopId: 121 });
    expect(selectBlocksLeaving(t.actor.getSnapshot())).toBe(false);
  });

  it('shows why a read failed, and tries again on request', async () => {
    const fetchJourney = deferredActor<OrderJourney, { orderId: number }>();
    const actor = createActor(orderJourneyMachine.provide({ actors: { fetchJourney: fetchJourney.logic } }), {
      input: { orderId: 5 },
    }).start();
    fetchJourney.last().reject(new Error('Network error'));
    await flush();
    expect(selectJourneyView(actor.getSnapshot())).toMatchObject({
      loadError: 'Network error',
      saveState: null,
    });
    actor.send({ type: 'journey.retry' });
    expect(fetchJourney.calls).toHaveLength(2);
    expect(selectJourneyView(actor.getSnapshot())).toMatchObject({ loading: true, loadError: null });
  });

  it('reads again when another part of the screen changed the server, only when all is saved', async () => {
    const t = await start();
    t.actor.send({ type: 'journey.refresh' });
    expect(t.fetchJourney.calls).toHaveLength(2);
    // The journey read before keeps showing while it is read again.
    expect(t.view()).toMatchObject({ loading: true, journey: openJourney });
    t.fetchJourney.last().resolve(pickedUpJourney);
    await flush();
    t.edit(check(122));
    t.actor.send({ type: 'journey.refresh' });
    expect(t.fetchJourney.calls).toHaveLength(2);
  });
});

describe('order journey: saving', () => {
  it('shows a check at once with its time, gathers edits for 500 ms from the first, then saves them together', async () => {
    const t = await start();
    t.edit(check(121));
    expect(t.view().saveState).toBe('Unsaved');
    expect(stopOf(t.view().journey, 121)).toMatchObject({
      pickedUpOrDelivered: true,
      pickedUpDeliveryDate: at,
    });
    expect(t.view().current).toEqual({ loadId: 12, loadStopId: 122 });
    expect(selectBlocksLeaving(t.actor.getSnapshot())).toBe(true);
    t.clock.increment(300);
    t.edit(note);
    t.clock.increment(199);
    expect(t.saveEdits.calls).toHaveLength(0);
    t.clock.increment(1);
    expect(t.view().saveState).toBe('Saving');
    expect(t.saveEdits.last().input).toEqual({ orderId: 5, edits: [check(121), note], journey: openJourney });
  });

  it('keeps Saving on screen for 500 ms however fast the server answers, then shows Saved', async () => {
    const t = await start();
    t.edit(check(121));
    t.actor.send({ type: 'save.now' });
    expect(t.view().saveState).toBe('Saving');
    t.saveEdits.last().resolve(pickedUpJourney);
    await flush();
    t.clock.increment(499);
    expect(t.view().saveState).toBe('Saving');
    expect(t.saved.calls).toHaveLength(0);
    t.clock.increment(1);
    expect(t.view()).toMatchObject({ saveState: 'Saved', journey: pickedUpJourney });
    expect(t.saved.calls).toEqual([{ journey: pickedUpJourney }]);
    expect(selectBlocksLeaving(t.actor.getSnapshot())).toBe(false);
  });

  it('shows Saved as soon as a slow server answers', async () => {
    const t = await start();
    t.edit(check(121));
    t.actor.send({ type: 'save.now' });
    t.clock.increment(800);
    expect(t.view().saveState).toBe('Saving');
    t.saveEdits.last().resolve(pickedUpJourney);
    await flush();
    expect(t.view().saveState).toBe('Saved');
  });

  it('queues edits made while saving and saves them after, as the next batch', async () => {
    const t = await start();
    t.edit(check(121));
    t.actor.send({ type: 'save.now' });
    t.edit(check(122));
    t.edit(note);
    expect(t.view()).toMatchObject({ saveState: 'Saving', queued: 2 });
    expect(stopOf(t.view().journey, 122)?.pickedUpOrDelivered).toBe(true);
    t.saveEdits.last().resolve(pickedUpJourney);
    await flush();
    t.clock.increment(500);
    expect(t.saved.calls).toHaveLength(1);
    expect(t.view()).toMatchObject({ saveState: 'Saving', queued: 0 });
    expect(t.saveEdits.calls).toHaveLength(2);
    expect(t.saveEdits.last().input).toEqual({
      orderId: 5,
      edits: [check(122), note],
      journey: pickedUpJourney,
    });
    // The queued check still shows on top of the server's answer.
    expect(stopOf(t.view().journey, 122)?.pickedUpOrDelivered).toBe(true);
  });

  it('keeps every edit after a failed save, shown applied; Retry sends them all in order', async () => {
    const t = await start();
    t.edit(check(121));
    t.actor.send({ type: 'save.now' });
    t.edit(check(122));
    t.saveEdits.last().reject(new Error('Someone else saved this record first.'));
    await flush();
    t.clock.increment(500);
    expect(t.view()).toMatchObject({
      saveState: 'SaveFailed',
      saveError: 'Someone else saved this record first.',
    });
    expect(stopOf(t.view().journey, 122)?.pickedUpOrDelivered).toBe(true);
    expect(selectBlocksLeaving(t.actor.getSnapshot())).toBe(true);
    t.edit(note);
    expect(t.view().saveState).toBe('SaveFailed');
    t.actor.send({ type: 'save.retry' });
    expect(t.view()).toMatchObject({ saveState: 'Saving', saveError: null });
    expect(t.saveEdits.last().input.edits).toEqual([check(121), check(122), note]);
  });

  it('drops the edits on Discard and reads the journey again', async () => {
    const t = await start();
    t.edit(check(121));
    t.actor.send({ type: 'save.now' });
    t.saveEdits.last().reject(new Error('Network error'));
    t.clock.increment(500);
    await flush();
    t.actor.send({ type: 'save.discard' });
    expect(t.fetchJourney.calls).toHaveLength(2);
    t.fetchJourney.last().resolve(openJourney);
    await flush();
    expect(t.view()).toMatchObject({ saveState: 'Saved', saveError: null, journey: openJourney });
  });

  it('ignores a check the sequencing rules refuse, and says why in the checks', async () => {
    const t = await start();
    t.edit(check(122));
    t.edit(check(131, true, 13));
    expect(t.view().saveState).toBe('Saved');
    const [first, second] = t.view().checks;
    expect(first?.map((c) => c.enabled)).toEqual([true, false]);
    expect(second?.[0]).toEqual({ enabled: false, reason: stopSequenceTexts.nextLoadStop(1, 12) });
  });
});

describe('order journey: leaving', () => {
  it('leaves at once when everything is saved', async () => {
    const t = await start();
    t.actor.send({ type: 'journey.leave', to: '/orders' });
    expect(t.leave.calls).toEqual([{ to: '/orders' }]);
    expect(t.confirmLeave.calls).toHaveLength(0);
  });

  it('asks first with unsaved edits; the save goes on while asking; Stay keeps the page', async () => {
    const t = await start();
    t.edit(check(121));
    t.actor.send({ type: 'journey.leave', to: '/orders' });
    expect(t.confirmLeave.last().input).toEqual({ to: '/orders', unsaved: 1 });
    t.clock.increment(500);
    expect(t.view().saveState).toBe('Saving');
    t.confirmLeave.last().resolve(false);
    await flush();
    expect(t.leave.calls).toEqual([]);
    t.actor.send({ type: 'journey.leave', to: '/loads' });
    expect(t.confirmLeave.calls).toHaveLength(2);
    t.confirmLeave.last().resolve(true);
    await flush();
    expect(t.leave.calls).toEqual([{ to: '/loads' }]);
  });
});

describe('order journey: passing selections', () => {
  it('resets the dialog, the modal and both selected orders 1 s after a link is followed', async () => {
    const t = await start();
    t.actor.send({ type: 'order.selected', orderId: 5 });
    t.actor.send({ type: 'order.highlighted', orderId: 6 });
    t.actor.send({ type: 'dialog.opened', loadId: null, mode: 'warehouse' });
    t.actor.send({ type: 'modal.opened', loadId: 12, loadStopId: 121 });
    t.actor.send({ type: 'link.followed' });
    t.clock.increment(600);
    // A second link does not restart the wait.
    t.actor.send({ type: 'link.followed' });
    t.clock.increment(399);
    expect(t.view()).toMatchObject({ selectedOrderId: 5, highlightedOrderId: 6, modal: { loadId: 12 } });
    t.clock.increment(1);
    expect(t.view()).toMatchObject({
      selectedOrderId: null,
      highlightedOrderId: null,
      dialog: null,
      modal: null,
    });
  });

  it("the add-order dialog's Save sends an edit and closes; the server adds the stops", async () => {
    const t = await start();
    t.actor.send({ type: 'dialog.opened', loadId: 12, mode: 'delivery' });
    expect(t.view().dialog).toEqual({ loadId: 12, mode: 'delivery' });
    t.edit({
      kind: 'orderAdded',
      loadId: 12,
      orderId: 8,
      shouldAddGroup: false,
      deliveryIsConsolidation: false,
    });
    t.actor.send({ type: 'dialog.closed' });
    expect(t.view()).toMatchObject({ dialog: null, saveState: 'Unsaved', journey: openJourney });
    expect(t.view().lastEdit).toBe('Order #8 added to Load #12');
  });

  it('clears the selected order on a mouse release, except while a save runs', async () => {
    const t = await start();
    t.actor.send({ type: 'order.selected', orderId: 5 });
    t.edit(check(121));
    t.actor.send({ type: 'save.now' });
    t.actor.send({ type: 'pointer.released' });
    expect(t.view().selectedOrderId).toBe(5);
    t.saveEdits.last().resolve(pickedUpJourney);
    await flush();
    t.clock.increment(500);
    t.actor.send({ type: 'pointer.released' });
    expect(t.view().selectedOrderId).toBeNull();
  });
});

describe('order journey selectors', () => {
  it('give the same journey and checks for an unchanged snapshot, so shallowEqual holds', async () => {
    const t = await start();
    t.edit(check(121));
    const a = t.view();
    const b = t.view();
    expect(b.journey).toBe(a.journey);
    expect(b.checks).toBe(a.checks);
    expect(b.current).toBe(a.current);
    t.actor.send({ type: 'order.highlighted', orderId: 5 });
    expect(t.view().journey).toBe(a.journey);
  });
});
