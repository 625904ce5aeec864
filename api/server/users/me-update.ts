import { z } from 'zod';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { isoDateTime, plainString } from '#contract/scalars';
import { systemUserSchema } from '#contract/system-user';
import { optionalEmailSchema } from '#contract/validation-messages';
import type { Db } from '../db/connect';
import { nextModified, sameVersion } from '../db/row-version';
import { systemUsers } from '../db/schema/auth';
import { forbidden, HttpError, staleWrite, unauthorized } from '../http/errors';
import type { RequestContext } from '../http/request-context';

type UserRow = typeof systemUsers.$inferSelect;

export const putMeMessages = {
  loginNeeded: 'Enter an email address or a username: you sign in with one of them.',
  usernameSpaces: 'A username cannot contain spaces.',
  password: 'Change your password with Change Password.',
  notSettable: 'This field cannot be set here.',
  emailTaken: 'This email address is already used by another account.',
  usernameTaken: 'This username is already used by another account.',
  taken: 'That email address or username is already used by another account.',
  notYours: 'You can only edit your own profile.',
} as const;
const M = putMeMessages;

const nullIfEmpty = (v: string | null | undefined) => (v ? v : null);

/**
 * putMe's body: the whole user as getMe sent it (spec 1 §7: "takes a user"), refined where the server
 * needs more than the contract says: a valid address, a username without spaces, one of the two set.
 * `dateModified` is required: it is the stale-write token. Unknown keys are refused, except the
 * client-only fields of spec 1 §3 (pager, selected, editing), which are ignored.
 */
export const putMeBodySchema = systemUserSchema
  .extend({
    emailAddress: optionalEmailSchema().nullable(),
    username: plainString().trim().max(100).regex(/^\S*$/, M.usernameSpaces).nullable(),
    firstName: plainString().trim().max(100).nullable(),
    lastName: plainString().trim().max(100).nullable(),
    phoneNumber: plainString().trim().max(40).nullable(),
    dateModified: isoDateTime,
    pager: z.unknown().optional(),
    selected: z.unknown().optional(),
    editing: z.unknown().optional(),
  })
  .strict()
  .superRefine((user, ctx) => {
    if (!user.emailAddress && !user.username)
      ctx.addIssue({ code: 'custom', path: ['emailAddress'], message: M.loginNeeded });
    if (user.password) ctx.addIssue({ code: 'custom', path: ['password'], message: M.password });
    if (user.passwordResetHash)
      ctx.addIssue({ code: 'custom', path: ['passwordResetHash'], message: M.notSettable });
  });
export type PutMeBody = z.infer<typeof putMeBodySchema>;

const lower = (column: typeof systemUsers.emailAddress | typeof systemUsers.username) =>
  sql`lower(${column})`;
const eitherLoginIs = (value: string): SQL =>
  or(eq(lower(systemUsers.emailAddress), value), eq(lower(systemUsers.username), value))!;

const changed = (next: string | null, current: string | null) =>
  next !== null && next.toLowerCase() !== (current ?? '').toLowerCase();

/**
 * Another account (than `me`, when given) already signs in with this e-mail or username (either column: a sign-in name must
 * name one account). Only values that change are checked, so old data that breaks the rule does not
 * block an unrelated edit.
 */
export async function clashes(
  db: Db,
  me: Pick<UserRow, 'systemUserId' | 'emailAddress' | 'username'> | null,
  email: string | null,
  username: string | null,
) {
  const fields: Record<string, string> = {};
  for (const [field, value, current, message] of [
    ['emailAddress', email, me?.emailAddress ?? null, M.emailTaken],
    ['username', username, me?.username ?? null, M.usernameTaken],
  ] as const) {
    if (!changed(value, current)) continue;
    const [other] = await db
      .select({ id: systemUsers.systemUserId })
      .from(systemUsers)
      .where(
        and(
          me ? ne(systemUsers.systemUserId, me.systemUserId) : undefined,
          eitherLoginIs(value!.toLowerCase()),
        ),
      )
      .limit(1);
    if (other) fields[field] = message;
  }
  return fields;
}

export const taken = (fields?: Record<string, string>) => new HttpError(409, 'conflict', M.taken, fields);

export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Saves the caller's own editable fields (names, phone, e-mail, username, time zone) in one transaction:
 * the row is locked, its dateModified compared with the body's (409 stale_write on mismatch), sign-in
 * names checked against other accounts (409 with fields). Everything else in the body (isActive, roles,
 * logins, dates) is ignored: an administrator changes those.
 */
export async function updateMe(ctx: RequestContext, body: PutMeBody): Promise<UserRow> {
  const { db, now } = ctx;
  const { systemUserId } = ctx.caller;
  if (body.systemUserId !== systemUserId) throw forbidden(M.notYours);
  const email = nullIfEmpty(body.emailAddress);
  const username = nullIfEmpty(body.username);
  try {
    return await db.transaction(async (tx) => {
      const [me] = await tx
        .select()
        .from(systemUsers)
        .where(eq(systemUsers.systemUserId, systemUserId))
        .for('update');
      if (!me) throw unauthorized();
      if (!sameVersion(body.dateModified, me.dateModified)) throw staleWrite();
      const fields = await clashes(tx, me, email, username);
      if (Object.keys(fields).length > 0) throw taken(fields);
      const [saved] = await tx
        .update(systemUsers)
        .set({
          firstName: body.firstName ?? '',
          lastName: body.lastName ?? '',
          phoneNumber: nullIfEmpty(body.phoneNumber),
          emailAddress: email,
          username,
          ...(body.timeZoneOffsetMinutes === undefined
            ? {}
            : { timeZoneOffsetMinutes: body.timeZoneOffsetMinutes }),
          dateModified: nextModified(now, me.dateModified),
        })
        .where(eq(systemUsers.systemUserId, systemUserId))
        .returning();
      return saved!;
    });
  } catch (error) {
    // Another save took the name between our check and our write.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
