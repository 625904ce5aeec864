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

/**
 * Spec 2 §8's texts "thrown when data is missing". A stop modal with no load and a stop without its location
 * say the first two; the reference lists are compiled from the contract, so the last four cannot happen in
 * this portal and are kept for a client that reads them from getEnums (decision 058).
 */
export const missingDataTexts = {
  load: 'Load is not defined',
  loadLocations: 'Load Locations are not defined',
  countryStatesFailed: 'Country states failed to load',
  countryStatesEmpty: 'Country states loaded, but no items found',
  countriesFailed: 'Countries failed to load',
  designationsFailed: 'Designations failed to load',
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
  /** A list waits this long after a change elsewhere (the live desk) so that a burst is read once. */
  liveSettleMs: 250,
} as const;

export const clientVersion = '1.3.8';
export const clientBuildDate = '2025-09-04';
