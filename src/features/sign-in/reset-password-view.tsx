import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { PasswordField } from '#ui/components/password-field/password-field';
import { Spinner } from '#ui/components/spinner/spinner';
import { PasswordChecklist } from '../../shared/forms/password-checklist';
import * as f from './sign-in-form.css';
import { SignInLayout } from './sign-in-layout';
import type { ResetPasswordViewProps } from './use-reset-password';

/** The link check, then the new-password form, then the sign-in prompt once the password is stored. */
export function ResetPasswordView(props: ResetPasswordViewProps) {
  const { send, title, submitting, enabled, error } = props;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'form.submit' });
  };
  const toLogin = () => send({ type: 'login.requested' });

  if (props.checking) {
    return (
      <SignInLayout title={title}>
        <Spinner size="lg" block label="Checking your link" />
      </SignInLayout>
    );
  }

  if (!props.showForm) {
    return (
      <SignInLayout title={title}>
        <div className={f.form}>
          <AlertBanner type="success" open={props.updated !== null} marginBottom={0}>
            {props.updated}
          </AlertBanner>
          <p className={f.text}>{props.prompt}</p>
          <Button variant="primary" fullWidth onClick={toLogin}>
            Go to login
          </Button>
        </div>
      </SignInLayout>
    );
  }

  return (
    <SignInLayout title={title}>
      <form className={f.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
        <AlertBanner
          type="error"
          open={error !== null}
          onDismiss={props.dismissible ? () => send({ type: 'banner.dismiss' }) : undefined}
          marginBottom={0}
        >
          {error}
        </AlertBanner>
        <div>
          <PasswordField
            label="New Password"
            name="password"
            autoComplete="new-password"
            required
            value={props.password}
            error={props.passwordError ?? undefined}
            disabled={!enabled}
            onChange={(value) => send({ type: 'field.changed', field: 'password', value })}
          />
          <PasswordChecklist password={props.password} />
        </div>
        <PasswordField
          label="Confirm Password"
          name="confirm"
          autoComplete="new-password"
          required
          value={props.confirm}
          error={props.confirmError ?? undefined}
          disabled={!enabled}
          onChange={(value) => send({ type: 'field.changed', field: 'confirm', value })}
        />
        <div className={f.actions}>
          {/* A real link (new tab, copy address) whose click the machine handles, so Cancel is on its log. */}
          <Link
            href="/login"
            className={textLinkClass({ tone: 'muted' })}
            onClick={(event) => {
              event.preventDefault();
              toLogin();
            }}
          >
            Cancel
          </Link>
          <Button type="submit" variant="primary" loading={submitting} disabled={!props.canSubmit}>
            Reset Password
          </Button>
        </div>
      </form>
    </SignInLayout>
  );
}
