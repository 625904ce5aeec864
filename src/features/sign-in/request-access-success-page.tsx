import { Link } from 'wouter';
import { messages } from '#contract/messages';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { Stack } from '#ui/components/stack/stack';
import type { PageProps } from './page-props';
import * as s from './request-access-success-page.css';
import * as f from './sign-in-form.css';
import { SignInLayout } from './sign-in-layout';

/**
 * What happened when the address already has an account (issue #10). The server answers such a request
 * like any other, so that the form never tells a stranger which addresses have accounts, and mails the
 * account holder instead; the page says so, for the person who already had an account and wonders.
 */
export const existingAccountNote =
  'Already have an account with this email address? Then no request is filed: we have emailed you a link to sign in or reset your password.';

/** /login/request-access-success (spec 1 §2): the animated confirmation. It holds no state, so no machine. */
export function RequestAccessSuccessPage(_props: PageProps) {
  return (
    <SignInLayout>
      <Stack gap="lg" align="center" className={s.body}>
        <svg className={s.badge} viewBox="0 0 52 52" aria-hidden="true" focusable="false">
          <circle className={s.circle} cx="26" cy="26" r="24" pathLength={1} />
          <path className={s.check} d="M15 27l7.5 7.5L37.5 19" pathLength={1} />
        </svg>
        <h1 className={s.title}>Request Successful</h1>
        <p className={f.text}>{messages.accessRequested}</p>
        <p className={f.text}>{existingAccountNote}</p>
        <Link href="/login" className={textLinkClass()}>
          Back to Login
        </Link>
      </Stack>
    </SignInLayout>
  );
}
