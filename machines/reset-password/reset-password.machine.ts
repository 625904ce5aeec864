import { assign, setup } from 'xstate';
import type { ResetMode } from '#contract/identity';
import { messages } from '#contract/messages';
import { passwordMismatchMessage, passwordProblem } from '#contract/password-rules';
import {
  callFailed,
  editableForm,
  formFragmentActions,
  type FormErrorContext,
} from '../shared/form-fragment';
import { injectedAction, injectedCall, machineTypes } from '../shared/injected';

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

export interface ResetPasswordContext extends FormErrorContext {
  hash: string;
  resetMode: ResetMode;
  password: string;
  confirm: string;
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
  types: machineTypes<
    ResetPasswordContext,
    ResetPasswordEvent,
    ResetPasswordInput,
    'busy' | 'editable' | 'error'
  >(),
  actions: {
    navigate: injectedAction<{ to: string }>('navigate'),
    setField: assign(({ event }) => (event.type === 'field.changed' ? { [event.field]: event.value } : {})),
    ...formFragmentActions<ResetPasswordContext, ResetPasswordEvent>(),
    forgetPasswords: assign({ password: '', confirm: '' }),
  },
  guards: {
    hasHash: ({ context }) => context.hash !== '',
    formValid: ({ context }) => {
      const errors = resetPasswordErrors(context);
      return !errors.password && !errors.confirm;
    },
    /** The server answers `true` for a usable link and a stored password; `false` or null otherwise. */
    confirmed: (_, params: { answer: boolean | null }) => params.answer === true,
  },
  actors: {
    checkHash: injectedCall<boolean | null, { hash: string }>('checkHash'),
    updatePassword: injectedCall<boolean | null, UpdatePasswordInput>('updatePassword'),
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
      description: 'A link without a hash is invalid at once; one with a hash is checked.',
      always: [
        { guard: 'hasHash', target: 'checkingHash' },
        { target: 'invalid', actions: { type: 'showError', params: { text: messages.invalidHash } } },
      ],
    },
    checkingHash: {
      description: 'The server is asked whether the link is still usable.',
      tags: ['busy'],
      invoke: {
        id: 'checkHash',
        src: 'checkHash',
        input: ({ context }) => ({ hash: context.hash }),
        onDone: [
          {
            guard: { type: 'confirmed', params: ({ event }) => ({ answer: event.output }) },
            target: 'valid',
          },
          { target: 'invalid', actions: { type: 'showError', params: { text: messages.invalidHash } } },
        ],
        onError: callFailed('invalid'),
      },
    },
    invalid: {
      description:
        'The link is unusable: the form shows disabled under an error banner that cannot be dismissed.',
      tags: ['error'],
    },
    valid: editableForm(
      'The new password and its confirmation can be typed and sent.',
      'setField',
      'formValid',
      'submitting',
    ),
    submitting: {
      description: 'The new password is sent with the hash of the link.',
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
          {
            guard: { type: 'confirmed', params: ({ event }) => ({ answer: event.output }) },
            target: 'updated',
          },
          {
            target: 'valid.failure',
            actions: { type: 'showError', params: { text: messages.passwordUpdateFailed } },
          },
        ],
        onError: callFailed('valid.failure'),
      },
    },
    updated: {
      description:
        'The password is stored; the form gives way to the sign-in prompt. Passwords leave memory once they are no longer needed.',
      entry: 'forgetPasswords',
    },
  },
});
