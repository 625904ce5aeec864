import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
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

/** What a claim took: the wait when refused (nothing counted), else the counted rows to give back. */
export interface ThrottleClaim {
  wait: number;
  eventIds: number[];
}

/**
 * Checks every rule and, when all allow it, counts one event under each, atomically: a per-key advisory
 * lock (taken in key order, so two claims never deadlock) makes the check and the count one step, so a
 * burst of simultaneous attempts cannot all read the same count before any of them writes it. A rule
 * blocks while `max` events fall inside the window; it frees up when the max-th newest leaves the window.
 */
export async function claimThrottle(
  db: Db,
  rules: readonly ThrottleRule[],
  windowMinutes: number,
  now: Date,
): Promise<ThrottleClaim> {
  const windowMs = windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const keys = rules.map((r) => r.key);
  return db.transaction(async (tx) => {
    for (const key of [...keys].sort())
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`throttle:${key}`}))`);
    // Old events are never needed again: keep the table as small as the window.
    await tx
      .delete(signInFailures)
      .where(and(inArray(signInFailures.throttleKey, keys), lte(signInFailures.failedAt, since)));
    let wait = 0;
    for (const rule of rules) {
      const recent = await tx
        .select({ failedAt: signInFailures.failedAt })
        .from(signInFailures)
        .where(and(eq(signInFailures.throttleKey, rule.key), gt(signInFailures.failedAt, since)))
        .orderBy(desc(signInFailures.failedAt))
        .limit(rule.max);
      const oldestCounted = recent.length >= rule.max ? recent[rule.max - 1] : undefined;
      if (oldestCounted) {
        const freeAt = oldestCounted.failedAt.getTime() + windowMs;
        wait = Math.max(wait, Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
      }
    }
    if (wait > 0 || keys.length === 0) return { wait, eventIds: [] };
    const rows = await tx
      .insert(signInFailures)
      .values(keys.map((throttleKey) => ({ throttleKey, failedAt: now })))
      .returning({ id: signInFailures.signInFailureId });
    return { wait: 0, eventIds: rows.map((r) => r.id) };
  });
}

/** Gives a claim back: the attempt turned out not to be a failure (or was never checked). */
export async function releaseThrottle(db: Db, claim: ThrottleClaim): Promise<void> {
  if (claim.eventIds.length === 0) return;
  await db.delete(signInFailures).where(inArray(signInFailures.signInFailureId, claim.eventIds));
}

type ThrottleConfig = Pick<
  Config,
  'THROTTLE_MAX_FAILURES_PER_ACCOUNT' | 'THROTTLE_MAX_FAILURES_PER_ADDRESS' | 'THROTTLE_WINDOW_MINUTES'
>;

/** The two counters every throttled call keeps: one for the account (or address typed), one for the client. */
export const claimAccountAndClient = (
  db: Db,
  config: ThrottleConfig,
  keys: readonly [account: string, client: string],
  now: Date,
): Promise<ThrottleClaim> =>
  claimThrottle(
    db,
    [
      { key: keys[0], max: config.THROTTLE_MAX_FAILURES_PER_ACCOUNT },
      { key: keys[1], max: config.THROTTLE_MAX_FAILURES_PER_ADDRESS },
    ],
    config.THROTTLE_WINDOW_MINUTES,
    now,
  );

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
