import { Link } from 'wouter';
import { messages } from '../../../api/contract/messages';
import { textLinkClass } from '../../../ui/components/link-button/link-button';
import type { PageProps } from './page-props';
import * as s from './request-access-success-page.css';
import * as f from './sign-in-form.css';
import { SignInLayout } from './sign-in-layout';

/** /login/request-access-success (spec 1 §2): the animated confirmation. It holds no state, so no machine. */
export function RequestAccessSuccessPage(_props: PageProps) {
  return (
    <SignInLayout>
      <div className={s.body}>
        <svg className={s.badge} viewBox="0 0 52 52" aria-hidden="true" focusable="false">
          <circle className={s.circle} cx="26" cy="26" r="24" pathLength={1} />
          <path className={s.check} d="M15 27l7.5 7.5L37.5 19" pathLength={1} />
        </svg>
        <h1 className={s.title}>Request Successful</h1>
        <p className={f.text}>{messages.accessRequested}</p>
        <Link href="/login" className={textLinkClass()}>
          Back to Login
        </Link>
      </div>
    </SignInLayout>
  );
}
