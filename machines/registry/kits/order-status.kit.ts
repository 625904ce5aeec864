import { orderStatusMachine } from '#domain/order-status.machine';
import { check, defineTestKit } from '../test-kit';

export const orderStatusKit = defineTestKit(orderStatusMachine, {
  input: { ignoreStatusUpdates: false },
  // 'Disable Auto Status': no automatic event moves the order; only people do (hold, issue, cancel…).
  scenarios: { frozen: { ignoreStatusUpdates: true } },
  events: {
    'load.orderAdded': [
      { type: 'load.orderAdded', consolidation: false },
      { type: 'load.orderAdded', consolidation: true },
    ],
    'stop.pickedUp': [
      { type: 'stop.pickedUp', consolidation: false },
      { type: 'stop.pickedUp', consolidation: true },
    ],
    'stop.pickupUndone': [
      { type: 'stop.pickupUndone' },
      { type: 'stop.pickupUndone', back: 'consolidated' },
      { type: 'stop.pickupUndone', back: 'staged' },
      { type: 'stop.pickupUndone', carrier: false },
    ],
  },
  expect: {
    // A hold or an issue stays while the loads move the order underneath, even to Delivered.
    'attention.onHold': (s) =>
      check(!s.matches({ progress: 'cancelled' }), 'a cancelled order is not on hold'),
    'attention.issue': (s) => check(!s.matches({ progress: 'cancelled' }), 'a cancelled order has no issue'),
    'progress.cancelled': (s) => check(s.matches({ attention: 'clear' }), 'a cancelled order is not held'),
    'progress.planned': (s) =>
      check(!s.context.ignoreStatusUpdates, 'a frozen order never moves on to a load by itself'),
  },
});
