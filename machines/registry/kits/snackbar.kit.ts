import { snackbarMachine, type SnackbarMessage } from '#machines/snackbar/snackbar.machine';
import { check, defineTestKit } from '../test-kit';

const kind = (m: SnackbarMessage | null) =>
  m === null ? null : m.timeoutMs === null ? 'sticky' : (m.timeoutMs ?? 'default');

export const snackbarKit = defineTestKit(snackbarMachine, {
  events: {
    'snackbar.show': [
      { type: 'snackbar.show', text: 'Saved', severity: 'success' },
      { type: 'snackbar.show', text: 'Read me first', severity: 'warning', timeoutMs: null },
      { type: 'snackbar.show', text: 'Quick note', severity: 'info', timeoutMs: 1000 },
    ],
  },
  // Keys grow with every message; what matters is what shows and what waits behind it.
  abstract: (s) => ({ value: s.value, current: kind(s.context.current), covered: kind(s.context.covered) }),
  expect: {
    hidden: (s) => check(!s.context.current && !s.context.covered, 'nothing shows or waits'),
    showing: (s) => check(s.context.current, 'a message shows'),
    'showing.timed': (s) => check(s.context.current?.timeoutMs !== null, 'a timed message hides by itself'),
    'showing.sticky': (s) =>
      check(s.context.current?.timeoutMs === null && !s.context.covered, 'a sticky message waits for Close'),
  },
});
