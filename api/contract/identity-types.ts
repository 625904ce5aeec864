/** Identity type strings of spec 1 §9. Zod-free: the entry script reads them (docs/decisions/090). */
export const identityTypes = ['admin', 'customer', 'carrier', 'employee', 'scanToPick'] as const;
export type IdentityType = (typeof identityTypes)[number];

/**
 * Identity types that act for the business itself. Customer and carrier logins are outsiders even when a
 * misconfigured identity carries user-administration codes, so the server's staff calls also require one
 * of these types (spec 1 §2: the Users link needs user view and a non-customer identity), and the screens
 * offer those calls only to them.
 */
export const staffIdentityTypes = ['admin', 'employee'] as const satisfies readonly IdentityType[];
