import type { ResetMode } from '#contract/identity';
import {
  resetPasswordMachine,
  type ResetPasswordEvent,
  type UpdatePasswordInput,
} from '#machines/reset-password/reset-password.machine';
import * as select from '#machines/reset-password/reset-password.selectors';
import { fromCall } from '../../app/from-call';
import { usePageMachine, type PageMachineView } from './use-page-machine';

/** What the reset-password view shows, read in one selector. */
const selectResetPasswordView = (s: select.ResetPasswordSnapshot) => ({
  title: select.selectTitle(s),
  checking: select.selectIsCheckingHash(s),
  showForm: select.selectShowForm(s),
  enabled: select.selectIsFormEnabled(s),
  submitting: select.selectIsSubmitting(s),
  canSubmit: select.selectCanSubmit(s),
  password: select.selectPassword(s),
  confirm: select.selectConfirm(s),
  passwordError: select.selectPasswordError(s),
  confirmError: select.selectConfirmError(s),
  error: select.selectError(s),
  dismissible: select.selectIsErrorDismissible(s),
  updated: select.selectUpdatedMessage(s),
  prompt: select.selectSignInPrompt(s),
});

export type ResetPasswordViewProps = PageMachineView<typeof selectResetPasswordView, ResetPasswordEvent>;

/** `?mode=create` sets a first password; anything else resets one. */
const resetModeOf = (query: URLSearchParams): ResetMode =>
  query.get('mode') === 'create' ? 'create' : 'reset';

/** Binds the reset-password machine to the auth API, the route's `hash` and the query's `mode`. */
export function useResetPassword(hash: string | undefined): ResetPasswordViewProps {
  return usePageMachine(
    (runtime, query) => ({
      machine: resetPasswordMachine.provide({
        actions: { navigate: (_, { to }) => runtime.navigate(to) },
        actors: {
          checkHash: fromCall<boolean | null, { hash: string }>(({ input, signal }) =>
            runtime.services.authApi.isValidPasswordResetHash(input.hash, signal),
          ),
          updatePassword: fromCall<boolean | null, UpdatePasswordInput>(({ input, signal }) =>
            runtime.services.authApi.updatePassword(input, signal),
          ),
        },
      }),
      input: { hash: hash ?? null, resetMode: resetModeOf(query) },
    }),
    selectResetPasswordView,
  );
}
