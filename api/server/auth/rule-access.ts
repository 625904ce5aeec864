import { grants, type AccessCaller, type AccessRule } from '#contract/access';
import { identityTypes } from '#contract/identity';
import type { PermissionCode } from '#contract/permissions';
import { identityAccess, type Access } from './guard';
import type { AuthContext } from './session-store';

/**
 * A route guarded by a rule of the contract (api/contract/record-access.ts), the one the screens read to show
 * its tab or control (decision 057). A banned type becomes the list of the other types, which the guard and
 * the OpenAPI document (`x-access`) already speak. Like every call inside the portal, it needs PortalAccess
 * too (identityAccess, decision 071).
 */
export function ruleAccess({ anyOf, identityTypes: only, bannedIdentityTypes: banned }: AccessRule): Access {
  const types = banned ? (only ?? identityTypes).filter((type) => !banned.includes(type)) : only;
  return identityAccess(anyOf, types);
}

/** The caller as the contract's rules see it; null until an identity is chosen. */
export const accessCaller = (auth: AuthContext): AccessCaller | null =>
  auth.identity
    ? {
        identityType: auth.identity.identityType,
        holds: (code: PermissionCode) => auth.permissions.has(code),
      }
    : null;

/** Whether the contract's rule grants the caller something a handler decides (money fields, a control). */
export const callerMay = (rule: AccessRule, auth: AuthContext): boolean => grants(rule, accessCaller(auth));
