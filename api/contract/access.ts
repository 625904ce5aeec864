import { staffIdentityTypes, type IdentityType } from './identity-types';
import { Permission, type CrudPermissions, type PermissionCode } from './permissions';

/**
 * Who may make a call or see what shows it (spec 1 §6): at least one of `anyOf`, an identity of a type in
 * `identityTypes`, and not of a type in `bannedIdentityTypes`. Each kind given must hold. The server's route
 * guard and the screens' tabs and controls read the same rule (decision 057), so nothing shows that the
 * server would refuse.
 */
export interface AccessRule {
  readonly anyOf?: readonly PermissionCode[];
  readonly identityTypes?: readonly IdentityType[];
  readonly bannedIdentityTypes?: readonly IdentityType[];
}

/** The caller as a rule sees it: its identity's type and whether it holds a code. */
export interface AccessCaller {
  identityType: IdentityType;
  holds: (code: PermissionCode) => boolean;
}

export function grants(rule: AccessRule, caller: AccessCaller | null): boolean {
  if (!caller) return false;
  const { anyOf, identityTypes, bannedIdentityTypes } = rule;
  if (identityTypes && !identityTypes.includes(caller.identityType)) return false;
  if (bannedIdentityTypes?.includes(caller.identityType)) return false;
  return !anyOf || anyOf.some((code) => caller.holds(code));
}

/** Every rule holds: what a tab needs when it makes more than one call. */
export const grantsAll = (rules: readonly AccessRule[], caller: AccessCaller | null): boolean =>
  caller !== null && rules.every((rule) => grants(rule, caller));

/**
 * The entry codes, all of which must be held (decision 071): PortalAccess for everything inside the portal,
 * AdminPortalAccess besides for the System Users area. The server's guard and the screens' routes read them.
 */
export const portalEntry: readonly PermissionCode[] = [Permission.PortalAccess];
export const adminAreaEntry: readonly PermissionCode[] = [
  Permission.PortalAccess,
  Permission.AdminPortalAccess,
];

export const staffTypes = staffIdentityTypes;
export const staffAndCarrierTypes = [...staffIdentityTypes, 'carrier'] as const;

/** Any identity holding the code; what it reaches is then the owner's visibility (customers, carriers). */
export const holding = (...anyOf: PermissionCode[]) => ({ anyOf }) satisfies AccessRule;
/** Staff (admin, employee) holding one of the codes. */
export const staffHolding = (...anyOf: PermissionCode[]) =>
  ({ anyOf, identityTypes: staffTypes }) satisfies AccessRule;

/** The four calls of a record kind guarded by one permission group (notes, files, contacts). */
export const crudAccess = (codes: CrudPermissions) => ({
  view: holding(codes.view),
  add: holding(codes.add),
  update: holding(codes.update),
  delete: holding(codes.delete),
});
