import {
  orderGroupingLimits,
  orderGroupingMachine,
  orderGroupingTexts,
  type OrderGroupingSeverity,
} from '#machines/order-grouping/order-grouping.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastParams, sentAtLeast } from './kit-helpers';

const notFound = 'Order #9 was not found.';

export const orderGroupingKit = defineTestKit(orderGroupingMachine, {
  events: {
    'orders.groupRequested': [
      { type: 'orders.groupRequested', ids: [4, 9] },
      { type: 'orders.groupRequested', ids: [4] },
    ],
    'orders.ungroupRequested': [
      { type: 'orders.ungroupRequested', ids: [4] },
      { type: 'orders.ungroupRequested', ids: [] },
    ],
  },
  actors: {
    groupOrders: {
      done: { grouped: { orderGroupId: 3, count: 2 } },
      error: { missingOrder: apiError(404, notFound) },
    },
    ungroupOrders: { done: { ungrouped: { count: 1 } }, error: { missingOrder: apiError(404, notFound) } },
  },
  expect: {
    idle: (s, run) => {
      check(!s.hasTag('busy') && s.context.ids.length === 0, 'nothing in hand');
      const note = lastParams<{ text: string; severity: OrderGroupingSeverity }>(run, 'notify');
      check(
        !note ||
          (note.severity === 'success'
            ? note.text === orderGroupingTexts.grouped || note.text === orderGroupingTexts.ungrouped
            : note.text === notFound),
        `the alert says what happened (${note?.text})`,
      );
    },
    grouping: (s, run) =>
      check(
        s.hasTag('busy') && sentAtLeast(run, 'groupOrders', orderGroupingLimits.minToGroup),
        'at least 2 orders are grouped',
      ),
    ungrouping: (s, run) =>
      check(
        s.hasTag('busy') && sentAtLeast(run, 'ungroupOrders', orderGroupingLimits.minToUngroup),
        'at least 1 order is ungrouped',
      ),
  },
});
