import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signInResultSchema, type Identity, type SignInResult } from '#contract/identity';
import { storedSignIn } from './stored-sign-in';

const identity: Identity = {
  hash: 'h-1',
  identityType: 'employee',
  identityName: 'Dock 4',
  userName: 'ada',
  firstName: 'Ada',
  lastName: null,
  customerId: null,
  carrierName: 'Acme',
  applyRolePermissions: true,
};

const result: SignInResult = {
  token: 't-1',
  expiresIn: 3600,
  errorMessage: null,
  userId: 7,
  primaryUserId: 7,
  userLogin: 'ada@example.test',
  userName: 'ada',
  userRoles: [1, 100],
  fullName: 'Ada Lovelace',
  userIdentityCurrent: identity,
  userIdentities: [identity, { ...identity, hash: 'h-2', identityType: 'admin' }],
};

/** What the schema answers: the parsed value, or null. */
const bySchema = (value: unknown) => {
  const parsed = signInResultSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

// Each case changes one thing of a valid result; the hand check must answer exactly as the schema does.
const cases: [string, unknown][] = [
  ['a whole result', result],
  ['no current identity', { ...result, userIdentityCurrent: null, userIdentities: null }],
  ['an unknown extra field (dropped)', { ...result, extra: 1 }],
  ['an extra field in an identity (dropped)', { ...result, userIdentityCurrent: { ...identity, x: 2 } }],
  ['not an object', 'token'],
  ['null', null],
  ['an array', [result]],
  ['token missing', { ...result, token: undefined }],
  ['token a number', { ...result, token: 5 }],
  ['a control character in the name', { ...result, fullName: 'Ada\u0001' }],
  ['a tab in the name', { ...result, fullName: 'Ada\tL' }],
  ['a lone surrogate', { ...result, userName: '\ud800' }],
  ['expiresIn not whole', { ...result, expiresIn: 1.5 }],
  ['expiresIn past the safe integers', { ...result, expiresIn: 2 ** 60 }],
  ['roles with a string', { ...result, userRoles: [1, '2'] }],
  ['roles null', { ...result, userRoles: null }],
  ['an empty hash', { ...result, userIdentityCurrent: { ...identity, hash: '' } }],
  ['a 201-character hash', { ...result, userIdentityCurrent: { ...identity, hash: 'h'.repeat(201) } }],
  ['a 200-character hash', { ...result, userIdentityCurrent: { ...identity, hash: 'h'.repeat(200) } }],
  ['an unknown identity type', { ...result, userIdentityCurrent: { ...identity, identityType: 'boss' } }],
  ['identity name missing', { ...result, userIdentityCurrent: { ...identity, identityName: undefined } }],
  [
    'applyRolePermissions a string',
    { ...result, userIdentityCurrent: { ...identity, applyRolePermissions: 'y' } },
  ],
  ['a bad identity in the list', { ...result, userIdentities: [identity, { ...identity, customerId: 'x' }] }],
  ['identities not a list', { ...result, userIdentities: identity }],
];

describe('storedSignIn', () => {
  it.each(cases)('answers as signInResultSchema: %s', (_, value) => {
    expect(storedSignIn(value)).toEqual(bySchema(value));
  });

  it('accepts a whole result and keeps it as it is', () => {
    expect(storedSignIn(JSON.parse(JSON.stringify(result)))).toEqual(result);
  });

  it('answers as the schema for any change of one field to any JSON value', () => {
    const paths = [
      ...Object.keys(result).map((key) => [key]),
      ...Object.keys(identity).map((key) => ['userIdentityCurrent', key]),
      ['userIdentityCurrent', 'deviceToken'],
      ['userIdentityCurrent', 'roleName'],
      ['userIdentityCurrent', 'carrierId'],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, value) => {
        const copy = JSON.parse(JSON.stringify(result)) as Record<string, Record<string, unknown>>;
        if (path.length === 1) (copy as Record<string, unknown>)[path[0]!] = value;
        else copy[path[0]!]![path[1]!] = value;
        const stored = JSON.parse(JSON.stringify(copy)) as unknown;
        expect(storedSignIn(stored)).toEqual(bySchema(stored));
      }),
      { numRuns: 500 },
    );
  });
});
