import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import {
  forgotPasswordMachine,
  type ForgotPasswordEvent,
} from '#machines/forgot-password/forgot-password.machine';
import * as select from '#machines/forgot-password/forgot-password.selectors';
import { fromCall } from '../../app/from-call';
import { useRuntime } from '../../app/runtime-context';
import { useQuery } from './use-query';

/** What the forgot-password view shows, read in one selector. */
const selectForgotPasswordView = (s: select.ForgotPasswordSnapshot) => ({
  email: select.selectEmail(s),
  emailError: select.selectEmailError(s),
  editable: select.selectIsEditable(s),
  sending: select.selectIsSending(s),
  success: select.selectSuccessMessage(s),
  error: select.selectError(s),
});

export type ForgotPasswordViewProps = ReturnType<typeof selectForgotPasswordView> & {
  send: (event: ForgotPasswordEvent) => void;
};

/** Binds the forgot-password machine to the auth API and the query's `email`. */
export function useForgotPassword(): ForgotPasswordViewProps {
  const runtime = useRuntime();
  const { authApi } = runtime.services;
  const query = useQuery();
  const actor = useActorRef(
    forgotPasswordMachine.provide({
      actors: {
        sendResetLink: fromCall<boolean | null, { email: string }>(({ input, signal }) =>
          authApi.sendPasswordResetLinkByEmail(input.email, signal),
        ),
      },
    }),
    { input: { email: query.get('email') }, inspect: runtime.inspect },
  );
  return { ...useSelector(actor, selectForgotPasswordView, shallowEqual), send: actor.send };
}
