import { assign, setup } from 'xstate';
import {
  nextStop,
  resolvedArePrefix,
  stopCheckState,
  type JourneyLeg,
  type SequencedStop,
} from './stop-sequencing';

export interface StopSequencingContext {
  stops: SequencedStop[];
  loadDelivered: boolean;
  /** The load's id and its orders' legs on other loads: the cross-load rule (stopCheckState). */
  loadId: number | null;
  legs: readonly JourneyLeg[];
  /** The sentence of the last refused check-off, until the next accepted one. */
  refusal: string | null;
}

export type StopSequencingEvent =
  | { type: 'stop.checked'; index: number }
  | { type: 'stop.unchecked'; index: number }
  | { type: 'load.delivered'; delivered: boolean };

const indexOf = (event: StopSequencingEvent) => (event.type === 'load.delivered' ? -1 : event.index);
const verdict = (context: StopSequencingContext, event: StopSequencingEvent) =>
  stopCheckState(context.stops, indexOf(event), {
    loadDelivered: context.loadDelivered,
    loadId: context.loadId ?? undefined,
    legs: context.legs,
  });
const wants = (context: StopSequencingContext, event: StopSequencingEvent) =>
  context.stops[indexOf(event)]?.pickedUpOrDelivered === (event.type === 'stop.unchecked');

/**
 * Stop-resolution sequencing of one load (spec 2 §4): only the next stop (the lowest unresolved) may be
 * checked off, only the last resolved one unchecked, none once the load is delivered; across loads, a stop
 * waits for its orders' earlier legs, and is not unchecked while a later leg is resolved. A refused step keeps the
 * stops and says why, in the spec's sentence. The server replays a save's check-offs through it.
 */
export const stopSequencingMachine = setup({
  types: {
    context: {} as StopSequencingContext,
    events: {} as StopSequencingEvent,
    input: {} as {
      stops: SequencedStop[];
      loadDelivered?: boolean;
      loadId?: number;
      legs?: readonly JourneyLeg[];
    },
  },
  actions: {
    setResolved: assign({
      stops: ({ context, event }) =>
        context.stops.map((s, i) =>
          i === indexOf(event) ? { ...s, pickedUpOrDelivered: event.type === 'stop.checked' } : s,
        ),
      refusal: null,
    }),
    refuse: assign({
      refusal: ({ context, event }) => verdict(context, event).reason ?? 'There is no such stop.',
    }),
    setDelivered: assign({
      loadDelivered: ({ context, event }) =>
        event.type === 'load.delivered' ? event.delivered : context.loadDelivered,
    }),
  },
  guards: {
    allowed: ({ context, event }) => wants(context, event) && verdict(context, event).enabled,
    noChange: ({ context, event }) => !!context.stops[indexOf(event)] && !wants(context, event),
    noneResolved: ({ context }) => !context.stops.some((s) => s.pickedUpOrDelivered),
    allResolved: ({ context }) => context.stops.length > 0 && nextStop(context.stops) === null,
    inOrder: ({ context }) => resolvedArePrefix(context.stops),
  },
}).createMachine({
  id: 'stopSequencing',
  context: ({ input }) => ({
    stops: input.stops,
    loadDelivered: input.loadDelivered ?? false,
    loadId: input.loadId ?? null,
    legs: input.legs ?? [],
    refusal: null,
  }),
  initial: 'placing',
  on: {
    'stop.checked': [
      { guard: 'noChange' },
      { guard: 'allowed', target: '.placing', actions: 'setResolved' },
      { actions: 'refuse' },
    ],
    'stop.unchecked': [
      { guard: 'noChange' },
      { guard: 'allowed', target: '.placing', actions: 'setResolved' },
      { actions: 'refuse' },
    ],
    'load.delivered': { actions: 'setDelivered' },
  },
  states: {
    placing: {
      description: 'Where the load stands is worked out from its stops.',
      always: [
        { guard: 'noneResolved', target: 'notStarted' },
        { guard: 'allResolved', target: 'allResolved' },
        { guard: 'inOrder', target: 'underway' },
        { target: 'outOfOrder' },
      ],
    },
    notStarted: { description: 'No stop is checked off; the next stop is Stop #1.' },
    underway: { description: 'The first stops are checked off; the next one is the lowest unresolved stop.' },
    allResolved: { description: 'Every stop is checked off.' },
    outOfOrder: {
      description:
        'Stored stops resolved out of order (data from before the rule): only the lowest unresolved stop may be checked.',
    },
  },
});
