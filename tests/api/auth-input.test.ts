import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { issuePasswordLink } from '#server/auth/password-links';
import { mailOutbox, sessions, signInFailures, systemUsers } from '#server/db/schema/auth';
import {
  createUser,
  errorBody,
  signIn,
  signInAs,
  testPassword,
  type CreatedUser,
} from '#fixtures/auth-helpers';
import { createTestApp, type TestApp } from '#fixtures/test-app';

let t: TestApp;
let user: CreatedUser;
let sessionToken: string;
let adminToken: string;
let linkSecret: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.database.db, {
    // The reset-link call is the administration area's (decision 071): AdminPortalAccess besides UserUpdate.
    identities: [{ type: 'admin', permissionCodes: [Permission.AdminPortalAccess, Permission.UserUpdate] }],
  });
  sessionToken = (await signIn(t, user.login)).token;
  adminToken = (await signInAs(t, user, 'admin')).token;
  linkSecret = (
    await issuePasswordLink(t.database.db, t.config, {
      systemUserId: user.systemUserId,
      mode: 'reset',
      now: t.deps.now(),
    })
  ).secret;
});
afterAll(() => t.close());

/** Everything an auth call could change. */
async function snapshot() {
  const db = t.database.db;
  const [row] = await db.select().from(systemUsers).where(eq(systemUsers.systemUserId, user.systemUserId));
  const live = await db.select({ id: sessions.sessionId, revokedAt: sessions.revokedAt }).from(sessions);
  return {
    user: row,
    sessions: live,
    failures: (await db.select().from(signInFailures)).length,
    mails: (await db.select().from(mailOutbox)).length,
  };
}

const long = (n: number) => 'a'.repeat(n);
type Case = [name: string, body: unknown, fields: string[]];

interface Endpoint {
  path: string;
  token?: () => string;
  valid: () => Record<string, unknown>;
  cases: Case[];
}

const bodyEndpoints: Record<string, Endpoint> = {
  Login: {
    path: authPaths.login,
    valid: () => ({ login: user.login, password: testPassword }),
    cases: [
      ['missing fields', {}, ['login', 'password']],
      ['wrong types', { login: 1, password: true }, ['login', 'password']],
      ['blank login', { login: '   ', password: 'x' }, ['login']],
      ['oversized login', { login: long(255), password: 'x' }, ['login']],
      ['oversized password', { login: 'a', password: long(201) }, ['password']],
      ['bad offset', { login: 'a', password: 'x', timezoneOffsetMinutes: 'x' }, ['timezoneOffsetMinutes']],
      [
        'offset out of range',
        { login: 'a', password: 'x', timezoneOffsetMinutes: 10_000 },
        ['timezoneOffsetMinutes'],
      ],
      ['oversized localTime', { login: 'a', password: 'x', localTime: long(65) }, ['localTime']],
      ['unknown field', { login: 'a', password: 'x', isAdmin: true }, ['isAdmin']],
    ],
  },
  LoginToAccount: {
    path: authPaths.loginToAccount,
    token: () => sessionToken,
    valid: () => ({ hash: user.identity('admin').hash }),
    cases: [
      ['missing hash', {}, ['hash']],
      ['wrong types', { hash: 5, applyRolePermissions: 'yes' }, ['hash', 'applyRolePermissions']],
      ['oversized hash', { hash: long(201) }, ['hash']],
      ['unknown identity type', { hash: 'h', identityType: 'king' }, ['identityType']],
      ['unknown field', { hash: 'h', permissions: [1, 2] }, ['permissions']],
    ],
  },
  IsValidPasswordResetHash: {
    path: authPaths.isValidPasswordResetHash,
    valid: () => ({ hash: linkSecret }),
    cases: [
      ['missing hash', {}, ['hash']],
      ['empty hash', { hash: '' }, ['hash']],
      ['wrong type', { hash: 1 }, ['hash']],
      ['oversized hash', { hash: long(201) }, ['hash']],
      ['unknown field', { hash: 'h', mode: 'create' }, ['mode']],
    ],
  },
  ChangePassword: {
    path: authPaths.changePassword,
    token: () => adminToken,
    valid: () => ({ passwordOld: testPassword, password: 'Brand#New2' }),
    cases: [
      ['missing fields', {}, ['passwordOld', 'password']],
      ['wrong types', { passwordOld: 1, password: null }, ['passwordOld', 'password']],
      ['oversized', { passwordOld: long(201), password: `Aa1#${long(200)}` }, ['passwordOld', 'password']],
      [
        'unknown field',
        { passwordOld: testPassword, password: 'Brand#New2', systemUserId: 1 },
        ['systemUserId'],
      ],
    ],
  },
  UpdatePassword: {
    path: authPaths.updatePassword,
    valid: () => ({ hash: linkSecret, password: 'Brand#New2', resetMode: 'reset' }),
    cases: [
      ['missing fields', {}, ['hash', 'password', 'resetMode']],
      ['bad resetMode', { hash: 'h', password: 'Brand#New2', resetMode: 'other' }, ['resetMode']],
      ['weak password', { hash: 'h', password: 'weak', resetMode: 'reset' }, ['password']],
      ['oversized hash', { hash: long(201), password: 'Brand#New2', resetMode: 'reset' }, ['hash']],
      ['unknown field', { hash: 'h', password: 'Brand#New2', resetMode: 'reset', userId: 1 }, ['userId']],
    ],
  },
  CompleteRegistration: {
    path: authPaths.completeRegistration,
    valid: () => ({ hash: linkSecret }),
    cases: [
      ['missing hash', {}, ['hash']],
      ['wrong type', { hash: [] }, ['hash']],
      ['oversized hash', { hash: long(201) }, ['hash']],
      ['unknown field', { hash: 'h', password: 'x' }, ['password']],
    ],
  },
};

describe.each(Object.entries(bodyEndpoints))('POST %s with bad input', (_name, endpoint) => {
  const send = (options: { body?: unknown; rawBody?: string; headers?: Record<string, string> }) =>
    t.call('POST', endpoint.path, { token: endpoint.token?.() ?? null, ...options });

  it.each(endpoint.cases)('%s -> 400 naming the fields, nothing changed', async (_case, body, fields) => {
    const before = await snapshot();
    const res = await send({ body });
    expect(res.status).toBe(400);
    const error = await errorBody(res);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([...fields].sort());
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['null', () => null],
    ['an array', () => [endpoint.valid()]],
    ['a string', () => 'hash'],
  ])('a body that is %s -> 400 with fields', async (_what, body) => {
    const before = await snapshot();
    const res = await send({ body: body() });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toBeTruthy();
    expect(await snapshot()).toEqual(before);
  });

  it('no body at all -> 400 naming the required fields', async () => {
    const res = await send({});
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toBeTruthy();
  });

  it('malformed JSON -> 400 with the error body, nothing changed', async () => {
    const before = await snapshot();
    const res = await send({ rawBody: '{"hash": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await errorBody(res)).toEqual({
      statusText: 'The request body is not valid JSON.',
      code: 'bad_request',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('a non-JSON content type -> 415, not 500', async () => {
    const res = await send({
      rawBody: JSON.stringify(endpoint.valid()),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect((await errorBody(res)).code).toBe('bad_request');
  });
});

const queryEndpoints: Record<string, { path: string; token?: () => string; cases: Case[] }> = {
  SendPasswordResetLinkByEmail: {
    path: authPaths.sendPasswordResetLinkByEmail,
    cases: [
      ['missing email', '', ['email']],
      ['empty email', '?email=', ['email']],
      ['not an address', '?email=not-an-address', ['email']],
      ['oversized email', `?email=${long(250)}@x.test`, ['email']],
      ['repeated email', '?email=a@b.test&email=c@d.test', ['email']],
      ['unknown parameter', '?email=a@b.test&admin=1', ['admin']],
    ],
  },
  GetPasswordResetLinkByUserId: {
    path: authPaths.getPasswordResetLinkByUserId,
    token: () => adminToken,
    cases: [
      ['missing id', '', ['systemUserId']],
      ['not a number', '?systemUserId=abc', ['systemUserId']],
      ['zero', '?systemUserId=0', ['systemUserId']],
      ['negative', '?systemUserId=-5', ['systemUserId']],
      ['fraction', '?systemUserId=1.5', ['systemUserId']],
      ['too large', '?systemUserId=99999999999', ['systemUserId']],
      ['unknown parameter', `?systemUserId=1&x=1`, ['x']],
    ],
  },
};

describe.each(Object.entries(queryEndpoints))('GET %s with bad input', (_name, endpoint) => {
  it.each(endpoint.cases)('%s -> 400 naming the fields, nothing changed', async (_case, query, fields) => {
    const before = await snapshot();
    const res = await t.call('GET', `${endpoint.path}${query as string}`, {
      token: endpoint.token?.() ?? null,
    });
    expect(res.status).toBe(400);
    const error = await errorBody(res);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([...fields].sort());
    expect(await snapshot()).toEqual(before);
  });
});

describe('calls that take no input', () => {
  it('AutoLogin ignores a stray body instead of failing', async () => {
    const { token } = await signInAs(t, user, 'admin');
    const res = await t.call('POST', authPaths.autoLogin, {
      token,
      rawBody: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
  });

  it('GET calls ignore stray query parameters', async () => {
    const { token } = await signInAs(t, user, 'admin');
    expect((await t.call('GET', `${authPaths.claims}?x=1`, { token })).status).toBe(200);
    expect((await t.call('GET', `${authPaths.logout}?x=1`, { token })).status).toBe(204);
  });

  it('a malformed authorization header is treated as no token', async () => {
    for (const authorization of ['Bearer', 'Bearer short', 'Basic abc', `Bearer ${long(600)}`]) {
      const res = await t.call('GET', authPaths.claims, { headers: { authorization } });
      expect(res.status).toBe(401);
    }
  });

  it('a wrong method is a 404 error body, not a 500', async () => {
    const res = await t.call('GET', authPaths.login);
    expect(res.status).toBe(404);
    expect((await errorBody(res)).code).toBe('not_found');
  });
});
