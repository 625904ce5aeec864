import { assign, setup } from 'xstate';
import { errorText } from '../shared/error-text';
import { injectedAction, injectedCall, machineTypes } from '../shared/injected';

/** Spec 2 §4 and §9: at least 2 orders to group, at least 1 to ungroup. The server holds the same line. */
export const orderGroupingLimits = { minToGroup: 2, minToUngroup: 1 } as const;

/** Spec 2 §8, quoted. */
export const orderGroupingTexts = {
  grouped: 'Orders grouped successfully.',
  ungrouped: 'Orders ungrouped successfully.',
} as const;

export type OrderGroupingSeverity = 'success' | 'error';

export interface OrderIdsInput {
  ids: number[];
}

export type OrderGroupingEvent =
  { type: 'orders.groupRequested'; ids: number[] } | { type: 'orders.ungroupRequested'; ids: number[] };

export interface OrderGroupingContext {
  /** The orders of the call under way. */
  ids: number[];
}

const idsOf = (event: OrderGroupingEvent): number[] =>
  event.type === 'orders.groupRequested' || event.type === 'orders.ungroupRequested'
    ? [...new Set(event.ids)]
    : [];

/**
 * Grouping and ungrouping are one call on the kept orders: either way the ids are let go and an alert says
 * how it went; only a success reloads the list.
 */
const callOnIds = <TSrc extends 'groupOrders' | 'ungroupOrders'>(src: TSrc, successText: string) =>
  ({
    id: src,
    src,
    input: ({ context }: { context: OrderGroupingContext }) => ({ ids: context.ids }),
    onDone: {
      target: 'idle',
      actions: [
        'clearIds',
        { type: 'notify', params: { text: successText, severity: 'success' } },
        'refreshList',
      ],
    },
    onError: {
      target: 'idle',
      actions: [
        'clearIds',
        {
          type: 'notify',
          params: ({ event }: { event: { error: unknown } }) => ({
            text: errorText(event.error),
            severity: 'error' as const,
          }),
        },
      ],
    },
  }) as const;

/**
 * Grouping or ungrouping the selected orders of the order list. The list itself (search, sort, paging,
 * selection, the status grouping in its fields) is the list-query machine; this one tells it, through an
 * injected action, to reload after a change.
 */
export const orderGroupingMachine = setup({
  types: machineTypes<OrderGroupingContext, OrderGroupingEvent, undefined, 'busy'>(),
  actions: {
    /** A success or error alert (the app's snackbar). */
    notify: injectedAction<{ text: string; severity: OrderGroupingSeverity }>('notify'),
    /** The orders changed: the list clears its selection and fetches again. */
    refreshList: injectedAction('refreshList'),
    keepIds: assign(({ event }) => ({ ids: idsOf(event) })),
    clearIds: assign({ ids: [] }),
  },
  guards: {
    enoughToGroup: ({ event }) => idsOf(event).length >= orderGroupingLimits.minToGroup,
    enoughToUngroup: ({ event }) => idsOf(event).length >= orderGroupingLimits.minToUngroup,
  },
  actors: {
    groupOrders: injectedCall<unknown, OrderIdsInput>('groupOrders'),
    ungroupOrders: injectedCall<unknown, OrderIdsInput>('ungroupOrders'),
  },
}).createMachine({
  id: 'orderGrouping',
  context: { ids: [] },
  initial: 'idle',
  states: {
    idle: {
      description: 'Waits for a group or ungroup request with enough orders selected; fewer are ignored.',
      on: {
        'orders.groupRequested': { guard: 'enoughToGroup', target: 'grouping', actions: 'keepIds' },
        'orders.ungroupRequested': { guard: 'enoughToUngroup', target: 'ungrouping', actions: 'keepIds' },
      },
    },
    grouping: {
      description:
        'The selected orders are grouped; success tells the list to reload, either way an alert says how it went.',
      tags: ['busy'],
      invoke: callOnIds('groupOrders', orderGroupingTexts.grouped),
    },
    ungrouping: {
      description:
        'The selected orders are ungrouped; success tells the list to reload, either way an alert says how it went.',
      tags: ['busy'],
      invoke: callOnIds('ungroupOrders', orderGroupingTexts.ungrouped),
    },
  },
});
