import { LoadStopType } from '#contract/load-codes';
import { stopSequencingMachine } from '#domain/stop-sequencing.machine';
import { resolvedArePrefix, stopSequenceTexts } from '#domain/stop-sequencing';
import { check, defineTestKit } from '../test-kit';

const stop = (stopSequence: number, resolved = false) => ({
  stopSequence,
  pickedUpOrDelivered: resolved,
  refLoadStopTypeId: stopSequence === 1 ? LoadStopType.Pickup : LoadStopType.Delivery,
  loadStopOrders: [{ orderId: 1 }],
});
const sentences = new Set<string | null>([
  null,
  stopSequenceTexts.delivered,
  ...[1, 2, 3].map((n) => stopSequenceTexts.nextStop(n)),
]);

export const stopSequencingKit = defineTestKit(stopSequencingMachine, {
  input: { stops: [stop(1), stop(2), stop(3)] },
  scenarios: { storedOutOfOrder: { stops: [stop(1), stop(2, true), stop(3)] } },
  events: {
    'stop.checked': [0, 1, 2].map((index) => ({ type: 'stop.checked' as const, index })),
    'stop.unchecked': [0, 1, 2].map((index) => ({ type: 'stop.unchecked' as const, index })),
    'load.delivered': [
      { type: 'load.delivered', delivered: true },
      { type: 'load.delivered', delivered: false },
    ],
  },
  expect: {
    '': (s) =>
      check(
        sentences.has(s.context.refusal),
        `a refusal is one of the spec's sentences (${s.context.refusal})`,
      ),
    notStarted: (s) =>
      check(
        s.context.stops.every((x) => !x.pickedUpOrDelivered),
        'nothing resolved',
      ),
    underway: (s) => check(resolvedArePrefix(s.context.stops), 'the first stops are resolved'),
    allResolved: (s) =>
      check(
        s.context.stops.every((x) => x.pickedUpOrDelivered),
        'every stop resolved',
      ),
    outOfOrder: (s) => check(!resolvedArePrefix(s.context.stops), 'stored out of order'),
  },
});
