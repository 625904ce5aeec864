import { assign, fromPromise, setup } from 'xstate';
import type { ResetMode } from '../../api/contract/identity';
import { messages } from '../../api/contract/messages';
import { passwordMismatchMessage, passwordProblem } from '../../api/contract/password-rules';
import { errorText } from '../shared/error-text';

/** The route's `{hash}` (possibly missing) and whether the link creates or resets a password. */
export interface ResetPasswordInput {
  hash?: string | null;
  /** Defaults to 'reset'. */
  resetMode?: ResetMode | null;
}

export type ResetPasswordField = 'password' | 'confirm';

export type ResetPasswordEvent =
  | { type: 'field.changed'; field: ResetPasswordField; value: string }
  | { type: 'form.submit' }
  | { type: 'banner.dismiss' }
  /** 'Cancel' on the form and 'Go to login' after the update. */
  | { type: 'login.requested' };

export interface ResetPasswordContext {
  hash: string;
  resetMode: ResetMode;
  password: string;
  confirm: string;
  /** Lazy validation: errors show once a submit was tried, then follow the typing. */
  attempted: boolean;
  error: string | null;
}

export interface UpdatePasswordInput {
  hash: string;
  password: string;
  resetMode: ResetMode;
}

/** Spec 1 §5: the first password rule broken, and the confirmation must match. */
export const resetPasswordErrors = (c: Pick<ResetPasswordContext, 'password' | 'confirm'>) => ({
  password: passwordProblem(c.password),
  confirm: c.confirm === c.password ? null : passwordMismatchMessage,
});

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
    tags: {} as 'busy' | 'editable' | 'error',
  },
  actions: {
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate not provided');
    },
    setField: assign(({ event }) => (event.type === 'field.changed' ? { [event.field]: event.value } : {})),
    markAttempted: assign({ attempted: true }),
    clearError: assign({ error: null }),
    showError: assign((_, params: { text: string }) => ({ error: params.text })),
  },
  guards: {
    hasHash: ({ context }) => context.hash !== '',
    formValid: ({ context }) => {
      const errors = resetPasswordErrors(context);
      return !errors.password && !errors.confirm;
    },
  },
  actors: {
    checkHash: fromPromise<boolean | null, { hash: string }>(() =>
      Promise.reject(new Error('checkHash not provided')),
    ),
    updatePassword: fromPromise<boolean | null, UpdatePasswordInput>(() =>
      Promise.reject(new Error('updatePassword not provided')),
    ),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    hash: input.hash?.trim() ?? '',
    resetMode: input.resetMode ?? 'reset',
    password: '',
    confirm: '',
    attempted: false,
    error: null,
  }),
  initial: 'starting',
  on: {
    'login.requested': { actions: { type: 'navigate', params: { to: '/login' } } },
  },
  states: {
    starting: {
      always: [
        { guard: 'hasHash', target: 'checkingHash' },
        { target: 'invalid', actions: { type: 'showError', params: { text: messages.invalidHash } } },
      ],
    },
    checkingHash: {
      tags: ['busy'],
      invoke: {
        id: 'checkHash',
        src: 'checkHash',
        input: ({ context }) => ({ hash: context.hash }),
        onDone: [
          { guard: ({ event }) => event.output === true, target: 'valid' },
          { target: 'invalid', actions: { type: 'showError', params: { text: messages.invalidHash } } },
        ],
        onError: {
          target: 'invalid',
          actions: { type: 'showError', params: ({ event }) => ({ text: errorText(event.error) }) },
        },
      },
    },
    invalid: {
      tags: ['error'],
    },
    valid: {
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
        id: 'updatePassword',
        src: 'updatePassword',
        input: ({ context }) => ({
          hash: context.hash,
          password: context.password,
          resetMode: context.resetMode,
        }),
        onDone: [
          { guard: ({ event }) => event.output === true, target: 'updated' },
          {
            target: 'valid.failure',
            actions: { type: 'showError', params: { text: messages.passwordUpdateFailed } },
          },
        ],
        onError: {
          target: 'valid.failure',
          actions: { type: 'showError', params: ({ event }) => ({ text: errorText(event.error) }) },
        },
      },
    },
    updated: {
      // Passwords leave memory once they are no longer needed.
      entry: assign({ password: '', confirm: '' }),
    },
  },
});
