import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { TextField } from '#ui/components/text-field/text-field';
import * as f from './sign-in-form.css';
import { SignInLayout } from './sign-in-layout';
import type { ForgotPasswordViewProps } from './use-forgot-password';

/** The forgot-password card: the email, the result banners, Back and Request Reset Link. */
export function ForgotPasswordView(props: ForgotPasswordViewProps) {
  const { send, sending, success, error } = props;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'form.submit' });
  };

  return (
    <SignInLayout title="Forgot Password">
      <form className={f.form} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
        <AlertBanner type="success" open={success !== null} marginBottom={0}>
          {success}
        </AlertBanner>
        <AlertBanner
          type="error"
          open={error !== null}
          onDismiss={() => send({ type: 'banner.dismiss' })}
          marginBottom={0}
        >
          {error}
        </AlertBanner>
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={props.email}
          error={props.emailError ?? undefined}
          disabled={!props.editable}
          onChange={(value) => send({ type: 'field.changed', field: 'email', value })}
        />
        <div className={f.actions}>
          <Link href="/login" className={textLinkClass({ tone: 'muted' })}>
            Back
          </Link>
          <Button type="submit" variant="primary" loading={sending}>
            Request Reset Link
          </Button>
        </div>
      </form>
    </SignInLayout>
  );
}
