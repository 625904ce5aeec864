import type { Identity, SignInResult } from '#contract/identity';
import { identityTypes } from '#contract/identity-types';
import { hasControlCharacter, isWellFormedText } from '#contract/plain-text';

/**
 * The sign-in result kept in storage, checked by hand as `signInResultSchema` (api/contract/identity.ts)
 * checks it: the entry script reads it on every route, the login route's included, and carries no zod
 * (docs/decisions/090). `stored-sign-in.test.ts` feeds the same values to both and expects the same answer.
 */
type Check = (value: unknown) => boolean;

const plain: Check = (v) => typeof v === 'string' && !hasControlCharacter(v) && isWellFormedText(v);
const int: Check = (v) => typeof v === 'number' && Number.isSafeInteger(v);
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const arrayOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);

const identityFields: Record<keyof Identity, Check> = {
  hash: (v) => plain(v) && (v as string).length >= 1 && (v as string).length <= 200,
  identityType: (v) => (identityTypes as readonly unknown[]).includes(v),
  identityName: nullable(plain),
  userName: nullable(plain),
  firstName: nullable(plain),
  lastName: nullable(plain),
  deviceToken: optional(nullable(plain)),
  applyRolePermissions: optional((v) => typeof v === 'boolean'),
  customerId: optional(nullable(int)),
  customerName: optional(nullable(plain)),
  roleName: optional(nullable(plain)),
  carrierId: optional(nullable(int)),
  carrierName: optional(nullable(plain)),
};

/** Only the known fields, as zod's object parsing keeps them (an absent optional field stays absent). */
function pick<T>(fields: Record<string, Check>, value: unknown): T | null {
  if (!isRecord(value)) return null;
  const out: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(fields)) {
    if (!check(value[name])) return null;
    if (value[name] !== undefined) out[name] = value[name];
  }
  return out as T;
}

const identity: Check = (v) => pick<Identity>(identityFields, v) !== null;

const signInFields: Record<keyof SignInResult, Check> = {
  token: nullable(plain),
  expiresIn: nullable(int),
  errorMessage: nullable(plain),
  userId: nullable(int),
  primaryUserId: nullable(int),
  userLogin: nullable(plain),
  userName: nullable(plain),
  userRoles: arrayOf(int),
  fullName: nullable(plain),
  userIdentityCurrent: nullable(identity),
  userIdentities: nullable(arrayOf(identity)),
};

/** The stored value as a sign-in result, or null when it is not one. */
export function storedSignIn(value: unknown): SignInResult | null {
  const result = pick<SignInResult>(signInFields, value);
  if (!result) return null;
  const strip = (i: Identity) => pick<Identity>(identityFields, i)!;
  return {
    ...result,
    userIdentityCurrent: result.userIdentityCurrent && strip(result.userIdentityCurrent),
    userIdentities: result.userIdentities && result.userIdentities.map(strip),
  };
}
