import { assign } from 'xstate';
import type { LoginRequest, SignInResult } from '#contract/identity';
import { readClock, type LoginToAccountInput } from '#machines/sign-in/sign-in.helpers';
import { signInMachine, type SignInEvent } from '#machines/sign-in/sign-in.machine';
import * as select from '#machines/sign-in/sign-in.selectors';
import { fromCall } from '../../app/from-call';
import { sessionActions, usePageMachine, type PageMachineView } from './use-page-machine';

/** What the login view shows, read in one selector. */
const selectLoginView = (s: select.SignInSnapshot) => ({
  login: select.selectLogin(s),
  password: select.selectPassword(s),
  loginError: select.selectLoginError(s),
  passwordError: select.selectPasswordError(s),
  error: select.selectError(s),
  busy: select.selectIsBusy(s),
  editable: select.selectIsEditable(s),
  requestAccessHref: select.selectRequestAccessHref(s),
  forgotPasswordHref: select.selectForgotPasswordHref(s),
});

export type LoginViewProps = PageMachineView<typeof selectLoginView, SignInEvent>;

/** Binds the sign-in machine to the app (API, storage, navigation, clock) and the page's query. */
export function useLogin(): LoginViewProps {
  return usePageMachine(
    (runtime, query) => ({
      machine: signInMachine.provide({
        actions: {
          ...sessionActions(runtime),
          clearAuth: () => runtime.clearAuth(),
          stampClock: assign({ clock: () => readClock(new Date()) }),
        },
        actors: {
          checkCurrentUser: fromCall(({ signal }) => runtime.services.authApi.autoLogin(signal)),
          login: fromCall<SignInResult | null, LoginRequest>(({ input, signal }) =>
            runtime.services.authApi.login(input, signal),
          ),
          // The token of `input` is already in storage, where the HTTP client reads it.
          loginToAccount: fromCall<SignInResult | null, LoginToAccountInput>(({ input, signal }) =>
            runtime.services.authApi.loginToAccount(input.identity, signal),
          ),
        },
      }),
      input: {
        hasStoredIdentity: runtime.services.authStore.identityHash() !== null,
        checkAuth: query.get('checkAuth'),
        error: query.get('error'),
        returnUrl: query.get('returnUrl'),
        email: query.get('email'),
      },
    }),
    selectLoginView,
  );
}
