/** The error catalogue of spec 1 §8 and the sign-in area's texts, quoted. */
export const messages = {
  tokenExpired: 'Your session has expired. Please login again.',
  unknownError: 'An unknown error occurred. Please try again.',
  noIdentities: 'No identities found for this account. Please contact an administrator.',
  resetLinkSent: 'A password reset link has been sent to your email address.',
  resetLinkFailed: 'Unable to send a password reset link to this email address.',
  /** Spec 1 §4 gives no words; shown after every reset request so it reveals no account (decision 052). */
  resetLinkNoEmail: 'If your account has no email address, please contact an administrator.',
  accessRequested: 'Submitted successfully! Please wait for us to review your access request.',
  passwordUpdated: 'Your password has been updated',
  passwordUpdateFailed: 'Unable to change your password.',
  invalidHash: 'Invalid Hash',
  chunkLoadFailed:
    'A new version of this app is available, please refresh the page to get the latest version.',
  offlineRouteError:
    'An error occurred while loading the page, please check your internet connection and try again.',
  scanToPickOnly:
    'This account can only be used with the scan-to-pick app. Please contact an administrator for portal access.',
} as const;

/** Timing constants of spec 1 §9. */
export const timings = {
  sessionCheckAbortMs: 1500,
  identityCheckIntervalMs: 1000,
  snackbarTimeoutMs: 6000,
  alertRefreshMs: 100,
  alertDismissDelayMs: 200,
  listSearchDebounceMs: 300,
  optionSearchDebounceMs: 500,
  listMinimumSpinnerMs: 100,
} as const;

export const clientVersion = '1.3.8';
export const clientBuildDate = '2025-09-04';
