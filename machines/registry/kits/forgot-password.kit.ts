import { messages } from '#contract/messages';
import { forgotPasswordMachine } from '#machines/forgot-password/forgot-password.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastCallInput } from './kit-helpers';

export const forgotPasswordKit = defineTestKit(forgotPasswordMachine, {
  events: {
    'field.changed': [
      { type: 'field.changed', field: 'email', value: ' dana@example.com ' },
      { type: 'field.changed', field: 'email', value: '' },
    ],
  },
  actors: {
    sendResetLink: {
      done: { sent: true, noEmailOnFile: false },
      error: { serverError: apiError(500, 'Internal Server Error') },
    },
  },
  expect: {
    form: (s) => check(s.hasTag('editable'), 'the form stays usable'),
    'form.success': (s) => check(s.context.error === null, 'no error after a sent link'),
    'form.failure': (s) =>
      check(
        s.context.error === messages.resetLinkFailed || s.context.error === 'Internal Server Error',
        `the failure is explained (${s.context.error})`,
      ),
    sending: (s, run) =>
      check(
        lastCallInput<{ email: string }>(run, 'sendResetLink')?.email === s.context.email.trim(),
        'the trimmed email is sent',
      ),
  },
});
