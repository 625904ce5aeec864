/**
 * A row's `dateModified` is its version: a save names the version it started from, and a different stored
 * one means someone else saved first (409 stale write).
 */

/** Strictly later than `previous`, so two saves in one millisecond still differ as stale-write tokens. */
export const nextModified = (now: Date, previous: Date): Date =>
  new Date(Math.max(now.getTime(), previous.getTime() + 1));

/** Does the sent stale-write token name the stored version? */
export const sameVersion = (sent: string, stored: Date): boolean =>
  new Date(sent).getTime() === stored.getTime();
