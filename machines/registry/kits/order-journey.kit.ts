import { inSequence } from '#domain/stop-sequencing';
import { shownJourney, type JourneyEdit } from '#machines/order-journey/journey-edits';
import { journeyStop, openJourney, pickedUpJourney } from '#machines/order-journey/journey-fixture';
import { orderJourneyMachine, type SaveEditsInput } from '#machines/order-journey/order-journey.machine';
import type { StopModalInput } from '#machines/stop-editing/stop-editing.machine';
import { selectBlocksLeaving } from '#machines/order-journey/order-journey.selectors';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastCallInput } from './kit-helpers';

const edited = (edit: JourneyEdit) => ({ type: 'journey.edited' as const, edit });
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
  },
  actors: {
    fetchJourney: {
      done: { found: openJourney },
      error: { offline: apiError(0, 'Network error') },
    },
    saveEdits: {
      done: { saved: pickedUpJourney },
      error: {
        stale: apiError(409, 'Someone else saved this record first. Reload it to see their changes.'),
        offline: apiError(0, 'Network error'),
      },
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
    };
  },
  expect: {
    'ready.leaving.left': (s) => check(!selectBlocksLeaving(s), 'having chosen to leave, nothing asks again'),
    '': (s) => {
      const ready = s.matches('ready');
      const saved = s.matches({ ready: { save: 'saved' } });
      check(s.hasTag('blocksLeaving') === (ready && !saved), 'leaving asks exactly while edits are unsaved');
      check(s.hasTag('busy') === s.matches({ ready: { save: 'saving' } }), 'busy exactly while saving');
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
