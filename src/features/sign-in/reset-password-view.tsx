import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '#ui/components/button/button';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { PasswordField } from '#ui/components/password-field/password-field';
import { Spinner } from '#ui/components/spinner/spinner';
import { PasswordChecklist } from '../../shared/forms/password-checklist';
import { FormBanner } from './form-banner';
import { Stack } from '#ui/components/stack/stack';
import { Inline } from '#ui/components/inline/inline';
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
  const bind = (field: 'password' | 'confirm') => ({
    name: field,
    value: props[field],
    error: props[field === 'password' ? 'passwordError' : 'confirmError'] ?? undefined,
    disabled: !enabled,
    onChange: (value: string) => send({ type: 'field.changed', field, value }),
  });

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
        <Stack gap="lg">
          <FormBanner type="success" text={props.updated} />
          <p className={f.text}>{props.prompt}</p>
          <Button variant="primary" fullWidth onClick={toLogin}>
            Go to login
          </Button>
        </Stack>
      </SignInLayout>
    );
  }

  return (
    <SignInLayout title={title}>
      <form className={f.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
        <FormBanner
          type="error"
          text={error}
          onDismiss={props.dismissible ? () => send({ type: 'banner.dismiss' }) : undefined}
        />
        <div>
          <PasswordField label="New Password" autoComplete="new-password" required {...bind('password')} />
          <PasswordChecklist password={props.password} />
        </div>
        <PasswordField label="Confirm Password" autoComplete="new-password" required {...bind('confirm')} />
        <Inline gap="md" align="space-between" alignY="center" wrap={false} marginTop="sm">
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
        </Inline>
      </form>
    </SignInLayout>
  );
}
