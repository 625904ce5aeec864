import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { signInFailures } from '../db/schema/auth';
import type { Config } from '../config';
import { throttled } from '../http/errors';

/** One counter: at most `max` events under `key` within the window. */
export interface ThrottleRule {
  key: string;
  max: number;
}

export const accountKey = (login: string) => `account:${login.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

/**
 * Seconds until every rule allows another attempt (0: allowed now). A rule blocks while `max` events
 * fall inside the window; it frees up when the max-th newest of them leaves the window.
 */
export async function throttleWaitSeconds(
  db: Db,
  rules: readonly ThrottleRule[],
  windowMinutes: number,
  now: Date,
): Promise<number> {
  const windowMs = windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  // Old events are never needed again: keep the table as small as the window.
  await db.delete(signInFailures).where(
    and(
      inArray(
        signInFailures.throttleKey,
        rules.map((r) => r.key),
      ),
      lte(signInFailures.failedAt, since),
    ),
  );
  let wait = 0;
  for (const rule of rules) {
    const recent = await db
      .select({ failedAt: signInFailures.failedAt })
      .from(signInFailures)
      .where(and(eq(signInFailures.throttleKey, rule.key), gt(signInFailures.failedAt, since)))
      .orderBy(desc(signInFailures.failedAt))
      .limit(rule.max);
    const oldestCounted = recent.length >= rule.max ? recent[rule.max - 1] : undefined;
    if (oldestCounted) {
      const freeAt = oldestCounted.failedAt.getTime() + windowMs;
      wait = Math.max(wait, Math.ceil((freeAt - now.getTime()) / 1000));
    }
  }
  return wait;
}

type ThrottleConfig = Pick<
  Config,
  'THROTTLE_MAX_FAILURES_PER_ACCOUNT' | 'THROTTLE_MAX_FAILURES_PER_ADDRESS' | 'THROTTLE_WINDOW_MINUTES'
>;

/** The two counters every throttled call keeps: one for the account (or address typed), one for the client. */
export const accountAndClientWait = (
  db: Db,
  config: ThrottleConfig,
  keys: readonly [account: string, client: string],
  now: Date,
): Promise<number> =>
  throttleWaitSeconds(
    db,
    [
      { key: keys[0], max: config.THROTTLE_MAX_FAILURES_PER_ACCOUNT },
      { key: keys[1], max: config.THROTTLE_MAX_FAILURES_PER_ADDRESS },
    ],
    config.THROTTLE_WINDOW_MINUTES,
    now,
  );

export async function recordThrottleEvent(db: Db, keys: readonly string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(signInFailures).values(keys.map((throttleKey) => ({ throttleKey, failedAt: now })));
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.throttleKey, key));
}

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** 429 with Retry-After, saying when to try again. */
export const tooManySignInFailures = (seconds: number) =>
  throttled(seconds, `Too many failed sign-in attempts. Try again in ${inMinutes(seconds)}.`);

export const tooManyPasswordFailures = (seconds: number) =>
  throttled(seconds, `Too many failed password attempts. Try again in ${inMinutes(seconds)}.`);

export const tooManyResetRequests = (seconds: number) =>
  throttled(seconds, `Too many password reset requests. Try again in ${inMinutes(seconds)}.`);
