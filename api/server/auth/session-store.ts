import { and, eq, gt, isNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { IdentityType } from '#contract/identity';
import type { Db } from '../db/connect';
import { perDatabase } from '../db/prepared';
import { sessions, systemUsers, userIdentities } from '../db/schema/auth';
import { hashSecret, newSecret } from './tokens';

/** Who is calling: resolved from the bearer token on every request. */
export interface AuthContext {
  sessionId: number;
  systemUserId: number;
  identity: {
    identityId: number;
    hash: string;
    identityType: IdentityType;
    orderCustomerId: number | null;
    carrierId: number | null;
  } | null;
  permissions: ReadonlySet<number>;
}

export interface NewSession {
  systemUserId: number;
  identityId: number | null;
  permissionCodes: number[];
  applyRolePermissions: boolean;
  ttlMinutes: number;
  now: Date;
  clientAddress?: string | null;
  userAgent?: string | null;
}

/** Creates a session and returns its bearer token; only the token's hash is stored. */
export async function createSession(db: Db, s: NewSession): Promise<{ token: string; expiresIn: number }> {
  const token = newSecret();
  await db.insert(sessions).values({
    tokenHash: hashSecret(token),
    systemUserId: s.systemUserId,
    identityId: s.identityId,
    permissionCodes: s.permissionCodes,
    applyRolePermissions: s.applyRolePermissions,
    expiresAt: new Date(s.now.getTime() + s.ttlMinutes * 60_000),
    clientAddress: s.clientAddress ?? null,
    userAgent: s.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresIn: s.ttlMinutes * 60 };
}

/**
 * A text that changes whenever anything findSession answers changes: the session (revoked, expired), its
 * user (deactivated, deleted), its identity (switched off) and their codes; null without a live session. A
 * kept session is confirmed by reading its stamp again inside the statement that answers the request
 * (session-check.ts, decision 098). The SQL function `session_stamp` (migration 0023) is its one definition.
 */
export const sessionStamp = (tokenHash: string | SQLWrapper, now: Date | SQLWrapper): SQL<string> =>
  sql<string>`session_stamp(${tokenHash}, ${now})`;

const sessionByTokenHash = perDatabase((db) =>
  db
    .select({
      sessionId: sessions.sessionId,
      systemUserId: sessions.systemUserId,
      permissionCodes: sessions.permissionCodes,
      expiresAt: sessions.expiresAt,
      identityId: userIdentities.identityId,
      hash: userIdentities.hash,
      identityType: userIdentities.identityType,
      identityActive: userIdentities.isActive,
      orderCustomerId: userIdentities.orderCustomerId,
      carrierId: userIdentities.carrierId,
      isActive: systemUsers.isActive,
      isDeleted: systemUsers.isDeleted,
      stamp: sessionStamp(sessions.tokenHash, sql.placeholder('now')),
    })
    .from(sessions)
    .innerJoin(systemUsers, eq(systemUsers.systemUserId, sessions.systemUserId))
    .leftJoin(userIdentities, eq(userIdentities.identityId, sessions.identityId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_session'),
);

/** A live session: who it is, when it expires, and its stamp (sessionStamp). */
export interface FoundSession {
  auth: AuthContext;
  expiresAt: Date;
  stamp: string;
}

/** The live session of a token: not revoked, not expired, its user active and not deleted. */
export async function findSession(db: Db, token: string, now: Date): Promise<AuthContext | null> {
  return (await findSessionUntil(db, token, now))?.auth ?? null;
}

/** findSession, with when the session expires and its stamp. */
export async function findSessionUntil(db: Db, token: string, now: Date): Promise<FoundSession | null> {
  const [row] = await sessionByTokenHash(db).execute({ tokenHash: hashSecret(token), now });
  if (!row || !row.isActive || row.isDeleted) return null;
  if (row.identityId !== null && row.identityActive === false) return null;
  const auth: AuthContext = {
    sessionId: row.sessionId,
    systemUserId: row.systemUserId,
    identity:
      row.identityId === null
        ? null
        : {
            identityId: row.identityId,
            hash: row.hash!,
            identityType: row.identityType as IdentityType,
            orderCustomerId: row.orderCustomerId,
            carrierId: row.carrierId,
          },
    permissions: new Set(row.permissionCodes),
  };
  return { auth, expiresAt: row.expiresAt, stamp: row.stamp };
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.sessionId, sessionId));
}

/**
 * Ends every open session of a user (password change, deactivation, deletion), except `keepSessionId`
 * when given (the session that changed the password stays signed in).
 */
export async function revokeUserSessions(
  db: Db,
  systemUserId: number,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.systemUserId, systemUserId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.sessionId, keepSessionId),
      ),
    );
}

/** What AutoLogin and claims report about a session beyond the AuthContext. */
export async function sessionDetails(
  db: Db,
  sessionId: number,
): Promise<{ expiresAt: Date; applyRolePermissions: boolean } | null> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, applyRolePermissions: sessions.applyRolePermissions })
    .from(sessions)
    .where(eq(sessions.sessionId, sessionId))
    .limit(1);
  return row ?? null;
}
