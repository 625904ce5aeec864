import { describe, expect, it } from 'vitest';
import type { Identity, SignInResult } from '#contract/identity';
import { Permission } from '#contract/permissions';
import {
  authStorageKey,
  createAuthStore,
  effectivePermissions,
  hasPermission,
  passesGate,
} from './auth-store';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

const identity = (identityType: Identity['identityType'], hash = `${identityType}-1`): Identity => ({
  hash,
  identityType,
  identityName: 'Dock 4',
  userName: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
});

const auth = (overrides: Partial<SignInResult> = {}): SignInResult => ({
  token: 't-1',
  expiresIn: 3600,
  errorMessage: null,
  userId: 7,
  primaryUserId: 7,
  userLogin: 'ada',
  userName: 'ada',
  userRoles: [Permission.PortalAccess, Permission.OrderView],
  fullName: 'Ada Lovelace',
  userIdentityCurrent: identity('employee'),
  userIdentities: [identity('employee')],
  ...overrides,
});

describe('createAuthStore', () => {
  it('writes, reads and clears the sign-in result under the auth key', () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    expect(store.read()).toBeNull();
    store.write(auth());
    expect(JSON.parse(storage.items.get(authStorageKey) ?? '')).toEqual(auth());
    expect(store.read()).toEqual(auth());
    expect(store.token()).toBe('t-1');
    expect(store.identityHash()).toBe('employee-1');
    store.clear();
    expect(store.read()).toBeNull();
    expect(store.token()).toBeNull();
    expect(store.identityHash()).toBeNull();
  });

  it.each([['not json {'], [JSON.stringify({ token: 5 })], ['null']])(
    'reads corrupt data %s as null',
    (raw) => {
      const storage = memoryStorage();
      storage.setItem(authStorageKey, raw);
      expect(createAuthStore(storage).read()).toBeNull();
    },
  );

  it('treats an empty token and a missing current identity as absent', () => {
    const store = createAuthStore(memoryStorage());
    store.write(auth({ token: '', userIdentityCurrent: null }));
    expect(store.token()).toBeNull();
    expect(store.identityHash()).toBeNull();
  });
});

describe('permissions', () => {
  it('takes the effective permissions from userRoles', () => {
    expect(effectivePermissions(auth())).toEqual([1, 32]);
    expect(effectivePermissions(null)).toEqual([]);
  });

  it('hasPermission needs at least one of the codes', () => {
    expect(hasPermission(auth(), [Permission.UserView, Permission.OrderView])).toBe(true);
    expect(hasPermission(auth(), [Permission.UserView])).toBe(false);
    expect(hasPermission(auth(), [])).toBe(false);
    expect(hasPermission(null, [Permission.OrderView])).toBe(false);
  });
});

describe('passesGate', () => {
  const customer = auth({ userIdentityCurrent: identity('customer'), userRoles: [Permission.ReportView] });
  const noIdentity = auth({ userIdentityCurrent: null });

  it('passes with no requirements, even signed out; empty lists are no requirement', () => {
    expect(passesGate(auth())).toBe(true);
    expect(passesGate(null, {})).toBe(true);
    expect(passesGate(customer, { anyOf: [], identityTypes: [], bannedIdentityTypes: [] })).toBe(true);
  });

  it('anyOf: at least one required code', () => {
    expect(passesGate(auth(), { anyOf: [Permission.OrderView, Permission.UserView] })).toBe(true);
    expect(passesGate(auth(), { anyOf: [Permission.UserView] })).toBe(false);
    expect(passesGate(null, { anyOf: [Permission.UserView] })).toBe(false);
  });

  it('identityTypes: the current identity has one of the types', () => {
    expect(passesGate(customer, { identityTypes: ['customer'] })).toBe(true);
    expect(passesGate(auth(), { identityTypes: ['customer', 'admin'] })).toBe(false);
    expect(passesGate(noIdentity, { identityTypes: ['employee'] })).toBe(false);
  });

  it('bannedIdentityTypes: the current identity is known and not banned', () => {
    expect(passesGate(auth(), { bannedIdentityTypes: ['customer'] })).toBe(true);
    expect(passesGate(customer, { bannedIdentityTypes: ['customer'] })).toBe(false);
    expect(passesGate(noIdentity, { bannedIdentityTypes: ['customer'] })).toBe(false);
  });

  it('combines the given clauses with OR', () => {
    const gate = { anyOf: [Permission.ReportView], bannedIdentityTypes: ['customer' as const] };
    expect(passesGate(customer, gate)).toBe(true); // banned, but holds the code
    expect(passesGate(auth(), gate)).toBe(true); // lacks the code, but not banned
    expect(passesGate(auth({ userIdentityCurrent: identity('customer') }), gate)).toBe(false);
    expect(passesGate(customer, { anyOf: [Permission.UserView], identityTypes: ['customer'] })).toBe(true);
  });
});
