import type { PageProps } from './page-props';
import { ResetPasswordView } from './reset-password-view';
import { useResetPassword } from './use-reset-password';

/**
 * /login/reset-password/:hash (spec 1 §2). Registration links add `?mode=create`: the same screen then
 * creates the first password.
 */
export function ResetPasswordPage({ params }: PageProps) {
  return <ResetPasswordView {...useResetPassword(params.hash)} />;
}
