import {
  requestAccessMachine,
  type AccessRequestFields,
} from '#machines/request-access/request-access.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastAction, lastCallInput } from './kit-helpers';

const filled: Partial<AccessRequestFields> = {
  firstName: 'Ada',
  lastname: 'Lovelace',
  companyName: 'Acme Foods',
  emailAddress: 'ada@example.com',
  city: 'Portland',
  state: 'or',
};

export const requestAccessKit = defineTestKit(requestAccessMachine, {
  events: {
    'field.changed': Object.entries(filled).map(([field, value]) => ({
      type: 'field.changed' as const,
      field: field as keyof AccessRequestFields,
      value: value!,
    })),
  },
  actors: {
    submitRequest: {
      done: { accepted: null },
      error: { alreadyRequested: apiError(409, 'An access request for this email is already pending.') },
    },
  },
  // Which fields are filled matters only by how many: the form is valid once all six are.
  abstract: (s) => ({
    value: s.value,
    filled: Object.values(s.context.values).filter(Boolean).length,
    attempted: s.context.attempted,
    error: s.context.error,
  }),
  expect: {
    editing: (s) => check(s.hasTag('editable'), 'the form is editable'),
    'editing.failure': (s) => check(s.hasTag('error') && s.context.error, 'the failure shows'),
    submitting: (_, run) =>
      check(
        lastCallInput<AccessRequestFields>(run, 'submitRequest')?.state === 'OR',
        'the state code is sent upper-cased',
      ),
    success: (s, run) => {
      check(s.status === 'done', 'the flow is over');
      check(lastAction(run, 'navigate'), 'the success page opens');
    },
  },
});
