import { ForgotPasswordView } from './forgot-password-view';
import type { PageProps } from './page-props';
import { useForgotPassword } from './use-forgot-password';

/** /login/forgot-password (spec 1 §2): asks the server to email a reset link. */
export function ForgotPasswordPage(_props: PageProps) {
  return <ForgotPasswordView {...useForgotPassword()} />;
}
