import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { systemUsers } from '../db/schema/auth';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';
import { confirmFailure, releaseThrottle, type ThrottleClaim } from './throttle';

interface Holder {
  systemUserId: number;
  passwordHash: string | null;
}

/**
 * The password check a pending throttle claim paid for: a wrong password turns the claim into a counted
 * failure, a right one gives it back, and a check that never ran (the hashing queue was full) gives it back too.
 * Without a user it verifies against the decoy hash, so unknown accounts cost what known ones do.
 */
export async function checkClaimedPassword(
  db: Db,
  claim: ThrottleClaim,
  password: string,
  user: Holder | null,
): Promise<boolean> {
  let verified: boolean;
  try {
    verified = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
  } catch (error) {
    await releaseThrottle(db, claim);
    throw error;
  }
  if (!user || !verified) {
    await confirmFailure(db, claim);
    return false;
  }
  await releaseThrottle(db, claim);
  return true;
}

/**
 * After a successful sign-in: replaces a scrypt hash (or argon2id at older parameters) with one at today's.
 * Conditional on the old hash, so a password changed meanwhile is never overwritten; best effort, as a
 * busy hashing queue must not fail a sign-in that already succeeded.
 */
export async function upgradePasswordHash(db: Db, user: Holder, password: string): Promise<void> {
  if (!user.passwordHash || !needsRehash(user.passwordHash)) return;
  const passwordHash = await hashPassword(password).catch(() => null);
  if (!passwordHash) return;
  await db
    .update(systemUsers)
    .set({ passwordHash })
    .where(
      and(eq(systemUsers.systemUserId, user.systemUserId), eq(systemUsers.passwordHash, user.passwordHash)),
    );
}
