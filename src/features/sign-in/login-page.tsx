import { LoginView } from './login-view';
import type { PageProps } from './page-props';
import { useLogin } from './use-login';

/** /login (spec 1 §2): credentials, the Enter rules, the query's error banner and the silent session check. */
export function LoginPage(_props: PageProps) {
  return <LoginView {...useLogin()} />;
}
