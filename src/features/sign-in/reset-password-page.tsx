import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import {
  resetPasswordMachine,
  type UpdatePasswordInput,
} from '../../../machines/reset-password/reset-password.machine';
import * as select from '../../../machines/reset-password/reset-password.selectors';
import { AlertBanner } from '../../../ui/components/alert-banner/alert-banner';
import { Button } from '../../../ui/components/button/button';
import { textLinkClass } from '../../../ui/components/link-button/link-button';
import { PasswordField } from '../../../ui/components/password-field/password-field';
import { Spinner } from '../../../ui/components/spinner/spinner';
import { useRuntime } from '../../app/runtime-context';
import { fromCall } from '../../app/from-call';
import type { PageProps } from './page-props';
import { PasswordChecklist } from './password-checklist';
import * as f from './sign-in-form.css';
import { SignInLayout } from './sign-in-layout';
import { useQuery } from './use-query';

/**
 * /login/reset-password/:hash (spec 1 §2). Registration links add `?mode=create`: the same screen then
 * creates the first password.
 */
export function ResetPasswordPage({ params }: PageProps) {
  const runtime = useRuntime();
  const { authApi } = runtime.services;
  const query = useQuery();
  const resetMode = query.get('mode') === 'create' ? 'create' : 'reset';
  const actor = useActorRef(
    resetPasswordMachine.provide({
      actions: { navigate: (_, { to }) => runtime.navigate(to) },
      actors: {
        checkHash: fromCall<boolean | null, { hash: string }>(({ input, signal }) =>
          authApi.isValidPasswordResetHash(input.hash, signal),
        ),
        updatePassword: fromCall<boolean | null, UpdatePasswordInput>(({ input, signal }) =>
          authApi.updatePassword(input, signal),
        ),
      },
    }),
    { input: { hash: params.hash ?? null, resetMode }, inspect: runtime.inspect },
  );

  const checking = useSelector(actor, select.selectIsCheckingHash);
  const showForm = useSelector(actor, select.selectShowForm);
  const enabled = useSelector(actor, select.selectIsFormEnabled);
  const submitting = useSelector(actor, select.selectIsSubmitting);
  const canSubmit = useSelector(actor, select.selectCanSubmit);
  const password = useSelector(actor, select.selectPassword);
  const confirm = useSelector(actor, select.selectConfirm);
  const passwordError = useSelector(actor, select.selectPasswordError);
  const confirmError = useSelector(actor, select.selectConfirmError);
  const error = useSelector(actor, select.selectError);
  const dismissible = useSelector(actor, select.selectIsErrorDismissible);
  const updated = useSelector(actor, select.selectUpdatedMessage);
  const prompt = useSelector(actor, select.selectSignInPrompt);

  const title = resetMode === 'create' ? 'Create Password' : 'Reset Password';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'form.submit' });
  };
  const toLogin = () => actor.send({ type: 'login.requested' });

  if (checking) {
    return (
      <SignInLayout title={title}>
        <Spinner size="lg" block label="Checking your link" />
      </SignInLayout>
    );
  }

  if (!showForm) {
    return (
      <SignInLayout title={title}>
        <div className={f.form}>
          <AlertBanner type="success" open={updated !== null} marginBottom={0}>
            {updated}
          </AlertBanner>
          <p className={f.text}>{prompt}</p>
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
          onDismiss={dismissible ? () => actor.send({ type: 'banner.dismiss' }) : undefined}
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
            value={password}
            error={passwordError ?? undefined}
            disabled={!enabled}
            onChange={(value) => actor.send({ type: 'field.changed', field: 'password', value })}
          />
          <PasswordChecklist password={password} />
        </div>
        <PasswordField
          label="Confirm Password"
          name="confirm"
          autoComplete="new-password"
          required
          value={confirm}
          error={confirmError ?? undefined}
          disabled={!enabled}
          onChange={(value) => actor.send({ type: 'field.changed', field: 'confirm', value })}
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
          <Button type="submit" variant="primary" loading={submitting} disabled={!canSubmit}>
            Reset Password
          </Button>
        </div>
      </form>
    </SignInLayout>
  );
}
