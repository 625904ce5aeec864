import {
  forgotPasswordMachine,
  type ForgotPasswordEvent,
} from '#machines/forgot-password/forgot-password.machine';
import * as select from '#machines/forgot-password/forgot-password.selectors';
import { fromCall } from '../../app/from-call';
import { usePageMachine, type PageMachineView } from './use-page-machine';

/** What the forgot-password view shows, read in one selector. */
const selectForgotPasswordView = (s: select.ForgotPasswordSnapshot) => ({
  email: select.selectEmail(s),
  emailError: select.selectEmailError(s),
  editable: select.selectIsEditable(s),
  sending: select.selectIsSending(s),
  success: select.selectSuccessMessage(s),
  error: select.selectError(s),
});

export type ForgotPasswordViewProps = PageMachineView<typeof selectForgotPasswordView, ForgotPasswordEvent>;

/** Binds the forgot-password machine to the auth API and the query's `email`. */
export function useForgotPassword(): ForgotPasswordViewProps {
  return usePageMachine(
    ({ services: { authApi } }, query) => ({
      machine: forgotPasswordMachine.provide({
        actors: {
          sendResetLink: fromCall<boolean | null, { email: string }>(({ input, signal }) =>
            authApi.sendPasswordResetLinkByEmail(input.email, signal),
          ),
        },
      }),
      input: { email: query.get('email') },
    }),
    selectForgotPasswordView,
  );
}
