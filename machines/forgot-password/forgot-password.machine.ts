import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../../api/contract/messages';
import { errorText } from '../shared/error-text';

/** Query `email` prefills the field (spec 1 §2). */
export interface ForgotPasswordInput {
  email?: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'field.changed'; field: 'email'; value: string }
  | { type: 'form.submit' }
  | { type: 'banner.dismiss' };

export interface ForgotPasswordContext {
  email: string;
  /** Lazy validation: the error shows once a submit was tried. */
  attempted: boolean;
  error: string | null;
}

export const emailRequiredMessage = 'Please enter an email';

export const forgotPasswordEmailError = (email: string): string | null =>
  email.trim() ? null : emailRequiredMessage;

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    tags: {} as 'busy' | 'editable' | 'error',
  },
  actions: {
    setEmail: assign({
      email: ({ context, event }) => (event.type === 'field.changed' ? event.value : context.email),
    }),
    markAttempted: assign({ attempted: true }),
    clearError: assign({ error: null }),
    showError: assign((_, params: { text: string }) => ({ error: params.text })),
  },
  guards: {
    emailValid: ({ context }) => forgotPasswordEmailError(context.email) === null,
  },
  actors: {
    // The server answers false when the account has no email to send to (spec 1 §4).
    sendResetLink: fromPromise<boolean | null, { email: string }>(() =>
      Promise.reject(new Error('sendResetLink not provided')),
    ),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ email: input.email?.trim() ?? '', attempted: false, error: null }),
  initial: 'form',
  states: {
    form: {
      tags: ['editable'],
      initial: 'idle',
      on: {
        'field.changed': { actions: 'setEmail' },
        'form.submit': [
          { guard: 'emailValid', target: 'sending', actions: ['markAttempted', 'clearError'] },
          { actions: 'markAttempted' },
        ],
      },
      states: {
        idle: {},
        // The form stays usable after a result so a mistyped address can be corrected and sent again.
        success: {},
        failure: {
          tags: ['error'],
          on: { 'banner.dismiss': { target: 'idle', actions: 'clearError' } },
        },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendResetLink',
        src: 'sendResetLink',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          { guard: ({ event }) => event.output === true, target: 'form.success' },
          {
            target: 'form.failure',
            actions: { type: 'showError', params: { text: messages.resetLinkFailed } },
          },
        ],
        onError: {
          target: 'form.failure',
          actions: { type: 'showError', params: ({ event }) => ({ text: errorText(event.error) }) },
        },
      },
    },
  },
});
