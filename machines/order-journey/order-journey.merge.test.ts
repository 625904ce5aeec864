import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { deferredActor, flush } from '../testing/deferred-actor';
import { recorder } from '../testing/recorder';
import type { JourneyEdit, OrderJourney } from './journey-edits';
import { journeyLoad, journeyStop, openJourney } from './journey-fixture';
import { orderJourneyMachine, type SaveEditsInput } from './order-journey.machine';
import { selectBlocksLeaving, selectJourneyMergeView, selectJourneyView } from './order-journey.selectors';

const at = '2026-03-05T09:30:00.000Z';
const check121: JourneyEdit = { kind: 'stopChecked', loadId: 12, loadStopId: 121, checked: true, at };
const note122: JourneyEdit = {
  kind: 'stopsEdited',
  loadId: 12,
  stops: [{ ...journeyStop(122, 2, 'delivery'), stopDirections: 'Dock 4' }],
};
const stale = Object.assign(new Error('Someone else saved this record first.'), {
  status: 409,
  code: 'stale_write',
});

/** Someone else saved Load #12 meanwhile, with stop 122 changed as given. */
const theirs = (stop122: object): OrderJourney => ({
  orderId: 5,
  loads: [
    {
      ...journeyLoad(12, [journeyStop(121, 1, 'pickup'), { ...journeyStop(122, 2, 'delivery'), ...stop122 }]),
      dateModified: '2026-03-05T09:00:00.000Z',
    },
    openJourney.loads[1]!,
  ],
});

/** A journey whose first save is refused as stale, on the simulated clock. */
async function staleSave(edits: JourneyEdit[]) {
  const fetchJourney = deferredActor<OrderJourney, { orderId: number }>();
  const saveEdits = deferredActor<OrderJourney, SaveEditsInput>();
  const saved = recorder<{ journey: OrderJourney }>();
  const clock = new SimulatedClock();
  const actor = createActor(
    orderJourneyMachine.provide({
      actors: { fetchJourney: fetchJourney.logic, saveEdits: saveEdits.logic },
      actions: { journeySaved: saved.action },
    }),
    { input: { orderId: 5 }, clock },
  ).start();
  fetchJourney.last().resolve(openJourney);
  await flush();
  for (const edit of edits) actor.send({ type: 'journey.edited', edit });
  actor.send({ type: 'save.now' });
  saveEdits.last().reject(stale);
  await flush();
  clock.increment(500);
  const view = () => selectJourneyView(actor.getSnapshot());
  const mergeView = () => selectJourneyMergeView(actor.getSnapshot());
  return { actor, clock, fetchJourney, saveEdits, saved, view, mergeView };
}

describe('order journey: a save that met someone else’s merges, never loses an edit (issue #28)', () => {
  it('reads their journey, merges the stops that do not clash and saves again by itself', async () => {
    const t = await staleSave([check121, note122]);
    // Not a failure: their journey is being read, still Saving, still guarding leaving.
    expect(t.view()).toMatchObject({ saveState: 'Saving', saveError: null });
    expect(selectBlocksLeaving(t.actor.getSnapshot())).toBe(true);
    expect(t.fetchJourney.calls).toHaveLength(2);
    t.fetchJourney.last().resolve(theirs({ hasAppointment: true }));
    await flush();
    expect(t.saveEdits.calls).toHaveLength(2);
    const input = t.saveEdits.last().input;
    expect(input.journey).toEqual(theirs({ hasAppointment: true }));
    expect(input.edits).toEqual([
      {
        kind: 'stopsEdited',
        loadId: 12,
        stops: [
          journeyStop(121, 1, 'pickup', at),
          { ...journeyStop(122, 2, 'delivery'), hasAppointment: true, stopDirections: 'Dock 4' },
        ],
      },
    ]);
    expect(t.mergeView()).toBeNull();
  });

  it('asks about a field both changed, mine until chosen; Use these values saves the choice', async () => {
    const t = await staleSave([note122]);
    t.fetchJourney.last().resolve(theirs({ stopDirections: 'Gate B' }));
    await flush();
    expect(t.view().saveState).toBe('Unsaved');
    expect(t.saveEdits.calls).toHaveLength(1);
    expect(t.mergeView()).toEqual({
      sentence: 'Someone else saved Load #12 while your changes were on their way.',
      conflicts: [
        expect.objectContaining({
          key: '122.stopDirections',
          stop: 'Stop 2 of Load #12',
          theirs: 'Gate B',
          mine: 'Dock 4',
          side: 'mine',
        }),
      ],
    });
    // My typed note still shows meanwhile, and edits wait until the person has chosen.
    const shown = t.view().journey?.loads[0]?.loadStops[1];
    expect(shown?.stopDirections).toBe('Dock 4');
    expect(selectBlocksLeaving(t.actor.getSnapshot())).toBe(true);
    t.actor.send({ type: 'journey.edited', edit: check121 });
    expect(t.mergeView()?.conflicts).toHaveLength(1);
    expect(t.view().journey?.loads[0]?.loadStops[0]?.pickedUpOrDelivered).toBe(true);
    t.actor.send({ type: 'merge.choose', key: '122.stopDirections', side: 'theirs' });
    expect(t.mergeView()?.conflicts[0]?.side).toBe('theirs');
    t.actor.send({ type: 'merge.choose', key: '122.stopDirections', side: 'mine' });
    t.actor.send({ type: 'merge.apply' });
    expect(t.view().saveState).toBe('Saving');
    // The check made while choosing is saved after the merged stops.
    expect(t.saveEdits.last().input.edits).toEqual([
      {
        kind: 'stopsEdited',
        loadId: 12,
        stops: [{ ...journeyStop(122, 2, 'delivery'), stopDirections: 'Dock 4' }],
      },
      check121,
    ]);
  });

  it('saves nothing when every choice is theirs, and shows Saved on their journey', async () => {
    const t = await staleSave([note122]);
    t.fetchJourney.last().resolve(theirs({ stopDirections: 'Gate B' }));
    await flush();
    t.actor.send({ type: 'merge.choose', key: '122.stopDirections', side: 'theirs' });
    t.actor.send({ type: 'merge.apply' });
    expect(t.saveEdits.calls).toHaveLength(1);
    expect(t.view()).toMatchObject({ saveState: 'Saved', journey: theirs({ stopDirections: 'Gate B' }) });
    expect(t.saved.calls).toEqual([{ journey: theirs({ stopDirections: 'Gate B' }) }]);
  });

  it('takes their version whole on request: the edits go and the journey is read again', async () => {
    const t = await staleSave([note122]);
    t.fetchJourney.last().resolve(theirs({ stopDirections: 'Gate B' }));
    await flush();
    t.actor.send({ type: 'save.discard' });
    expect(t.fetchJourney.calls).toHaveLength(3);
    t.fetchJourney.last().resolve(theirs({ stopDirections: 'Gate B' }));
    await flush();
    expect(t.view()).toMatchObject({ saveState: 'Saved', journey: theirs({ stopDirections: 'Gate B' }) });
    expect(t.actor.getSnapshot().context.merge).toBeUndefined();
  });

  it('keeps the edits, with Retry, when their journey cannot be read; an edit made meanwhile is merged too', async () => {
    const t = await staleSave([note122]);
    t.actor.send({ type: 'journey.edited', edit: check121 });
    t.fetchJourney.last().reject(new Error('Network error'));
    await flush();
    expect(t.view()).toMatchObject({ saveState: 'SaveFailed', saveError: 'Network error' });
    t.actor.send({ type: 'save.retry' });
    expect(t.saveEdits.last().input.edits).toEqual([note122, check121]);
  });
});
