import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { systemUsers } from '../db/schema/auth';
import { unauthorized } from '../http/errors';
import type { UserRow } from './sign-in-result';

const lowerEmail = sql`lower(${systemUsers.emailAddress})`;
const lowerUsername = sql`lower(${systemUsers.username})`;

/**
 * The user a sign-in names, by e-mail or username in any case (both are unique case-insensitively).
 * Should one user's username equal another's e-mail, the e-mail wins.
 */
export async function userByLogin(db: Db, login: string): Promise<UserRow | null> {
  const wanted = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(systemUsers)
    .where(or(eq(lowerEmail, wanted), eq(lowerUsername, wanted)))
    .orderBy(sql`${lowerEmail} = ${wanted} desc nulls last`)
    .limit(1);
  return user ?? null;
}

export async function userByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(systemUsers)
    .where(eq(lowerEmail, email.trim().toLowerCase()))
    .limit(1);
  return user ?? null;
}

export async function userById(db: Db, systemUserId: number): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(systemUsers)
    .where(eq(systemUsers.systemUserId, systemUserId))
    .limit(1);
  return user ?? null;
}

/** May this user sign in at all (spec 1 §3: isActive, isDeleted)? */
export const isUsable = (user: Pick<UserRow, 'isActive' | 'isDeleted'>) => user.isActive && !user.isDeleted;

/** The user behind a session that requireAccess just accepted. */
export async function userOfSession(db: Db, systemUserId: number): Promise<UserRow> {
  const user = await userById(db, systemUserId);
  if (!user) throw unauthorized();
  return user;
}
