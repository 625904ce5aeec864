import { and, eq, exists, inArray, isNotNull, or, isNull, sql } from 'drizzle-orm';
import type { AccessRequest } from '#contract/access-request';
import { Permission } from '#contract/permissions';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { systemRoles, systemUserRoleAssignments, systemUsers, userIdentities } from '../db/schema/auth';
import type { MailMessage } from '../mail/mailer';
import { staffIdentityTypes } from '#contract/identity';

const holds = (
  code: number,
  codes: typeof userIdentities.permissionCodes | typeof systemRoles.permissionCodes,
) => sql`${code}::integer = any(${codes})`;

/** What reviewing takes: UserAdd, and the entry codes of the portal and its administration area (decision 071). */
const reviewerCodes = [Permission.UserAdd, Permission.PortalAccess, Permission.AdminPortalAccess];

/**
 * Addresses of the people who review access requests (spec README: identities with UserAdd): active,
 * undeleted users with an e-mail and an active staff identity that holds UserAdd, PortalAccess and
 * AdminPortalAccess, each itself or through one of the user's roles (roles apply by default when signing in
 * to an identity), so that no one is asked who could not open the Requests tab.
 */
export async function reviewerAddresses(db: Db): Promise<string[]> {
  const roleGrants = (code: number) =>
    db
      .select({ one: sql`1` })
      .from(systemUserRoleAssignments)
      .innerJoin(systemRoles, eq(systemRoles.systemRoleId, systemUserRoleAssignments.systemRoleId))
      .where(
        and(
          eq(systemUserRoleAssignments.systemUserId, systemUsers.systemUserId),
          holds(code, systemRoles.permissionCodes),
        ),
      );
  const staffIdentity = db
    .select({ one: sql`1` })
    .from(userIdentities)
    .where(
      and(
        eq(userIdentities.systemUserId, systemUsers.systemUserId),
        eq(userIdentities.isActive, true),
        inArray(userIdentities.identityType, [...staffIdentityTypes]),
        ...reviewerCodes.map((code) =>
          or(holds(code, userIdentities.permissionCodes), exists(roleGrants(code))),
        ),
      ),
    );
  const rows = await db
    .selectDistinct({ email: systemUsers.emailAddress })
    .from(systemUsers)
    .where(
      and(
        eq(systemUsers.isActive, true),
        or(isNull(systemUsers.isDeleted), eq(systemUsers.isDeleted, false)),
        isNotNull(systemUsers.emailAddress),
        exists(staffIdentity),
      ),
    );
  return rows.map((r) => r.email!).filter(Boolean);
}

/** The note to a reviewer. Requester text goes only into the plain body, never into a header. */
export function reviewerMail(
  config: Pick<Config, 'publicUrl'>,
  to: string,
  request: AccessRequest,
  isUpdate: boolean,
): MailMessage {
  const lines = [
    isUpdate
      ? 'An open access request was submitted again, with these details:'
      : 'A new access request is waiting for review.',
    '',
    `Name: ${request.firstName} ${request.lastname}`,
    `Company: ${request.companyName}`,
    `Email: ${request.emailAddress}`,
    ...(request.phone ? [`Phone: ${request.phone}`] : []),
    `City: ${request.city}, ${request.state}`,
    ...(request.additionalInfo ? ['', 'Additional information:', request.additionalInfo] : []),
    '',
    `Review it: ${new URL('/users/admin/requests', config.publicUrl).toString()}`,
  ];
  return { to, subject: isUpdate ? 'Access request updated' : 'New access request', text: lines.join('\n') };
}

/**
 * To the holder of an active account whose address was used on the request form: nothing is filed, and
 * this note (not the form's answer) says so, so only the address's owner learns it has an account.
 */
export function existingAccountMail(config: Pick<Config, 'publicUrl'>, to: string): MailMessage {
  const forgot = new URL('/login/forgot-password', config.publicUrl);
  forgot.searchParams.set('email', to);
  return {
    to,
    subject: 'Your access request',
    text: [
      'Someone asked for access to the portal with this email address, which already has an account.',
      'No new account will be created. Sign in as usual, or reset your password here:',
      forgot.toString(),
      '',
      'If this was not you, you can ignore this message.',
    ].join('\n'),
  };
}
