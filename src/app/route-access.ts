import { adminAreaEntry, grantsAll, portalEntry, type AccessCaller, type AccessRule } from '#contract/access';
import type { IdentityType, SignInResult } from '#contract/identity';
import type { PermissionCode } from '#contract/permissions';
import { hasPermission, passesGate } from '#machines/session/auth-store';

/** Who may open a route: sign-in, the area's entry codes, and the permission gate of spec 1 §6. */
export interface RouteAccess {
  loginRequired: boolean;
  /**
   * Codes that must all be held: the entry to the portal (PortalAccess) and, in the System Users area, to
   * the administration (AdminPortalAccess), as the server's guard requires them of its calls (decision 071).
   */
  requires?: readonly PermissionCode[];
  anyOf?: readonly PermissionCode[];
  identityTypes?: readonly IdentityType[];
  bannedIdentityTypes?: readonly IdentityType[];
  /**
   * The contract's rules of the calls the page makes when it opens (api/contract/record-access.ts), each of
   * which must grant: the same rules the server's routes are guarded by (decision 057).
   */
  rules?: readonly AccessRule[];
}

export const openAccess: RouteAccess = { loginRequired: false };
/**
 * Signed in with an identity chosen, no code: what a person reaches around the portal rather than in it (their
 * profile, Not Found), so one without PortalAccess still has somewhere to stand.
 */
export const signedIn: RouteAccess = { loginRequired: true };
/** Any screen of the portal: PortalAccess, nothing else. */
export const inPortal: RouteAccess = { loginRequired: true, requires: portalEntry };
export const need = (...anyOf: PermissionCode[]): RouteAccess => ({ ...inPortal, anyOf });
/** Staff screens: customer identities are kept out even when a role grants the permission. */
export const staffNeed = (...anyOf: PermissionCode[]): RouteAccess => ({
  ...need(...anyOf),
  bannedIdentityTypes: ['customer'],
});
/** The System Users area (/users/admin): a staff screen that needs AdminPortalAccess besides its codes. */
export const adminAreaNeed = (...anyOf: PermissionCode[]): RouteAccess => ({
  ...staffNeed(...anyOf),
  requires: adminAreaEntry,
});
/** A page (a tab) that opens only when the server would answer every call it makes on opening. */
export const calls = (...rules: AccessRule[]): RouteAccess => ({ ...inPortal, rules });

/** The signed-in identity as the contract's rules see it; null before an identity is chosen. */
export function accessCallerOf(auth: SignInResult | null): AccessCaller | null {
  const identityType = auth?.userIdentityCurrent?.identityType;
  return identityType ? { identityType, holds: (code) => hasPermission(auth, [code]) } : null;
}

/**
 * Whether the visitor may open a route. Each kind of requirement must hold; passesGate treats the kinds
 * inside one gate as alternatives. Tab bars use it too, so a tab shows exactly when its route would open.
 */
export function mayOpen({ access }: { access: RouteAccess }, auth: SignInResult | null): boolean {
  const { requires, anyOf, identityTypes, bannedIdentityTypes, rules } = access;
  return (
    (!requires || requires.every((code) => hasPermission(auth, [code]))) &&
    passesGate(auth, anyOf ? { anyOf } : {}) &&
    passesGate(auth, identityTypes ? { identityTypes } : {}) &&
    passesGate(auth, bannedIdentityTypes ? { bannedIdentityTypes } : {}) &&
    (!rules || grantsAll(rules, accessCallerOf(auth)))
  );
}
