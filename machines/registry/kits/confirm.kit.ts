import { confirmMachine } from '#machines/confirm/confirm.machine';
import { check, defineTestKit } from '../test-kit';

export const confirmKit = defineTestKit(confirmMachine, {
  events: {
    'confirm.open': [
      { type: 'confirm.open' },
      { type: 'confirm.open', title: 'Delete order?', message: 'This cannot be undone.', color: 'error' },
    ],
  },
  // Request ids count up forever; the dialog's content is what differs.
  abstract: (s) => ({ value: s.value, request: s.context.request && { ...s.context.request, id: 0 } }),
  expect: {
    closed: (s) => check(s.context.request === null, 'no request while closed'),
    open: (s) => {
      check(s.context.request, 'a request is open');
      check(
        s.context.request.title && s.context.request.confirmText,
        'defaults fill what the opener left out',
      );
    },
  },
});
