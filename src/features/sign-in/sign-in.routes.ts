import type { PageLoader } from '../../app/page-props';
import { authRoute } from '../../app/route-def';

const loaders = {
  login: () => import('./login-page').then((m) => m.LoginPage),
  requestAccess: () => import('./request-access-page').then((m) => m.RequestAccessPage),
  requestAccessSuccess: () => import('./request-access-success-page').then((m) => m.RequestAccessSuccessPage),
  forgotPassword: () => import('./forgot-password-page').then((m) => m.ForgotPasswordPage),
  resetPassword: () => import('./reset-password-page').then((m) => m.ResetPasswordPage),
  accountSelection: () => import('./account-selection-page').then((m) => m.AccountSelectionPage),
} satisfies Record<string, PageLoader>;

let prefetchArmed = false;
/**
 * The sign-in area's neighbours are fetched at the person's first key or click on its first page, not with
 * it: a first visit stays small (docs/performance.md), and by the time the form is sent, account selection
 * is there, so moving on shows no spinner.
 */
function prefetchOnFirstInput() {
  if (prefetchArmed || typeof window === 'undefined') return;
  prefetchArmed = true;
  const events = ['pointerdown', 'keydown'] as const;
  const prefetch = () => {
    for (const type of events) window.removeEventListener(type, prefetch, true);
    for (const load of Object.values(loaders))
      void load().catch(() => {
        // Offline: the page is fetched again when it is visited, and a failure is reported then.
      });
  };
  for (const type of events) window.addEventListener(type, prefetch, { capture: true, passive: true });
}

const page =
  (load: PageLoader): PageLoader =>
  () => {
    prefetchOnFirstInput();
    return load();
  };

/** The sign-in area (spec 1 §2): open to anyone, shown without the shell. */
export const signInRoutes = [
  authRoute('Login', '/login', page(loaders.login)),
  authRoute('Request Access', '/login/request-access', page(loaders.requestAccess)),
  authRoute('Request Access Success', '/login/request-access-success', page(loaders.requestAccessSuccess)),
  authRoute('Forgot Password', '/login/forgot-password', page(loaders.forgotPassword)),
  authRoute('Reset Password', '/login/reset-password/:hash?', page(loaders.resetPassword)),
  authRoute('Account Selection', '/login/account-selection', page(loaders.accountSelection)),
];
