import type { FormEvent, KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '#ui/components/button/button';
import { Inline } from '#ui/components/inline/inline';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { PasswordField } from '#ui/components/password-field/password-field';
import { TextField } from '#ui/components/text-field/text-field';
import * as s from './login-page.css';
import { FormBanner } from './form-banner';
import * as f from './sign-in-form.css';
import { SignInLayout } from './sign-in-layout';
import type { LoginViewProps } from './use-login';

/** The login card: credentials, the error banner and the links to request access or a reset. */
export function LoginView(props: LoginViewProps) {
  const { send, busy, editable } = props;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'credentials.submit' });
  };
  // Enter is the machine's to judge, so the browser's implicit form submission is stopped.
  const onEnter = (type: 'login.enterPressed' | 'password.enterPressed') => (e: KeyboardEvent) => {
    e.preventDefault();
    send({ type });
  };

  return (
    <SignInLayout title="Login">
      <form className={f.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <FormBanner type="error" text={props.error} onDismiss={() => send({ type: 'banner.dismiss' })} />
        <TextField
          label="Email or username"
          name="login"
          autoComplete="username"
          value={props.login}
          error={props.loginError ?? undefined}
          disabled={!editable}
          onChange={(value) => send({ type: 'field.changed', field: 'login', value })}
          onEnter={onEnter('login.enterPressed')}
        />
        <PasswordField
          label="Password"
          name="password"
          value={props.password}
          error={props.passwordError ?? undefined}
          disabled={!editable}
          onChange={(value) => send({ type: 'field.changed', field: 'password', value })}
          onEnter={onEnter('password.enterPressed')}
        />
        <Inline align="end" wrap={false} className={s.forgot}>
          <Link href={props.forgotPasswordHref} className={textLinkClass({ tone: 'muted' })}>
            Forgot your password?
          </Link>
        </Inline>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={busy}>
          Login
        </Button>
        <p className={s.requestAccess}>
          <Link href={props.requestAccessHref} className={textLinkClass()}>
            New customer? Request Access
          </Link>
        </p>
      </form>
    </SignInLayout>
  );
}
