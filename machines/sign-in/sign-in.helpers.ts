import type { LoginToAccountRequest } from '#contract/identity';

/**
 * A returnUrl from the query is followed only when it is a path on this site, so a crafted link cannot
 * send a freshly signed-in user to another host ('//evil.example' and '/\evil.example' are hosts to a browser).
 */
export const safeReturnUrl = (value: string | null | undefined): string | null => {
  const url = value?.trim();
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  return url;
};

/** Where the account-selection screen lives, carrying the returnUrl on (spec 1 §4). */
export const accountSelectionPath = (returnUrl: string | null): string =>
  returnUrl
    ? `/login/account-selection?returnUrl=${encodeURIComponent(returnUrl)}`
    : '/login/account-selection';

/** What the app's `loginToAccount` actor receives: the identity to switch to and the token of the sign-in. */
export interface LoginToAccountInput {
  identity: LoginToAccountRequest;
  token: string | null;
}

/** The local wall-clock the Login call reports (spec 1 §7), read by the injected clock. */
export interface ClockReading {
  localTime: string;
  timezoneOffsetMinutes: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Reads a Date as local ISO-like time (no zone) and the browser's offset, for the app's `stampClock`. */
export const readClock = (now: Date): ClockReading => ({
  localTime:
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` +
    `T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`,
  timezoneOffsetMinutes: now.getTimezoneOffset(),
});
