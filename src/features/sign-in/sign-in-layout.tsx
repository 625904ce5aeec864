import { AuthLayout, type AuthLayoutProps } from '#ui/components/auth-layout/auth-layout';

export const companyName = 'Northwest Distribution Services';

/** The sign-in area's frame: the footer names the company and the current year (spec 1 §1). */
export function SignInLayout(props: Omit<AuthLayoutProps, 'companyName' | 'year'>) {
  return <AuthLayout {...props} companyName={companyName} year={new Date().getFullYear()} />;
}
