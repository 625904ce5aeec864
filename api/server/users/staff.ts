import type { IdentityType } from '../../contract/identity';

/**
 * Identity types that act for the business itself. Customer and carrier logins are outsiders even when a
 * misconfigured identity carries user-administration codes, so the user-administration calls also
 * require one of these types (spec 1 §2: the Users link needs user view and a non-customer identity).
 */
export const staffIdentityTypes = ['admin', 'employee'] as const satisfies readonly IdentityType[];
