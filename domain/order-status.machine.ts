import { and, assign, not, or, setup, stateIn } from 'xstate';

/**
 * Events the system sends (automatic: from loads, stops and picking) and people send (manual: from the
 * order form's status select). The names are the agreed interface of issue #13; the loads server sends the
 * automatic ones after a load or stop change.
 */
export type OrderStatusEvent =
  | { type: 'order.typeSet' } // Intake -> Open (the type goes from unset to set)
  | { type: 'load.orderAdded'; consolidation: boolean } // Intake/Open -> Planned (on a delivery load, or a leg to a consolidation location)
  | { type: 'load.orderRemoved' } // Planned/Booked -> Open (no longer on any load)
  | { type: 'load.carrierAssigned' } // Planned -> Booked
  | { type: 'load.carrierRemoved' } // Booked -> Planned
  | { type: 'stop.pickedUp'; consolidation: boolean } // Booked/Consolidated/Staged -> In Transit, or Consolidating when the leg ends at a consolidation location
  // In Transit/Consolidating -> Booked, or back to Consolidated / Staged when this leg started from the
  // consolidation location (an earlier leg dropped it there; Staged when it was picked there since)
  | { type: 'stop.pickupUndone'; back?: 'consolidated' | 'staged'; carrier?: boolean }
  | { type: 'stop.consolidated' } // Consolidating -> Consolidated (dropped at the consolidation location / warehouse)
  | { type: 'stop.consolidationUndone' } // Consolidated/Staged -> Consolidating (the drop is unchecked)
  | { type: 'order.staged' } // Consolidated -> Staged (picked from the warehouse: isPicked ticked)
  | { type: 'order.unstaged' } // Staged -> Consolidated (isPicked unticked)
  | { type: 'stop.delivered' } // In Transit -> Delivered
  | { type: 'stop.deliveryUndone' } // Delivered -> In Transit
  | { type: 'order.hold' } // any live status -> On Hold
  | { type: 'order.issue' } // any live status -> Issue
  | { type: 'order.release' } // On Hold / Issue -> back to where it was
  | { type: 'order.cancel' } // Intake/Open (also held) -> Cancelled
  | { type: 'order.reinstate' }; // Cancelled -> the status it was cancelled from

export type OrderStatusEventType = OrderStatusEvent['type'];

/** The events a person sends from the order form; every other event is automatic. */
export const manualOrderStatusEvents = [
  'order.hold',
  'order.issue',
  'order.release',
  'order.cancel',
  'order.reinstate',
] as const satisfies readonly OrderStatusEventType[];

/** Where a progress state of the machine stands; On Hold and Issue live in the `attention` region. */
export type OrderProgressState =
  | 'intake'
  | 'open'
  | 'planned'
  | 'booked'
  | 'consolidating'
  | 'consolidated'
  | 'inTransit'
  | 'staged'
  | 'delivered'
  | 'cancelled';
export type OrderAttentionState = 'clear' | 'onHold' | 'issue';

export interface OrderStatusContext {
  /** 'Disable Auto Status': automatic events change nothing while set. */
  ignoreStatusUpdates: boolean;
  /** Where 'order.reinstate' takes a cancelled order: the status it was cancelled from. */
  reinstateTo: 'intake' | 'open';
}

export interface OrderStatusInput {
  ignoreStatusUpdates?: boolean;
}

const progress = (state: OrderProgressState) => `#orderStatus.progress.${state}`;
const inProgress = (state: OrderProgressState) => stateIn(progress(state));

/** Automatic transitions hold only while the order follows its loads. */
const auto = (target: OrderProgressState) => ({ target, guard: 'followsLoads' as const });

/** An unchecked pickup returns the order to where that leg took it from. */
const pickupUndone = [
  { ...auto('staged'), guard: and(['followsLoads', 'backToStaged']) },
  { ...auto('consolidated'), guard: and(['followsLoads', 'backToConsolidated']) },
  { ...auto('planned'), guard: and(['followsLoads', 'noCarrier']) },
  auto('booked'),
];

/**
 * The order status of spec 2 §4 (decision 036). Two regions: `progress` is where the order stands on its
 * way (Intake … Delivered, or Cancelled), moved by the automatic events of loads, stops and picking;
 * `attention` is whether a person has paused it (On Hold) or flagged it (Issue). The status people see is
 * the attention state when set, else the progress state, so releasing a hold is "back to where it was" and
 * the loads keep moving the order underneath a hold. Cancelling is allowed only before the order is on a
 * load (Intake or Open), and reinstating returns it there.
 */
export const orderStatusMachine = setup({
  types: {
    context: {} as OrderStatusContext,
    events: {} as OrderStatusEvent,
    input: {} as OrderStatusInput,
  },
  actions: {
    rememberCancelledFrom: assign((_, params: { from: OrderStatusContext['reinstateTo'] }) => ({
      reinstateTo: params.from,
    })),
  },
  guards: {
    followsLoads: ({ context }) => !context.ignoreStatusUpdates,
    consolidationLeg: ({ event }) => event.type === 'stop.pickedUp' && event.consolidation,
    backToConsolidated: ({ event }) => event.type === 'stop.pickupUndone' && event.back === 'consolidated',
    backToStaged: ({ event }) => event.type === 'stop.pickupUndone' && event.back === 'staged',
    noCarrier: ({ event }) => event.type === 'stop.pickupUndone' && event.carrier === false,
    reinstatesToOpen: ({ context }) => context.reinstateTo === 'open',
    /** Where a cancel may start from: before the order is on a load. */
    inIntake: inProgress('intake'),
    inOpen: inProgress('open'),
    /** Not Delivered, not Cancelled: On Hold and Issue apply. */
    live: not(or([inProgress('delivered'), inProgress('cancelled')])),
  },
}).createMachine({
  id: 'orderStatus',
  type: 'parallel',
  context: ({ input }) => ({ ignoreStatusUpdates: input?.ignoreStatusUpdates ?? false, reinstateTo: 'open' }),
  on: {
    'order.cancel': [
      {
        guard: 'inIntake',
        target: ['.progress.cancelled', '.attention.clear'],
        actions: { type: 'rememberCancelledFrom', params: { from: 'intake' } },
      },
      {
        guard: 'inOpen',
        target: ['.progress.cancelled', '.attention.clear'],
        actions: { type: 'rememberCancelledFrom', params: { from: 'open' } },
      },
    ],
  },
  states: {
    progress: {
      initial: 'intake',
      states: {
        intake: {
          description: 'Submitted, awaiting team review. Every new order starts here.',
          on: { 'order.typeSet': auto('open'), 'load.orderAdded': auto('planned') },
        },
        open: {
          description: 'Created, pending pickup and delivery scheduling.',
          on: { 'load.orderAdded': auto('planned') },
        },
        planned: {
          description: 'On a load (delivery, or a leg to a consolidation location), awaiting a carrier.',
          on: {
            'load.carrierAssigned': auto('booked'),
            'load.orderRemoved': auto('open'),
            // Checked off on a load with no carrier yet: the order moved all the same.
            'stop.pickedUp': [
              { ...auto('consolidating'), guard: and(['followsLoads', 'consolidationLeg']) },
              auto('inTransit'),
            ],
          },
        },
        booked: {
          description: 'Its load has a carrier, awaiting departure.',
          on: {
            'load.carrierRemoved': auto('planned'),
            'load.orderRemoved': auto('open'),
            'stop.pickedUp': [
              { ...auto('consolidating'), guard: and(['followsLoads', 'consolidationLeg']) },
              auto('inTransit'),
            ],
          },
        },
        consolidating: {
          description: 'Picked up on a leg that ends at a consolidation location.',
          on: { 'stop.consolidated': auto('consolidated'), 'stop.pickupUndone': pickupUndone },
        },
        consolidated: {
          description: 'Dropped at the consolidation location, ready for transit.',
          on: {
            'order.staged': auto('staged'),
            'stop.consolidationUndone': auto('consolidating'),
            'stop.pickedUp': [
              { ...auto('consolidating'), guard: and(['followsLoads', 'consolidationLeg']) },
              auto('inTransit'),
            ],
          },
        },
        inTransit: {
          description: 'Picked up, en route to its destination.',
          on: { 'stop.delivered': auto('delivered'), 'stop.pickupUndone': pickupUndone },
        },
        staged: {
          description: 'Picked from the warehouse, ready for transit.',
          on: {
            'order.unstaged': auto('consolidated'),
            'stop.consolidationUndone': auto('consolidating'),
            'stop.pickedUp': [
              { ...auto('consolidating'), guard: and(['followsLoads', 'consolidationLeg']) },
              auto('inTransit'),
            ],
          },
        },
        delivered: {
          description: 'Reached its final destination.',
          on: { 'stop.deliveryUndone': auto('inTransit') },
        },
        cancelled: {
          description: 'Will not proceed unless reinstated; reinstating returns it to Intake or Open.',
          on: {
            'order.reinstate': [{ guard: 'reinstatesToOpen', target: 'open' }, { target: 'intake' }],
          },
        },
      },
    },
    attention: {
      initial: 'clear',
      states: {
        clear: {
          description: 'Not paused: the status is the progress state.',
          on: {
            'order.hold': { guard: 'live', target: 'onHold' },
            'order.issue': { guard: 'live', target: 'issue' },
          },
        },
        onHold: {
          description: 'Paused awaiting review; releasing returns the order to its progress state.',
          on: { 'order.release': 'clear', 'order.issue': 'issue' },
        },
        issue: {
          description:
            'Must be resolved before proceeding; releasing returns the order to its progress state.',
          on: { 'order.release': 'clear', 'order.hold': 'onHold' },
        },
      },
    },
  },
});
