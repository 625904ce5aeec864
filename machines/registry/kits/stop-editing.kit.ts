import { deliveryWindowMessage, type LoadStop } from '#contract/load';
import { LoadStopType } from '#contract/load-codes';
import { resolvedArePrefix } from '#domain/stop-sequencing';
import { stopEditingMachine, type SaveStopsInput } from '#machines/stop-editing/stop-editing.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastCallInput, lastParams } from './kit-helpers';
import { unscheduledStop } from '#machines/testing/stop-fixture';

const stop = (
  loadStopId: number,
  stopSequence: number,
  type: number,
  resolvedAt: string | null,
): LoadStop => ({
  loadStopId,
  locationId: 10 + loadStopId,
  refLoadStopTypeId: type as LoadStop['refLoadStopTypeId'],
  stopSequence,
  loadStopOrders: [{ orderId: 7, isConsolidation: false }],
  pickedUpOrDelivered: resolvedAt !== null,
  pickedUpDeliveryDate: resolvedAt,
  ...unscheduledStop,
});

const open = [stop(1, 1, LoadStopType.Pickup, null), stop(2, 2, LoadStopType.Delivery, null)];
const delivered = [
  stop(1, 1, LoadStopType.Pickup, '2026-03-01T08:00:00.000Z'),
  stop(2, 2, LoadStopType.Delivery, '2026-03-02T08:00:00.000Z'),
];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const stopEditingKit = defineTestKit(stopEditingMachine, {
  // Its owners invoke it where it opens: on the first of two open stops, on a delivered load's last stop, and
  // where order 7 still has Stop #2 of an earlier load (12) to resolve.
  input: { stops: open, index: 0, loadDelivered: false },
  scenarios: {
    delivered: { stops: delivered, index: 1, loadDelivered: true },
    waiting: {
      stops: open,
      index: 0,
      loadDelivered: false,
      loadId: 13,
      legs: [{ loadId: 12, stopNumber: 2, orderIds: [7], pickedUpOrDelivered: false }],
    },
  },
  events: {
    'stop.resolvedToggled': [
      { type: 'stop.resolvedToggled', checked: true, at: '2026-03-05T09:30:00.000Z' },
      { type: 'stop.resolvedToggled', checked: false, at: '2026-03-05T09:31:00.000Z' },
    ],
    'stop.timeChanged': [{ type: 'stop.timeChanged', value: '2026-03-05T07:00:00.000Z' }],
    'stop.fieldChanged': [
      { type: 'stop.fieldChanged', field: 'fromDate', value: '2026-04-02T00:00:00.000Z' },
      { type: 'stop.fieldChanged', field: 'toDate', value: '2026-04-01T00:00:00.000Z' },
      { type: 'stop.fieldChanged', field: 'hasAppointment', value: true },
    ],
  },
  actors: {
    saveStops: {
      done: { saved: null },
      error: {
        stale: apiError(409, 'Someone else saved this record first. Reload it to see their changes.'),
      },
    },
  },
  // What matters is which stop is shown, what the after copy holds and the error, not every stamp typed.
  abstract: (s) => ({
    value: s.value,
    index: s.context.index,
    delivered: s.context.loadDelivered,
    waiting: s.context.legs.some((l) => !l.pickedUpOrDelivered),
    before: s.context.before.map((x) => x.pickedUpOrDelivered),
    after: s.context.after.map((x) => x.pickedUpOrDelivered),
    dirty: !same(s.context.before, s.context.after),
    windowOk: s.context.after.every((x) => !x.fromDate || !x.toDate || x.fromDate <= x.toDate),
    error: s.context.error,
  }),
  expect: {
    '': (s) => {
      check(resolvedArePrefix(s.context.after), 'only the first stops are resolved, in order');
      check(
        s.context.after.every((x) => x.pickedUpOrDelivered || x.pickedUpDeliveryDate === null),
        'an unticked stop has no time',
      );
    },
    done: (s, run) => {
      check(
        same(s.context.before, s.context.after),
        'done: the after copy is the before copy (restored or saved)',
      );
      const sent = lastCallInput<SaveStopsInput>(run, 'saveStops');
      const saved = lastParams<{ stops: LoadStop[] }>(run, 'stopsSaved');
      check(!saved || same(saved.stops, sent?.after), 'saved what was sent');
      check(
        s.output?.saved === s.context.saved && (!s.context.saved || same(s.context.saved.after, sent?.after)),
        'its output is the stops it saved, or none',
      );
    },
    editing: (s) => {
      check(s.hasTag('editable') && s.context.index < s.context.after.length, 'a stop is shown');
      check(
        s.context.error === null ||
          s.context.error === deliveryWindowMessage ||
          s.context.error.startsWith('Someone else saved'),
        `the error is the window rule or the failed save (${s.context.error})`,
      );
    },
    saving: (s, run) =>
      check(
        s.hasTag('busy') && same(lastCallInput<SaveStopsInput>(run, 'saveStops')?.after, s.context.after),
        'the after copy is what is saved',
      ),
  },
});
