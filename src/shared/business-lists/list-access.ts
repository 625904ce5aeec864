import { staffIdentityTypes, type IdentityType, type SignInResult } from '#contract/identity';
import type { PermissionCode } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';

const staffTypes: readonly IdentityType[] = staffIdentityTypes;

/** What the signed-in identity may see and do on a business list. */
export interface ListAccess {
  identityType: IdentityType | null;
  /** Admin and employee identities; carriers and customers are outsiders (no revenue, no authors). */
  isStaff: boolean;
  isCustomer: boolean;
  /** Holds at least one of the codes. */
  may: (...codes: PermissionCode[]) => boolean;
  /** Bulk delete: the delete code and a staff identity, as the server's deleteBulk routes require. */
  mayDelete: (code: PermissionCode) => boolean;
}

export function listAccessOf(auth: SignInResult | null): ListAccess {
  const identityType = auth?.userIdentityCurrent?.identityType ?? null;
  const isStaff = identityType !== null && staffTypes.includes(identityType);
  const may = (...codes: PermissionCode[]) => hasPermission(auth, codes);
  return {
    identityType,
    isStaff,
    isCustomer: identityType === 'customer',
    may,
    mayDelete: (code) => isStaff && may(code),
  };
}
