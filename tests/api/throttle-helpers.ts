import { authPaths } from '#contract/paths';
import { addressSequence } from '#fixtures/auth-helpers';
import { useTestApp } from '#fixtures/file-app';

/** The sign-in throttle's limits a test file sets low, so that a few attempts meet them. */
export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  checksPerAddress?: number;
  windowMinutes?: number;
}

const setting = (name: string, value: number | undefined) =>
  value === undefined ? {} : { [name]: String(value) };

/**
 * A file's test app with these throttle limits, and sign-in attempts from a client address (x-forwarded-for:
 * the test app trusts the proxy); `address()` gives one no other attempt of the file used.
 */
export function useThrottledApp(limits: ThrottleLimits, addressPrefix: string) {
  const t = useTestApp({
    ...setting('THROTTLE_MAX_FAILURES_PER_ACCOUNT', limits.perAccount),
    ...setting('THROTTLE_MAX_FAILURES_PER_ADDRESS', limits.perAddress),
    ...setting('THROTTLE_MAX_CHECKS_PER_ADDRESS', limits.checksPerAddress),
    ...setting('THROTTLE_WINDOW_MINUTES', limits.windowMinutes),
  });
  return {
    t,
    address: addressSequence(addressPrefix),
    attempt: (login: string, password: string, from: string) =>
      t.call('POST', authPaths.login, { body: { login, password }, headers: { 'x-forwarded-for': from } }),
  };
}
