import type { IdentityType, SignInResult } from '#contract/identity';
import type { PermissionCode } from '#contract/permissions';
import { passesGate } from '#machines/session/auth-store';

/** Who may open a route: sign-in, and the permission gate of spec 1 §6. */
export interface RouteAccess {
  loginRequired: boolean;
  anyOf?: readonly PermissionCode[];
  identityTypes?: readonly IdentityType[];
  bannedIdentityTypes?: readonly IdentityType[];
}

export const openAccess: RouteAccess = { loginRequired: false };
export const signedIn: RouteAccess = { loginRequired: true };
export const need = (...anyOf: PermissionCode[]): RouteAccess => ({ loginRequired: true, anyOf });
/** Staff screens: customer identities are kept out even when a role grants the permission. */
export const staffNeed = (...anyOf: PermissionCode[]): RouteAccess => ({
  loginRequired: true,
  anyOf,
  bannedIdentityTypes: ['customer'],
});

/**
 * Whether the visitor may open a route. Each kind of requirement must hold; passesGate treats the kinds
 * inside one gate as alternatives. Tab bars use it too, so a tab shows exactly when its route would open.
 */
export function mayOpen({ access }: { access: RouteAccess }, auth: SignInResult | null): boolean {
  const { anyOf, identityTypes, bannedIdentityTypes } = access;
  return (
    passesGate(auth, anyOf ? { anyOf } : {}) &&
    passesGate(auth, identityTypes ? { identityTypes } : {}) &&
    passesGate(auth, bannedIdentityTypes ? { bannedIdentityTypes } : {})
  );
}
