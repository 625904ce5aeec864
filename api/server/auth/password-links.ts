import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { ResetMode } from '#contract/identity';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { systemUsers } from '../db/schema/auth';
import type { MailMessage } from '../mail/mailer';
import type { UserRow } from './sign-in-result';
import { hashSecret, newSecret } from './tokens';

type LinkConfig = Pick<Config, 'publicUrl' | 'RESET_LINK_TTL_MINUTES' | 'REGISTRATION_LINK_TTL_HOURS'>;

export interface PasswordLink {
  /** The secret in the link; only its hash is stored. Never log it. */
  secret: string;
  link: string;
  expiresAt: Date;
  mode: ResetMode;
}

export const passwordLinkTtlMinutes = (config: LinkConfig, mode: ResetMode): number =>
  mode === 'create' ? config.REGISTRATION_LINK_TTL_HOURS * 60 : config.RESET_LINK_TTL_MINUTES;

/**
 * The reset screen's address (spec 1 §2, /login/reset-password/{hash}). Registration links add
 * `?mode=create` so the screen knows to call CompleteRegistration and send resetMode create.
 */
export const passwordLinkUrl = (config: Pick<Config, 'publicUrl'>, secret: string, mode: ResetMode): string =>
  `${config.publicUrl.replace(/\/+$/, '')}/login/reset-password/${encodeURIComponent(secret)}${
    mode === 'create' ? '?mode=create' : ''
  }`;

/**
 * Gives a user a new single-use link to set a password, replacing any earlier one. Used by the reset
 * mail, the admin's GetPasswordResetLinkByUserId, and the approval of an access request (mode create).
 */
export async function issuePasswordLink(
  db: Db,
  config: LinkConfig,
  input: { systemUserId: number; mode: ResetMode; now: Date },
): Promise<PasswordLink> {
  const secret = newSecret();
  const expiresAt = new Date(input.now.getTime() + passwordLinkTtlMinutes(config, input.mode) * 60_000);
  await db
    .update(systemUsers)
    .set({
      passwordResetHash: hashSecret(secret),
      passwordResetMode: input.mode,
      datePasswordResetHashExpire: expiresAt,
    })
    .where(eq(systemUsers.systemUserId, input.systemUserId));
  return { secret, link: passwordLinkUrl(config, secret, input.mode), expiresAt, mode: input.mode };
}

/** The active, undeleted user whose unexpired link carries this secret, or null. */
/** A new password's columns: its hash, and any pending reset link spent, which would otherwise undo it. */
export const newPasswordColumns = (passwordHash: string, dateModified: Date) => ({
  passwordHash,
  passwordResetHash: null,
  passwordResetMode: null,
  datePasswordResetHashExpire: null,
  dateModified,
});

export async function userOfPasswordLink(db: Db, secret: string, now: Date): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(systemUsers)
    .where(
      and(
        eq(systemUsers.passwordResetHash, hashSecret(secret)),
        gt(systemUsers.datePasswordResetHashExpire, now),
        eq(systemUsers.isActive, true),
        or(isNull(systemUsers.isDeleted), eq(systemUsers.isDeleted, false)),
      ),
    )
    .limit(1);
  return user ?? null;
}

const lifetimeText = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;

/** The message that carries a link: a reset, or the completion of a registration. */
export function passwordLinkMail(
  config: LinkConfig,
  to: string,
  firstName: string | null,
  link: PasswordLink,
): MailMessage {
  const greeting = `Hello${firstName ? ` ${firstName}` : ''},`;
  const lifetime = lifetimeText(passwordLinkTtlMinutes(config, link.mode));
  const body =
    link.mode === 'create'
      ? [
          'Your access request was approved. Open this link to choose your password and complete your registration:',
          link.link,
          `The link can be used once and expires in ${lifetime}.`,
        ]
      : [
          'We received a request to reset the password of your portal account. Open this link to choose a new password:',
          link.link,
          `The link can be used once and expires in ${lifetime}. If you did not ask for it, you can ignore this message; your password stays as it is.`,
        ];
  return {
    to,
    subject: link.mode === 'create' ? 'Complete your registration' : 'Reset your password',
    text: [greeting, '', ...body.flatMap((line) => [line, ''])].join('\n').trimEnd() + '\n',
  };
}
