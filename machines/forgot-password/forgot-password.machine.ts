import { assign, setup } from 'xstate';
import { messages } from '#contract/messages';
import {
  callFailed,
  formFragmentActions,
  formStates,
  formSubmit,
  type FormErrorContext,
} from '../shared/form-fragment';
import { injectedCall, machineTypes } from '../shared/injected';

/** Query `email` prefills the field (spec 1 §2). */
export interface ForgotPasswordInput {
  email?: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'field.changed'; field: 'email'; value: string }
  | { type: 'form.submit' }
  | { type: 'banner.dismiss' };

export interface ForgotPasswordContext extends FormErrorContext {
  email: string;
}

export const emailRequiredMessage = 'Please enter an email';

export const forgotPasswordEmailError = (email: string): string | null =>
  email.trim() ? null : emailRequiredMessage;

export const forgotPasswordMachine = setup({
  types: machineTypes<
    ForgotPasswordContext,
    ForgotPasswordEvent,
    ForgotPasswordInput,
    'busy' | 'editable' | 'error'
  >(),
  actions: {
    setEmail: assign({
      email: ({ context, event }) => (event.type === 'field.changed' ? event.value : context.email),
    }),
    ...formFragmentActions<ForgotPasswordContext, ForgotPasswordEvent>(),
  },
  guards: {
    emailValid: ({ context }) => forgotPasswordEmailError(context.email) === null,
    linkSent: (_, params: { sent: boolean | null }) => params.sent === true,
  },
  actors: {
    // The server answers false when the account has no email to send to (spec 1 §4).
    sendResetLink: injectedCall<boolean | null, { email: string }>('sendResetLink'),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ email: input.email?.trim() ?? '', attempted: false, error: null }),
  initial: 'form',
  states: {
    form: {
      description: 'The email field and Request Reset Link; usable in every substate.',
      tags: ['editable'],
      initial: 'idle',
      on: {
        'field.changed': { actions: 'setEmail' },
        'form.submit': formSubmit('emailValid', 'sending'),
      },
      states: {
        ...formStates(),
        success: {
          description:
            'The link was sent. The form stays usable so that a mistyped address can be corrected and sent again.',
        },
      },
    },
    sending: {
      description: 'The server is asked to email a reset link.',
      tags: ['busy'],
      invoke: {
        id: 'sendResetLink',
        src: 'sendResetLink',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          {
            guard: { type: 'linkSent', params: ({ event }) => ({ sent: event.output }) },
            target: 'form.success',
          },
          {
            target: 'form.failure',
            actions: { type: 'showError', params: { text: messages.resetLinkFailed } },
          },
        ],
        onError: callFailed('form.failure'),
      },
    },
  },
});
