import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine';
import * as select from '../../../machines/forgot-password/forgot-password.selectors';
import { AlertBanner } from '../../../ui/components/alert-banner/alert-banner';
import { Button } from '../../../ui/components/button/button';
import { textLinkClass } from '../../../ui/components/link-button/link-button';
import { TextField } from '../../../ui/components/text-field/text-field';
import { useRuntime } from '../../app/runtime-context';
import { fromCall } from '../../app/from-call';
import type { PageProps } from './page-props';
import * as f from './sign-in-form.css';
import { SignInLayout } from './sign-in-layout';
import { useQuery } from './use-query';

/** /login/forgot-password (spec 1 §2): asks the server to email a reset link. */
export function ForgotPasswordPage(_props: PageProps) {
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

  const email = useSelector(actor, select.selectEmail);
  const emailError = useSelector(actor, select.selectEmailError);
  const editable = useSelector(actor, select.selectIsEditable);
  const sending = useSelector(actor, select.selectIsSending);
  const success = useSelector(actor, select.selectSuccessMessage);
  const error = useSelector(actor, select.selectError);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'form.submit' });
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
          onDismiss={() => actor.send({ type: 'banner.dismiss' })}
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
          value={email}
          error={emailError ?? undefined}
          disabled={!editable}
          onChange={(value) => actor.send({ type: 'field.changed', field: 'email', value })}
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
