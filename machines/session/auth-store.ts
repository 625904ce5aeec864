import type { IdentityType, SignInResult } from '#contract/identity';
import { storedSignIn } from './stored-sign-in';

/** The part of `Storage` the store needs, so tests pass a Map-backed fake and the app passes `localStorage`. */
export type AuthStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const authStorageKey = 'auth';

export function createAuthStore(storage: AuthStorage) {
  const read = (): SignInResult | null => {
    const raw = storage.getItem(authStorageKey);
    if (raw === null) return null;
    try {
      return storedSignIn(JSON.parse(raw));
    } catch {
      // Another tab, an old client version or a person in devtools may leave anything here.
      return null;
    }
  };
  return {
    read,
    write: (result: SignInResult): void => storage.setItem(authStorageKey, JSON.stringify(result)),
    clear: (): void => storage.removeItem(authStorageKey),
    token: (): string | null => read()?.token || null,
    identityHash: (): string | null => read()?.userIdentityCurrent?.hash ?? null,
  };
}
export type AuthStore = ReturnType<typeof createAuthStore>;

export const effectivePermissions = (auth: SignInResult | null): readonly number[] => auth?.userRoles ?? [];

/** True when the user holds at least one of `codes`; an empty list is never satisfied. */
export const hasPermission = (auth: SignInResult | null, codes: readonly number[]): boolean => {
  const held = effectivePermissions(auth);
  return codes.some((code) => held.includes(code));
};

export interface PermissionGate {
  anyOf?: readonly number[];
  identityTypes?: readonly IdentityType[];
  bannedIdentityTypes?: readonly IdentityType[];
}

/**
 * The permission gate of spec 1 §6: content shows if the user has at least one required code, OR has a
 * required identity type, OR is not in a banned identity type.
 *
 * - Only the requirements that are given (non-empty lists) count as clauses; the gate passes when ANY
 *   given clause holds, and passes outright when no clause is given.
 * - The identity type is that of `auth.userIdentityCurrent`. Without a current identity the identity-type
 *   clause fails and the banned clause fails too (an unknown identity is not known to be allowed).
 * - The clauses are alternatives, not conditions: "needs UserView AND a non-customer identity" is two gates
 *   nested, not one gate with both lists.
 */
export function passesGate(auth: SignInResult | null, gate: PermissionGate = {}): boolean {
  const type = auth?.userIdentityCurrent?.identityType;
  const clauses: boolean[] = [];
  if (gate.anyOf?.length) clauses.push(hasPermission(auth, gate.anyOf));
  if (gate.identityTypes?.length) clauses.push(type !== undefined && gate.identityTypes.includes(type));
  if (gate.bannedIdentityTypes?.length)
    clauses.push(type !== undefined && !gate.bannedIdentityTypes.includes(type));
  return clauses.length === 0 || clauses.some(Boolean);
}
