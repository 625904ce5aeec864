import { messages } from '#contract/messages';
import {
  resetPasswordMachine,
  type UpdatePasswordInput,
} from '#machines/reset-password/reset-password.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastCallInput } from './kit-helpers';

const strong = 'New-passw0rd!';

export const resetPasswordKit = defineTestKit(resetPasswordMachine, {
  input: { hash: 'reset-hash-1' },
  scenarios: { noHash: { hash: null } },
  events: {
    'field.changed': [
      { type: 'field.changed', field: 'password', value: strong },
      { type: 'field.changed', field: 'confirm', value: strong },
      { type: 'field.changed', field: 'password', value: 'weak' },
    ],
  },
  actors: {
    checkHash: {
      done: { valid: true, expired: false },
      error: { serverError: apiError(500, 'Internal Server Error') },
    },
    updatePassword: {
      done: { updated: true, refused: false },
      error: { serverError: apiError(500, 'Internal Server Error') },
    },
  },
  expect: {
    checkingHash: (s, run) =>
      check(
        lastCallInput<{ hash: string }>(run, 'checkHash')?.hash === s.context.hash,
        'the link hash is checked',
      ),
    invalid: (s) =>
      check(
        s.hasTag('error') && (s.context.error === messages.invalidHash || s.context.error),
        'the link is refused',
      ),
    valid: (s) => check(s.hasTag('editable'), 'the form is editable'),
    submitting: (_, run) =>
      check(
        lastCallInput<UpdatePasswordInput>(run, 'updatePassword')?.password === strong,
        'the new password is sent',
      ),
    updated: (s) => check(s.context.password === '' && s.context.confirm === '', 'passwords leave memory'),
  },
});
