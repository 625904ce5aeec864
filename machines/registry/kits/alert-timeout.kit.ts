import { alertTimeoutMachine } from '#machines/alert-timeout/alert-timeout.machine';
import { check, defineTestKit } from '../test-kit';

export const alertTimeoutKit = defineTestKit(alertTimeoutMachine, {
  input: { shown: true, timeoutMs: 300, dismissible: true },
  scenarios: {
    startsHidden: { shown: false, timeoutMs: 300, dismissible: false },
    sticky: { shown: true, timeoutMs: null, dismissible: false },
  },
  events: {
    'alert.show': [
      { type: 'alert.show' },
      { type: 'alert.show', timeoutMs: null },
      { type: 'alert.show', timeoutMs: 200 },
    ],
  },
  expect: {
    'shown.steady': (s) => check(!s.context.timeoutMs, 'a steady banner has no timeout'),
    'shown.counting': (s) =>
      check(s.context.elapsedMs < (s.context.timeoutMs ?? 0), 'the bar is not full while counting'),
    closing: (s) => check(s.context.elapsedMs >= (s.context.timeoutMs ?? 0), 'the bar is full while closing'),
  },
});
