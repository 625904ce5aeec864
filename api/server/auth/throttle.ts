import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { signInFailures } from '../db/schema/auth';
import type { Config } from '../config';
import { throttled } from '../http/errors';

/** One counter: at most `max` events under `key` within the window. */
export interface ThrottleRule {
  key: string;
  max: number;
  /**
   * Set: only finished events (failures) count toward `max`, and at most this many may still be running at
   * once (begun within `pendingSeconds`). Unset: running ones count as events too. Decision 065: the client
   * address limit of sign-ins is the first kind (an office shares one address), the account's the second.
   */
  maxPending?: number;
}

/** How long a running password check may count against `maxPending`; one left by a crash stops counting then. */
export const pendingSeconds = 60;

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
  /** The event is a check still running (a password): it counts as a failure only once it fails. */
  { pending = false }: { pending?: boolean } = {},
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
      const ofKey = and(eq(signInFailures.throttleKey, rule.key), gt(signInFailures.failedAt, since));
      const recent = await tx
        .select({ failedAt: signInFailures.failedAt })
        .from(signInFailures)
        .where(rule.maxPending === undefined ? ofKey : and(ofKey, eq(signInFailures.pending, false)))
        .orderBy(desc(signInFailures.failedAt))
        .limit(rule.max);
      const oldestCounted = recent.length >= rule.max ? recent[rule.max - 1] : undefined;
      if (oldestCounted) {
        const freeAt = oldestCounted.failedAt.getTime() + windowMs;
        wait = Math.max(wait, Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
      }
      if (rule.maxPending !== undefined && wait === 0) {
        const running = new Date(now.getTime() - pendingSeconds * 1000);
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(signInFailures)
          .where(
            and(
              eq(signInFailures.throttleKey, rule.key),
              eq(signInFailures.pending, true),
              gt(signInFailures.failedAt, running),
            ),
          );
        // Too many checks at once: a moment's wait, not the window's.
        if (Number(row?.n ?? 0) >= rule.maxPending) wait = 1;
      }
    }
    if (wait > 0 || keys.length === 0) return { wait, eventIds: [] };
    const rows = await tx
      .insert(signInFailures)
      .values(keys.map((throttleKey) => ({ throttleKey, failedAt: now, pending })))
      .returning({ id: signInFailures.signInFailureId });
    return { wait: 0, eventIds: rows.map((r) => r.id) };
  });
}

/** A pending claim's check failed: from now on it counts as the failure it is. */
export async function confirmFailure(db: Db, claim: ThrottleClaim): Promise<void> {
  if (claim.eventIds.length === 0) return;
  await db
    .update(signInFailures)
    .set({ pending: false })
    .where(inArray(signInFailures.signInFailureId, claim.eventIds));
}

/** Gives a claim back: the attempt turned out not to be a failure (or was never checked). */
export async function releaseThrottle(db: Db, claim: ThrottleClaim): Promise<void> {
  if (claim.eventIds.length === 0) return;
  await db.delete(signInFailures).where(inArray(signInFailures.signInFailureId, claim.eventIds));
}

type ThrottleConfig = Pick<
  Config,
  | 'THROTTLE_MAX_FAILURES_PER_ACCOUNT'
  | 'THROTTLE_MAX_FAILURES_PER_ADDRESS'
  | 'THROTTLE_MAX_CHECKS_PER_ADDRESS'
  | 'THROTTLE_WINDOW_MINUTES'
>;

/**
 * The two counters every throttled call keeps: one for the account (or address typed), one for the client.
 * A password check (`pending`) counts against the account while it runs, so parallel guesses at one account
 * stay within its limit, but against the client address only once it has failed, with at most
 * THROTTLE_MAX_CHECKS_PER_ADDRESS running at once (decision 065). Other calls count every request at once.
 */
export const claimAccountAndClient = (
  db: Db,
  config: ThrottleConfig,
  keys: readonly [account: string, client: string],
  now: Date,
  { pending = false }: { pending?: boolean } = {},
): Promise<ThrottleClaim> =>
  claimThrottle(
    db,
    [
      { key: keys[0], max: config.THROTTLE_MAX_FAILURES_PER_ACCOUNT },
      {
        key: keys[1],
        max: config.THROTTLE_MAX_FAILURES_PER_ADDRESS,
        ...(pending ? { maxPending: config.THROTTLE_MAX_CHECKS_PER_ADDRESS } : {}),
      },
    ],
    config.THROTTLE_WINDOW_MINUTES,
    now,
    { pending },
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
