import { assign, setup } from 'xstate';
import {
  accessRequestCreateSchema,
  additionalInfoMaxLength,
  type AccessRequestCreate,
} from '#contract/access-request';
import {
  callFailed,
  editableForm,
  formFragmentActions,
  type FormErrorContext,
} from '../shared/form-fragment';
import { injectedAction, injectedCall, machineTypes } from '../shared/injected';

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

export interface RequestAccessContext extends FormErrorContext {
  values: AccessRequestFields;
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
  types: machineTypes<
    RequestAccessContext,
    RequestAccessEvent,
    RequestAccessInput,
    'busy' | 'editable' | 'error'
  >(),
  actions: {
    navigate: injectedAction<{ to: string }>('navigate'),
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
    ...formFragmentActions<RequestAccessContext, RequestAccessEvent>(),
  },
  guards: {
    formValid: ({ context }) => Object.keys(validateAccessRequest(context.values)).length === 0,
  },
  actors: {
    submitRequest: injectedCall<unknown, AccessRequestCreate>('submitRequest'),
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
    editing: editableForm(
      'The request form can be filled in and sent.',
      'setField',
      'formValid',
      'submitting',
    ),
    submitting: {
      description: 'The request is sent, trimmed, as the contract parses it.',
      tags: ['busy'],
      invoke: {
        id: 'submitRequest',
        src: 'submitRequest',
        input: ({ context }) => parsed(context.values),
        onDone: { target: 'success' },
        onError: callFailed('editing.failure'),
      },
    },
    success: {
      description: 'The request is stored: on to the confirmation page.',
      type: 'final',
      entry: { type: 'navigate', params: { to: '/login/request-access-success' } },
    },
  },
});
