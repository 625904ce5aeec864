import { assign, setup } from 'xstate';
import { LoadStatus, type LoadStatusCode } from '#contract/load-status';

/** What the automatic load status follows (docs/load-status.md). */
export interface LoadFacts {
  /** At least one order is on the load. */
  hasOrders: boolean;
  /** A carrier is assigned. */
  hasCarrier: boolean;
  /** The first stop (a pickup) is checked off. */
  firstStopResolved: boolean;
  /** Every stop, so the last delivery too, is checked off. */
  allStopsResolved: boolean;
}

export type LoadStatusEvent =
  | { type: 'load.factsChanged'; facts: LoadFacts }
  | { type: 'load.cancelled' }
  | { type: 'status.chosen'; status: LoadStatusCode }
  | { type: 'autoStatus.toggled'; ignoreStatusUpdates: boolean };

export interface LoadStatusContext {
  /** 'Disable Auto Status': facts no longer move the status, and a person chooses it. */
  ignoreStatusUpdates: boolean;
}

export type LoadStatusState =
  'open' | 'planned' | 'booked' | 'inTransit' | 'delivered' | 'hold' | 'cancelled';

export const loadStatusStates: Readonly<Record<LoadStatusState, LoadStatusCode>> = {
  open: LoadStatus.Open,
  planned: LoadStatus.Planned,
  booked: LoadStatus.Booked,
  inTransit: LoadStatus.InTransit,
  delivered: LoadStatus.Delivered,
  hold: LoadStatus.Hold,
  cancelled: LoadStatus.Cancelled,
};

const factsOf = (event: LoadStatusEvent): LoadFacts | null =>
  event.type === 'load.factsChanged' ? event.facts : null;
const chose = (event: LoadStatusEvent, state: LoadStatusState) =>
  event.type === 'status.chosen' && event.status === loadStatusStates[state];
const choice = (state: LoadStatusState) => ({
  guard: { type: 'chosen' as const, params: { state } },
  target: `.${state}`,
});

/**
 * The load status of spec 2 §4. Automatic from what happens to the load (its facts), in this order of
 * precedence: every stop resolved → Delivered, the first pickup resolved → In Transit, orders and a carrier
 * → Booked, orders → Planned, else Open. A cancelled load stays Cancelled. With ignoreStatusUpdates the facts
 * change nothing and a person chooses any status.
 */
export const loadStatusMachine = setup({
  types: {
    context: {} as LoadStatusContext,
    events: {} as LoadStatusEvent,
    input: {} as { ignoreStatusUpdates?: boolean },
  },
  actions: {
    setAutoStatus: assign({
      ignoreStatusUpdates: ({ context, event }) =>
        event.type === 'autoStatus.toggled' ? event.ignoreStatusUpdates : context.ignoreStatusUpdates,
    }),
  },
  guards: {
    frozen: ({ context }) => context.ignoreStatusUpdates,
    allStopsResolved: ({ event }) => !!factsOf(event)?.allStopsResolved,
    firstStopResolved: ({ event }) => !!factsOf(event)?.firstStopResolved,
    ordersAndCarrier: ({ event }) => !!factsOf(event)?.hasOrders && !!factsOf(event)?.hasCarrier,
    hasOrders: ({ event }) => !!factsOf(event)?.hasOrders,
    manualRefused: ({ context }) => !context.ignoreStatusUpdates,
    chosen: ({ event }, params: { state: LoadStatusState }) => chose(event, params.state),
  },
}).createMachine({
  id: 'loadStatus',
  context: ({ input }) => ({ ignoreStatusUpdates: input.ignoreStatusUpdates ?? false }),
  initial: 'open',
  on: {
    'load.factsChanged': [
      { guard: 'frozen' },
      { guard: 'allStopsResolved', target: '.delivered' },
      { guard: 'firstStopResolved', target: '.inTransit' },
      { guard: 'ordersAndCarrier', target: '.booked' },
      { guard: 'hasOrders', target: '.planned' },
      { target: '.open' },
    ],
    'load.cancelled': { target: '.cancelled' },
    'status.chosen': [
      { guard: 'manualRefused' },
      choice('open'),
      choice('planned'),
      choice('booked'),
      choice('inTransit'),
      choice('delivered'),
      choice('hold'),
      choice('cancelled'),
    ],
    'autoStatus.toggled': { actions: 'setAutoStatus' },
  },
  states: {
    open: { description: 'A new load, or one with no orders left on it.' },
    planned: { description: 'Orders are on the load; no carrier yet.' },
    booked: { description: 'Orders are on the load and a carrier is assigned.' },
    inTransit: { description: 'The first pickup is checked off.' },
    delivered: { description: 'Every stop, the last delivery too, is checked off.' },
    hold: {
      description:
        'Chosen by a person while Disable Auto Status is ticked; the facts move it on once unticked.',
    },
    cancelled: {
      description: 'Cancelled (cancelLoads, or chosen by hand); what happens to the load no longer moves it.',
      on: { 'load.factsChanged': { actions: [] } },
    },
  },
});
