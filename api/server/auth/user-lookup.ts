import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { systemUsers } from '../db/schema/auth';
import { unauthorized } from '../http/errors';
import type { UserRow } from './sign-in-result';

const lowerEmail = sql`lower(${systemUsers.emailAddress})`;
const lowerUsername = sql`lower(${systemUsers.username})`;

/** The first user the condition finds, in `order`, or null. */
async function firstUser(db: Db, where: SQL | undefined, ...order: SQL[]): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(systemUsers)
    .where(where)
    .orderBy(...order)
    .limit(1);
  return user ?? null;
}

/**
 * The user a sign-in names, by e-mail or username in any case (both are unique case-insensitively).
 * Should one user's username equal another's e-mail, the e-mail wins.
 */
export async function userByLogin(db: Db, login: string): Promise<UserRow | null> {
  const wanted = login.trim().toLowerCase();
  return firstUser(
    db,
    or(eq(lowerEmail, wanted), eq(lowerUsername, wanted)),
    sql`${lowerEmail} = ${wanted} desc nulls last`,
  );
}

export const userByEmail = (db: Db, email: string): Promise<UserRow | null> =>
  firstUser(db, eq(lowerEmail, email.trim().toLowerCase()));

export const userById = (db: Db, systemUserId: number): Promise<UserRow | null> =>
  firstUser(db, eq(systemUsers.systemUserId, systemUserId));

/** May this user sign in at all (spec 1 §3: isActive, isDeleted)? */
export const isUsable = (user: Pick<UserRow, 'isActive' | 'isDeleted'>) => user.isActive && !user.isDeleted;

/** The user behind a session that requireAccess just accepted. */
export async function userOfSession(db: Db, systemUserId: number): Promise<UserRow> {
  const user = await userById(db, systemUserId);
  if (!user) throw unauthorized();
  return user;
}
