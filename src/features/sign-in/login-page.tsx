import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { assign } from 'xstate';
import type { LoginRequest, SignInResult } from '../../../api/contract/identity';
import { readClock, type LoginToAccountInput } from '../../../machines/sign-in/sign-in.helpers';
import { signInMachine } from '../../../machines/sign-in/sign-in.machine';
import * as select from '../../../machines/sign-in/sign-in.selectors';
import { AlertBanner } from '../../../ui/components/alert-banner/alert-banner';
import { Button } from '../../../ui/components/button/button';
import { textLinkClass } from '../../../ui/components/link-button/link-button';
import { PasswordField } from '../../../ui/components/password-field/password-field';
import { TextField } from '../../../ui/components/text-field/text-field';
import { useRuntime } from '../../app/runtime-context';
import { fromCall } from '../../app/from-call';
import * as s from './login-page.css';
import type { PageProps } from './page-props';
import * as f from './sign-in-form.css';
import { SignInLayout } from './sign-in-layout';
import { useQuery } from './use-query';

/** /login (spec 1 §2): credentials, the Enter rules, the query's error banner and the silent session check. */
export function LoginPage(_props: PageProps) {
  const runtime = useRuntime();
  const { authApi, authStore } = runtime.services;
  const query = useQuery();
  const actor = useActorRef(
    signInMachine.provide({
      actions: {
        navigate: (_, { to }) => runtime.navigate(to),
        storeAuth: (_, { auth }) => runtime.storeAuth(auth),
        clearAuth: () => runtime.clearAuth(),
        stampClock: assign({ clock: () => readClock(new Date()) }),
      },
      actors: {
        checkCurrentUser: fromCall(({ signal }) => authApi.autoLogin(signal)),
        login: fromCall<SignInResult | null, LoginRequest>(({ input, signal }) =>
          authApi.login(input, signal),
        ),
        // The token of `input` is already in storage, where the HTTP client reads it.
        loginToAccount: fromCall<SignInResult | null, LoginToAccountInput>(({ input, signal }) =>
          authApi.loginToAccount(input.identity, signal),
        ),
      },
    }),
    {
      input: {
        hasStoredIdentity: authStore.identityHash() !== null,
        checkAuth: query.get('checkAuth'),
        error: query.get('error'),
        returnUrl: query.get('returnUrl'),
        email: query.get('email'),
      },
      inspect: runtime.inspect,
    },
  );

  const login = useSelector(actor, select.selectLogin);
  const password = useSelector(actor, select.selectPassword);
  const loginError = useSelector(actor, select.selectLoginError);
  const passwordError = useSelector(actor, select.selectPasswordError);
  const banner = useSelector(actor, select.selectBanner);
  const busy = useSelector(actor, select.selectIsBusy);
  const editable = useSelector(actor, select.selectIsEditable);
  const requestAccessHref = useSelector(actor, select.selectRequestAccessHref);
  const forgotPasswordHref = useSelector(actor, select.selectForgotPasswordHref);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'credentials.submit' });
  };
  // Enter is the machine's to judge, so the browser's implicit form submission is stopped.
  const onEnter = (type: 'login.enterPressed' | 'password.enterPressed') => (e: KeyboardEvent) => {
    e.preventDefault();
    actor.send({ type });
  };

  return (
    <SignInLayout title="Login">
      <form className={f.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <AlertBanner
          type="error"
          open={banner !== null}
          onDismiss={() => actor.send({ type: 'banner.dismiss' })}
          marginBottom={0}
        >
          {banner}
        </AlertBanner>
        <TextField
          label="Email or username"
          name="login"
          autoComplete="username"
          value={login}
          error={loginError ?? undefined}
          disabled={!editable}
          onChange={(value) => actor.send({ type: 'field.changed', field: 'login', value })}
          onEnter={onEnter('login.enterPressed')}
        />
        <PasswordField
          label="Password"
          name="password"
          value={password}
          error={passwordError ?? undefined}
          disabled={!editable}
          onChange={(value) => actor.send({ type: 'field.changed', field: 'password', value })}
          onEnter={onEnter('password.enterPressed')}
        />
        <div className={s.forgot}>
          <Link href={forgotPasswordHref} className={textLinkClass({ tone: 'muted' })}>
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={busy}>
          Login
        </Button>
        <p className={s.requestAccess}>
          <Link href={requestAccessHref} className={textLinkClass()}>
            New customer? Request Access
          </Link>
        </p>
      </form>
    </SignInLayout>
  );
}
