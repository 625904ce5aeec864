import { assign, fromPromise, setup } from 'xstate';
import {
  accessRequestCreateSchema,
  additionalInfoMaxLength,
  type AccessRequestCreate,
} from '../../api/contract/access-request';
import { errorText } from '../shared/error-text';

/** Query `email` prefills the email field (spec 1 §2). */
export interface RequestAccessInput {
  email?: string | null;
}

/** The form's values; `lastname` keeps the spec's spelling, `state` holds the picked two-letter code. */
export interface AccessRequestFields {
  firstName: string;
  lastname: string;
  companyName: string;
  emailAddress: string;
  phone: string;
  city: string;
  state: string;
  additionalInfo: string;
}
export type AccessRequestField = keyof AccessRequestFields;

export type RequestAccessEvent =
  | { type: 'field.changed'; field: AccessRequestField; value: string }
  | { type: 'form.submit' }
  | { type: 'banner.dismiss' };

export interface RequestAccessContext {
  values: AccessRequestFields;
  /** Lazy validation: errors show once a submit was tried, then follow the typing. */
  attempted: boolean;
  error: string | null;
}

export type AccessRequestErrors = Partial<Record<AccessRequestField, string>>;

/** Spec 1 §5 through the contract's schema, the one the server checks too; the first message per field. */
export const validateAccessRequest = (v: AccessRequestFields): AccessRequestErrors => {
  const result = accessRequestCreateSchema.safeParse(v);
  const errors: AccessRequestErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as AccessRequestField;
    errors[field] ??= issue.message;
  }
  return errors;
};

/** The request as the server takes it: trimmed, state upper-cased (the pick list submits codes). */
const parsed = (v: AccessRequestFields): AccessRequestCreate => accessRequestCreateSchema.parse(v);

export const requestAccessMachine = setup({
  types: {
    context: {} as RequestAccessContext,
    events: {} as RequestAccessEvent,
    input: {} as RequestAccessInput,
    tags: {} as 'busy' | 'editable' | 'error',
  },
  actions: {
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate not provided');
    },
    setField: assign({
      values: ({ context, event }) =>
        event.type === 'field.changed'
          ? {
              ...context.values,
              // The textarea's counter stops at 400, as a maxlength would, pasted text included.
              [event.field]:
                event.field === 'additionalInfo'
                  ? event.value.slice(0, additionalInfoMaxLength)
                  : event.value,
            }
          : context.values,
    }),
    markAttempted: assign({ attempted: true }),
    clearError: assign({ error: null }),
    showError: assign((_, params: { text: string }) => ({ error: params.text })),
  },
  guards: {
    formValid: ({ context }) => Object.keys(validateAccessRequest(context.values)).length === 0,
  },
  actors: {
    submitRequest: fromPromise<unknown, AccessRequestCreate>(() =>
      Promise.reject(new Error('submitRequest not provided')),
    ),
  },
}).createMachine({
  id: 'requestAccess',
  context: ({ input }) => ({
    values: {
      firstName: '',
      lastname: '',
      companyName: '',
      emailAddress: input.email?.trim() ?? '',
      phone: '',
      city: '',
      state: '',
      additionalInfo: '',
    },
    attempted: false,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      initial: 'idle',
      on: {
        'field.changed': { actions: 'setField' },
        'form.submit': [
          { guard: 'formValid', target: 'submitting', actions: ['markAttempted', 'clearError'] },
          { actions: 'markAttempted' },
        ],
      },
      states: {
        idle: {},
        failure: {
          tags: ['error'],
          on: { 'banner.dismiss': { target: 'idle', actions: 'clearError' } },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitRequest',
        src: 'submitRequest',
        input: ({ context }) => parsed(context.values),
        onDone: { target: 'success' },
        onError: {
          target: 'editing.failure',
          actions: { type: 'showError', params: ({ event }) => ({ text: errorText(event.error) }) },
        },
      },
    },
    success: {
      type: 'final',
      entry: { type: 'navigate', params: { to: '/login/request-access-success' } },
    },
  },
});
