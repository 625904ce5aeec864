import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '#ui/components/button/button';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { TextField } from '#ui/components/text-field/text-field';
import { FormBanner } from './form-banner';
import { Inline } from '#ui/components/inline/inline';
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
        <FormBanner type="success" text={success} />
        <FormBanner type="error" text={error} onDismiss={() => send({ type: 'banner.dismiss' })} />
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
        <Inline gap="md" align="space-between" alignY="center" wrap={false} marginTop="sm">
          <Link href="/login" className={textLinkClass({ tone: 'muted' })}>
            Back
          </Link>
          <Button type="submit" variant="primary" loading={sending}>
            Request Reset Link
          </Button>
        </Inline>
      </form>
    </SignInLayout>
  );
}
