import { inSequence } from '#domain/stop-sequencing';
import { shownJourney, type JourneyEdit, type OrderJourney } from '#machines/order-journey/journey-edits';
import { journeyConflicts } from '#machines/order-journey/journey-merge';
import { journeyStop, openJourney, pickedUpJourney } from '#machines/order-journey/journey-fixture';
import { orderJourneyMachine, type SaveEditsInput } from '#machines/order-journey/order-journey.machine';
import type { StopModalInput } from '#machines/stop-editing/stop-editing.machine';
import { selectBlocksLeaving } from '#machines/order-journey/order-journey.selectors';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastCallInput } from './kit-helpers';

const edited = (edit: JourneyEdit) => ({ type: 'journey.edited' as const, edit });

/** Someone else saved Load #12 meanwhile: a note on its delivery stop (the stop modal's edit clashes). */
const theirs: OrderJourney = {
  ...openJourney,
  loads: openJourney.loads.map((load) =>
    load.loadId === 12
      ? {
          ...load,
          dateModified: '2026-03-05T09:00:00.000Z',
          loadStops: [
            journeyStop(121, 1, 'pickup'),
            { ...journeyStop(122, 2, 'delivery'), stopDirections: 'Gate B' },
          ],
        }
      : load,
  ),
};
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const orderJourneyKit = defineTestKit(orderJourneyMachine, {
  input: { orderId: 5 },
  events: {
    'journey.edited': [
      edited({
        kind: 'stopChecked',
        loadId: 12,
        loadStopId: 121,
        checked: true,
        at: '2026-03-05T09:30:00.000Z',
      }),
      edited({
        kind: 'stopChecked',
        loadId: 12,
        loadStopId: 121,
        checked: false,
        at: '2026-03-05T09:31:00.000Z',
      }),
      edited({
        kind: 'stopsEdited',
        loadId: 12,
        stops: [{ ...journeyStop(122, 2, 'delivery'), stopDirections: 'Dock 4' }],
      }),
      edited({ kind: 'stopsReordered', loadId: 13, loadStopIds: [132, 131] }),
      edited({
        kind: 'orderAdded',
        loadId: null,
        orderId: 5,
        locationId: 77,
        shouldAddGroup: false,
        deliveryIsConsolidation: true,
      }),
      edited({ kind: 'orderRemoved', loadId: 13, orderId: 5 }),
    ],
    'journey.leave': [{ type: 'journey.leave', to: '/orders' }],
    'order.selected': [{ type: 'order.selected', orderId: 5 }],
    'order.highlighted': [{ type: 'order.highlighted', orderId: 5 }],
    'dialog.opened': [{ type: 'dialog.opened', loadId: null, mode: 'warehouse' }],
    'modal.opened': [{ type: 'modal.opened', loadId: 12, loadStopId: 121 }],
    'merge.choose': [
      { type: 'merge.choose', key: '122.stopDirections', side: 'theirs' },
      { type: 'merge.choose', key: '122.stopDirections', side: 'mine' },
    ],
    'merge.apply': [{ type: 'merge.apply' }],
  },
  actors: {
    fetchJourney: {
      done: { found: openJourney },
      error: { offline: apiError(0, 'Network error') },
    },
    saveEdits: {
      done: { saved: pickedUpJourney },
      error: {
        stale: Object.assign(
          apiError(409, 'Someone else saved this record first. Reload it to see their changes.'),
          { code: 'stale_write' },
        ),
        offline: apiError(0, 'Network error'),
      },
    },
    // The journey read again after a stale save: someone else's note on stop 122.
    fetchTheirs: {
      // `same`: they checked stop 121 off at the same time as here, so nothing is left to save.
      done: { theirs, same: pickedUpJourney },
      error: { offline: apiError(0, 'Network error') },
    },
    confirmLeave: {
      done: { leave: true, stay: false },
      error: { closed: new Error('The question was closed') },
    },
    // The stop modal closes having saved a stop's note (one edit for the journey), or with nothing saved.
    stopModal: {
      done: {
        saved: {
          saved: {
            before: [journeyStop(122, 2, 'delivery')],
            after: [{ ...journeyStop(122, 2, 'delivery'), stopDirections: 'Dock 4' }],
          },
        },
        closed: { saved: null },
      },
    },
  },
  // The queues grow without end; what matters is whether they hold an edit, whether the shown stops are
  // checked or reordered, whether a save's answer waits, and whether anything passing is selected or open.
  abstract: (s) => {
    const c = s.context;
    const shown = c.journey && shownJourney(c.journey, c.inFlight, c.pending);
    const stops = shown?.loads.flatMap((l) => inSequence(l.loadStops)) ?? [];
    return {
      value: s.value,
      pending: c.pending.length > 0,
      inFlight: c.inFlight.length > 0,
      outcome: c.outcome && c.outcome.ok,
      error: c.error !== null,
      resolved: stops.filter((x) => x.pickedUpOrDelivered).length,
      reordered: stops.some((x, i) => i > 0 && x.loadStopId < stops[i - 1]!.loadStopId),
      ui: [c.selectedOrderId, c.highlightedOrderId, c.dialog, c.modal].some((x) => x !== null),
      conflicts: c.merge ? journeyConflicts(c.merge).map((x) => x.side) : null,
    };
  },
  expect: {
    'ready.leaving.left': (s) => check(!selectBlocksLeaving(s), 'having chosen to leave, nothing asks again'),
    '': (s) => {
      const ready = s.matches('ready');
      const saved = s.matches({ ready: { save: 'saved' } });
      check(s.hasTag('blocksLeaving') === (ready && !saved), 'leaving asks exactly while edits are unsaved');
      check(
        s.hasTag('busy') ===
          (s.matches({ ready: { save: 'saving' } }) || s.matches({ ready: { save: 'merging' } })),
        'busy exactly while saving or reading theirs to merge',
      );
      check(
        (s.context.merge !== undefined) === s.matches({ ready: { save: 'resolving' } }),
        'a merge is held exactly while the person chooses',
      );
    },
    loadFailed: (s) => check(s.hasTag('error') && s.context.error, 'the failed read says why'),
    'ready.save.saved': (s) =>
      check(
        s.context.pending.length === 0 && s.context.inFlight.length === 0 && s.context.error === null,
        'saved: nothing is pending and no error shows',
      ),
    'ready.save.unsaved': (s) =>
      check(
        s.context.pending.length > 0 && s.context.inFlight.length === 0,
        'unsaved: edits wait, none is being saved',
      ),
    'ready.save.saving': (s, run) => {
      const sent = lastCallInput<SaveEditsInput>(run, 'saveEdits');
      check(s.context.inFlight.length > 0, 'a save sends at least one edit');
      check(same(sent?.edits, s.context.inFlight), 'the batch being saved is the one sent');
    },
    'ready.save.saving.call.settled': (s) => check(s.context.outcome !== null, 'the answer is held'),
    'ready.save.saveFailed': (s) =>
      check(
        s.hasTag('error') &&
          s.context.error &&
          s.context.pending.length > 0 &&
          s.context.inFlight.length === 0,
        'a failed save says why and keeps every edit',
      ),
    'ready.save.merging': (s) =>
      check(s.context.pending.length > 0 && s.context.inFlight.length === 0, 'merging keeps every edit'),
    'ready.save.resolving': (s) =>
      check(
        !!s.context.merge && journeyConflicts(s.context.merge).length > 0 && s.context.pending.length > 0,
        'the merge view asks about fields both changed, every edit kept',
      ),
    'ready.leaving.asking': (s) => check(s.context.leaveTo === '/orders', 'the place to go is kept'),
    'ready.leaving.idle': (s) => check(s.context.leaveTo === null, 'nobody is leaving'),
    'ready.modal.open': (s, run) => {
      check(s.context.modal !== null, 'the modal is open on a stop');
      const opened = lastCallInput<StopModalInput>(run, 'stopModal');
      const stop = opened?.stops[opened.index];
      check(
        !s.context.journey || stop?.loadStopId === s.context.modal.loadStopId,
        'the modal opens on the stop chosen',
      );
    },
    'ready.modal.closed': (s) =>
      check(s.context.modal === null, 'no stop modal runs: none is remembered open'),
  },
});
