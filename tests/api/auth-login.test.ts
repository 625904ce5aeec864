import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInResultSchema, type IdentityType, type SignInResult } from '#contract/identity';
import { messages } from '#contract/messages';
import { authPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { sessions, systemUsers } from '#server/db/schema/auth';
import {
  addressSequence,
  createUser,
  errorBody,
  loginToAccount,
  signIn,
  signInAs,
  testPassword,
  uniqueEmail,
  type CreatedUser,
} from '#fixtures/auth-helpers';
import { useTestApp } from '#fixtures/file-app';

const t = useTestApp();
const { db } = t;

/** Every call here comes from its own address, so the per-address throttle never interferes. */
const nextAddress = addressSequence('198.51.100');
const freshAddress = () => ({ 'x-forwarded-for': nextAddress() });

const login = (body: unknown, headers = freshAddress()) => t.call('POST', authPaths.login, { body, headers });

/** Signs the user in, then asks LoginToAccount for its identity of `type` with that session. */
async function chooseIdentity(who: CreatedUser, type: IdentityType) {
  const session = await signIn(t, who.login);
  const res = await t.call('POST', authPaths.loginToAccount, {
    token: session.token,
    body: { hash: who.identity(type).hash },
  });
  return { session, res };
}

describe('POST Login', () => {
  let multi: CreatedUser;
  beforeAll(async () => {
    multi = await createUser(db, {
      email: uniqueEmail('Multi'),
      username: `multi${Date.now()}`,
      firstName: 'Mia',
      lastName: 'Multi',
      identities: [
        {
          type: 'admin',
          permissionCodes: [Permission.PortalAccess, Permission.UserView],
          roleName: 'Administrator',
        },
        { type: 'employee', permissionCodes: [Permission.PortalAccess], roleName: 'Dispatch' },
        { type: 'scanToPick', scanToPickRole: 'picker', isActive: true },
        { type: 'carrier', isActive: false },
      ],
      roles: [{ permissionCodes: [Permission.OrderView] }],
    });
  });

  it('signs in by e-mail in any case and returns every active identity, no identity chosen', async () => {
    const res = await login({
      login: `  ${multi.email!.toUpperCase()} `,
      password: testPassword,
      localTime: '2025-09-04T10:00:00',
      timezoneOffsetMinutes: -120,
    });
    expect(res.status).toBe(200);
    const body = signInResultSchema.parse(await res.json());
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.expiresIn).toBe(t.config.SESSION_TTL_MINUTES * 60);
    expect(body).toMatchObject({
      errorMessage: null,
      userId: multi.systemUserId,
      primaryUserId: multi.systemUserId,
      userLogin: multi.email,
      userName: multi.username,
      fullName: 'Mia Multi',
      userRoles: [],
      userIdentityCurrent: null,
    });
    expect(body.userIdentities?.map((i) => i.identityType)).toEqual(['admin', 'employee', 'scanToPick']);
    expect(body.userIdentities?.[0]).toMatchObject({
      hash: multi.identity('admin').hash,
      roleName: 'Administrator',
      firstName: 'Mia',
      lastName: 'Multi',
      userName: multi.username,
      customerId: null,
      carrierId: null,
    });
    expect(body.userIdentities?.[2]?.roleName).toBe('picker');

    const [row] = await db.select().from(systemUsers).where(eq(systemUsers.systemUserId, multi.systemUserId));
    expect(row?.timeZoneOffsetMinutes).toBe(-120);
    expect(row?.dateLastLogin?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('signs in by username in any case, and the tokens are stored only as hashes', async () => {
    const res = await login({ login: multi.username!.toUpperCase(), password: testPassword });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as SignInResult;
    const stored = await db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
  });

  it('the Login token works on session routes but not on identity routes', async () => {
    const { token } = await signIn(t, multi.login);
    expect((await t.call('GET', authPaths.claims, { token })).status).toBe(200);
    const res = await t.call('GET', `${authPaths.getPasswordResetLinkByUserId}?systemUserId=1`, { token });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).code).toBe('forbidden');
  });

  it.each([
    ['a wrong password', () => ({ login: multi.email, password: 'Wrong#Pass1' })],
    ['an unknown account', () => ({ login: 'nobody@auth.test', password: testPassword })],
    ['an unknown username', () => ({ login: 'nobody', password: testPassword })],
  ])('refuses %s with one 401 message', async (_name, body) => {
    const res = await login(body());
    expect(res.status).toBe(401);
    expect(await errorBody(res)).toEqual({
      statusText: 'Invalid email/username or password.',
      code: 'unauthorized',
    });
  });

  it('refuses a user without a password (registration pending) like a wrong password', async () => {
    const pending = await createUser(db, { password: null, identities: [{ type: 'customer' }] });
    const res = await login({ login: pending.login, password: testPassword });
    expect(res.status).toBe(401);
  });

  it.each([
    ['an inactive', { isActive: false }],
    ['a deleted', { isDeleted: true }],
  ])('tells %s user so, but only with the right password', async (_name, flags) => {
    const user = await createUser(db, { ...flags, identities: [{ type: 'employee' }] });
    const wrong = await login({ login: user.login, password: 'Wrong#Pass1' });
    expect(wrong.status).toBe(401);
    const right = await login({ login: user.login, password: testPassword });
    expect(right.status).toBe(403);
    expect((await errorBody(right)).statusText).toBe(
      'Your account is not active. Please contact an administrator.',
    );
  });

  it('answers a user with no identities with the spec message and no token', async () => {
    const lonely = await createUser(db, { identities: [{ type: 'employee', isActive: false }] });
    const res = await login({ login: lonely.login, password: testPassword });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SignInResult;
    expect(body).toMatchObject({
      token: null,
      expiresIn: null,
      errorMessage: messages.noIdentities,
      userIdentities: [],
    });
  });

  it('refuses a scan-to-pick-only user with the clear message and no session', async () => {
    const picker = await createUser(db, { identities: [{ type: 'scanToPick', scanToPickRole: 'picker' }] });
    const before = await db.select().from(sessions).where(eq(sessions.systemUserId, picker.systemUserId));
    const res = await login({ login: picker.login, password: testPassword });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).statusText).toBe(messages.scanToPickOnly);
    const after = await db.select().from(sessions).where(eq(sessions.systemUserId, picker.systemUserId));
    expect(after).toHaveLength(before.length);
  });
});

describe('POST LoginToAccount', () => {
  let user: CreatedUser;
  let other: CreatedUser;
  beforeAll(async () => {
    user = await createUser(db, {
      identities: [
        { type: 'admin', permissionCodes: [Permission.PortalAccess, Permission.UserUpdate] },
        {
          type: 'customer',
          permissionCodes: [Permission.PortalAccess, Permission.OrderView],
          orderCustomerId: null,
        },
        { type: 'scanToPick', permissionCodes: [Permission.ScanToPickPicker] },
      ],
      roles: [
        { permissionCodes: [Permission.ReportView, Permission.OrderView] },
        { permissionCodes: [Permission.LoadView] },
      ],
    });
    other = await createUser(db, { identities: [{ type: 'employee' }] });
  });

  it("binds a new token to the identity, with the roles' codes by default, and revokes the old one", async () => {
    const { session, res } = await chooseIdentity(user, 'admin');
    expect(res.status).toBe(200);
    const body = signInResultSchema.parse(await res.json());
    expect(body.token).not.toBe(session.token);
    expect(body.userRoles).toEqual(
      [
        Permission.PortalAccess,
        Permission.UserUpdate,
        Permission.LoadView,
        Permission.OrderView,
        Permission.ReportView,
      ].sort((a, b) => a - b),
    );
    expect(body.userIdentityCurrent).toMatchObject({
      hash: user.identity('admin').hash,
      identityType: 'admin',
      applyRolePermissions: true,
    });
    expect(body.userIdentities).toHaveLength(3);
    expect(body.expiresIn).toBe(t.config.SESSION_TTL_MINUTES * 60);

    const old = await t.call('GET', authPaths.claims, { token: session.token });
    expect(old.status).toBe(401);
    const claims = await t.call('GET', authPaths.claims, { token: body.token });
    expect(await claims.json()).toMatchObject({
      systemUserId: user.systemUserId,
      identityHash: user.identity('admin').hash,
      identityType: 'admin',
      permissions: body.userRoles,
    });
  });

  it("with applyRolePermissions false gives only the identity's own codes", async () => {
    const session = await signIn(t, user.login);
    const { result } = await loginToAccount(t, session.token, user.identity('customer').hash, false);
    expect(result.userRoles).toEqual([Permission.PortalAccess, Permission.OrderView]);
    expect(result.userIdentityCurrent).toMatchObject({
      identityType: 'customer',
      applyRolePermissions: false,
    });
  });

  it('switches account from an identity session (avatar menu "Switch Account")', async () => {
    const admin = await signInAs(t, user, 'admin');
    const { result } = await loginToAccount(t, admin.token, user.identity('customer').hash);
    expect(result.userIdentityCurrent?.identityType).toBe('customer');
    expect((await t.call('POST', authPaths.autoLogin, { token: admin.token })).status).toBe(401);
  });

  it('accepts the whole identity object as the account-selection screen sends it', async () => {
    const session = await signIn(t, user.login);
    const identity = session.result.userIdentities!.find((i) => i.identityType === 'customer')!;
    const res = await t.call('POST', authPaths.loginToAccount, {
      token: session.token,
      body: { ...identity, applyRolePermissions: true },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a scan-to-pick identity with the clear message and keeps the session', async () => {
    const { session, res } = await chooseIdentity(user, 'scanToPick');
    expect(res.status).toBe(403);
    expect((await errorBody(res)).statusText).toBe(messages.scanToPickOnly);
    expect((await t.call('POST', authPaths.autoLogin, { token: session.token })).status).toBe(200);
  });

  it("refuses another user's identity and an unknown hash (404), leaving the session alone", async () => {
    const session = await signIn(t, user.login);
    for (const hash of [other.identity('employee').hash, 'no-such-identity-hash']) {
      const res = await t.call('POST', authPaths.loginToAccount, { token: session.token, body: { hash } });
      expect(res.status).toBe(404);
      expect((await errorBody(res)).code).toBe('not_found');
    }
    expect((await t.call('POST', authPaths.autoLogin, { token: session.token })).status).toBe(200);
  });

  it('refuses an identity that was deactivated', async () => {
    const u = await createUser(db, {
      identities: [{ type: 'employee' }, { type: 'admin', isActive: false }],
    });
    const { res } = await chooseIdentity(u, 'admin');
    expect(res.status).toBe(404);
  });

  it('needs a session', async () => {
    const body = { hash: user.identity('admin').hash };
    const none = await t.call('POST', authPaths.loginToAccount, { body });
    expect(none.status).toBe(401);
    expect((await errorBody(none)).code).toBe('unauthorized');
    const bogus = await t.call('POST', authPaths.loginToAccount, { body, token: 'x'.repeat(43) });
    expect(bogus.status).toBe(401);
    expect((await errorBody(bogus)).statusText).toBe(messages.tokenExpired);
  });
});

describe('POST AutoLogin', () => {
  it('returns the current session as a sign-in result, same token, remaining lifetime', async () => {
    const user = await createUser(db, {
      identities: [{ type: 'employee', permissionCodes: [Permission.PortalAccess] }],
    });
    const signedIn = await signInAs(t, user);
    t.advance(60_000);
    try {
      const res = await t.call('POST', authPaths.autoLogin, { token: signedIn.token });
      expect(res.status).toBe(200);
      const body = signInResultSchema.parse(await res.json());
      expect(body).toMatchObject({
        token: signedIn.token,
        userId: user.systemUserId,
        userRoles: [Permission.PortalAccess],
        userIdentityCurrent: { hash: user.identity('employee').hash, applyRolePermissions: true },
      });
      // Wall time passes between sign-in and check, so allow a few seconds.
      expect(body.expiresIn).toBeLessThanOrEqual(t.config.SESSION_TTL_MINUTES * 60 - 60);
      expect(body.expiresIn).toBeGreaterThan(t.config.SESSION_TTL_MINUTES * 60 - 70);
    } finally {
      t.advance(-60_000);
    }
  });

  it('for a Login session, has no current identity', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }, { type: 'admin' }] });
    const { token } = await signIn(t, user.login);
    const body = (await (await t.call('POST', authPaths.autoLogin, { token })).json()) as SignInResult;
    expect(body.userIdentityCurrent).toBeNull();
    expect(body.userIdentities).toHaveLength(2);
  });

  it('refuses no token, an expired token, a revoked token, and a deactivated user', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    expect((await t.call('POST', authPaths.autoLogin)).status).toBe(401);

    const expiring = await signInAs(t, user);
    t.advance(t.config.SESSION_TTL_MINUTES * 60_000 + 1000);
    try {
      const expired = await t.call('POST', authPaths.autoLogin, { token: expiring.token });
      expect(expired.status).toBe(401);
      expect(await errorBody(expired)).toMatchObject({
        code: 'token_expired',
        statusText: messages.tokenExpired,
      });
    } finally {
      t.advance(-(t.config.SESSION_TTL_MINUTES * 60_000 + 1000));
    }

    const revoked = await signInAs(t, user);
    expect((await t.call('GET', authPaths.logout, { token: revoked.token })).status).toBe(204);
    expect((await t.call('POST', authPaths.autoLogin, { token: revoked.token })).status).toBe(401);

    const live = await signInAs(t, user);
    await db
      .update(systemUsers)
      .set({ isActive: false })
      .where(eq(systemUsers.systemUserId, user.systemUserId));
    expect((await t.call('POST', authPaths.autoLogin, { token: live.token })).status).toBe(401);
  });
});

describe('GET logout', () => {
  it('revokes the token (204) and is idempotent, with or without a token', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    const { token } = await signInAs(t, user);
    const first = await t.call('GET', authPaths.logout, { token });
    expect(first.status).toBe(204);
    expect(await first.text()).toBe('');
    expect((await t.call('GET', authPaths.claims, { token })).status).toBe(401);
    expect((await t.call('GET', authPaths.logout, { token })).status).toBe(204);
    expect((await t.call('GET', authPaths.logout)).status).toBe(204);
  });

  it('ends only the calling session', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    const a = await signInAs(t, user);
    const b = await signInAs(t, user);
    await t.call('GET', authPaths.logout, { token: a.token });
    expect((await t.call('GET', authPaths.claims, { token: b.token })).status).toBe(200);
  });
});

describe('GET claims', () => {
  it('describes a Login session and an identity session', async () => {
    const user = await createUser(db, {
      identities: [{ type: 'carrier', permissionCodes: [Permission.LoadView, Permission.PortalAccess] }],
    });
    const session = await signIn(t, user.login);
    const pre = await t.call('GET', authPaths.claims, { token: session.token });
    expect(pre.status).toBe(200);
    const preBody = (await pre.json()) as Record<string, unknown>;
    expect(preBody).toMatchObject({
      systemUserId: user.systemUserId,
      identityHash: null,
      identityType: null,
      permissions: [],
    });
    expect(new Date(preBody.expiresAt as string).getTime()).toBeGreaterThan(Date.now());

    const bound = await loginToAccount(t, session.token, user.identity('carrier').hash);
    const body = await (await t.call('GET', authPaths.claims, { token: bound.token })).json();
    expect(body).toMatchObject({
      identityHash: user.identity('carrier').hash,
      identityType: 'carrier',
      permissions: [Permission.PortalAccess, Permission.LoadView],
    });
  });

  it('needs a session', async () => {
    expect((await t.call('GET', authPaths.claims)).status).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('lists every auth call of spec 1 §7 with its access rule', async () => {
    const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { 'x-access': { kind: string; anyOf?: number[] } }>>;
    };
    const access = (path: string, method: string) => doc.paths[path]?.[method]?.['x-access'];
    expect(access(authPaths.login, 'post')).toEqual({ kind: 'public' });
    expect(access(authPaths.loginToAccount, 'post')).toEqual({ kind: 'session' });
    expect(access(authPaths.autoLogin, 'post')).toEqual({ kind: 'session' });
    expect(access(authPaths.isValidPasswordResetHash, 'post')).toEqual({ kind: 'public' });
    expect(access(authPaths.changePassword, 'post')).toEqual({ kind: 'session' });
    expect(access(authPaths.updatePassword, 'post')).toEqual({ kind: 'public' });
    expect(access(authPaths.sendPasswordResetLinkByEmail, 'get')).toEqual({ kind: 'public' });
    expect(access(authPaths.getPasswordResetLinkByUserId, 'get')).toEqual({
      kind: 'identity',
      requires: [Permission.PortalAccess, Permission.AdminPortalAccess],
      anyOf: [Permission.UserUpdate],
      identityTypes: ['admin', 'employee'],
    });
    expect(access(authPaths.completeRegistration, 'post')).toEqual({ kind: 'public' });
    expect(access(authPaths.logout, 'get')).toEqual({ kind: 'public' });
    expect(access(authPaths.claims, 'get')).toEqual({ kind: 'session' });
  });
});
