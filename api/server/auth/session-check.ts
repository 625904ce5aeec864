import { sql, type SQL } from 'drizzle-orm';
import { sessionStamp } from './session-store';

/**
 * A request answered from a kept copy of its session (decision 098): a read that sends one statement, the
 * page of a list, reads its session again inside that statement instead of in a statement of its own before
 * it, and answers only once that read found the same session. Nothing leaves before then: a session revoked,
 * expired or changed meanwhile is found by the same statement, and the request is answered as if it had
 * looked its session up first (401 or 403, or answered again for the session as it now is).
 */
export interface SessionCheck {
  tokenHash: string;
  /** The request's clock, as the lookup would have used it. */
  now: Date;
  /** The kept copy's stamp (findSessionUntil), which the statement must read again. */
  stamp: string;
  /** Set once the answer's statement read the same stamp, or `confirm` ran. */
  confirmed: boolean;
  /**
   * Looks the session up as the guard does (a statement), and takes the request on as that session: throws
   * 401 or 403 when the caller may no longer call, else answers whether the session is unchanged.
   */
  confirm: () => Promise<boolean>;
}

/**
 * The column a request's statement carries to confirm its session: the live session's stamp, as a scalar
 * subquery, which PostgreSQL evaluates once for the statement (an InitPlan), not once a row.
 */
export const sessionStampColumn = (check: SessionCheck): SQL =>
  sql`(select ${sessionStamp(check.tokenHash, check.now)}) as session_stamp`;

/** Settles the check with the rows its statement read (none: not confirmed, the guard looks it up). */
export function settleSessionCheck(check: SessionCheck, rows: readonly Record<string, unknown>[]): void {
  if (rows.length) check.confirmed = rows[0]!.session_stamp === check.stamp;
}

/**
 * `produce`'s answer, once the session it was made for is confirmed: by its own statement, or else by a
 * lookup after it (an empty page, or an error thrown before the statement). When the session changed but may
 * still call, `produce` answers again for the session as it now is.
 */
export async function answerConfirmed<T>(
  check: SessionCheck | undefined,
  produce: () => Promise<T>,
): Promise<T> {
  if (!check) return produce();
  let outcome: { value: T } | { error: unknown };
  try {
    outcome = { value: await produce() };
  } catch (error) {
    outcome = { error };
  }
  if (!check.confirmed && !(await check.confirm())) return produce();
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}
