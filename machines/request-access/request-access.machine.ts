import { assign, fromPromise, setup } from 'xstate';
import { z } from 'zod';
import { errorText } from '../sign-in/sign-in.helpers';

/** Query `email` prefills the email field (spec 1 §2). */
export interface RequestAccessInput {
  email?: string | null;
}

/** The access request as the server takes it; `lastname` keeps the spec's spelling. */
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

export const additionalInfoMax = 400;

export const requestAccessMessages = {
  firstName: 'Please enter your first name',
  lastname: 'Please enter your last name',
  companyName: 'Please enter your company name',
  emailAddress: 'Please enter a valid email address',
  city: 'Please enter your company city',
  state: 'Please enter your company state',
} as const;

const emailSchema = z.email();

export type AccessRequestErrors = Partial<Record<AccessRequestField, string>>;

/** Spec 1 §5: required fields, email required and valid (one message for both); phone optional. */
export const validateAccessRequest = (v: AccessRequestFields): AccessRequestErrors => {
  const errors: AccessRequestErrors = {};
  for (const field of ['firstName', 'lastname', 'companyName', 'city', 'state'] as const) {
    if (!v[field].trim()) errors[field] = requestAccessMessages[field];
  }
  if (!emailSchema.safeParse(v.emailAddress.trim()).success) errors.emailAddress = requestAccessMessages.emailAddress;
  return errors;
};

const trimmed = (v: AccessRequestFields): AccessRequestFields => ({
  firstName: v.firstName.trim(),
  lastname: v.lastname.trim(),
  companyName: v.companyName.trim(),
  emailAddress: v.emailAddress.trim(),
  phone: v.phone.trim(),
  city: v.city.trim(),
  state: v.state.trim(),
  additionalInfo: v.additionalInfo.trim(),
});

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
              [event.field]: event.field === 'additionalInfo' ? event.value.slice(0, additionalInfoMax) : event.value,
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
    submitRequest: fromPromise<unknown, AccessRequestFields>(() =>
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
        input: ({ context }) => trimmed(context.values),
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
