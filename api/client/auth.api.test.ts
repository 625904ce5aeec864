import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInResult } from '#contract/identity';
import { authPaths } from '#contract/paths';
import { createAuthApi, type AuthApi } from './auth.api';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';

const signInResult: SignInResult = {
  token: 'new-token',
  expiresIn: 3600,
  errorMessage: null,
  userId: 7,
  primaryUserId: 7,
  userLogin: 'ann@example.com',
  userName: 'ann',
  userRoles: [1, 12],
  fullName: 'Ann Lee',
  userIdentityCurrent: null,
  userIdentities: [
    {
      hash: 'identity-hash',
      identityType: 'customer',
      identityName: 'Acme',
      userName: 'ann',
      firstName: 'Ann',
      lastName: 'Lee',
    },
  ],
};

const server = await replyServerForFile();
const onUnauthorized = vi.fn();
const api = createAuthApi(testHttpClient(server, { getToken: () => 'stored-token', onUnauthorized }));

beforeEach(() => onUnauthorized.mockReset());

const login = {
  login: 'ann@example.com',
  password: 'Secret#1',
  localTime: '10:00',
  timezoneOffsetMinutes: -420,
};

interface Case {
  name: keyof AuthApi;
  call: (api: AuthApi) => Promise<unknown>;
  method: string;
  url: string;
  body?: unknown;
  reply?: unknown;
  loginRequired: boolean;
}

const cases: Case[] = [
  {
    name: 'autoLogin',
    call: (a) => a.autoLogin(),
    method: 'POST',
    url: authPaths.autoLogin,
    reply: signInResult,
    loginRequired: false,
  },
  {
    name: 'login',
    call: (a) => a.login(login),
    method: 'POST',
    url: authPaths.login,
    body: login,
    reply: signInResult,
    loginRequired: false,
  },
  {
    name: 'loginToAccount',
    call: (a) => a.loginToAccount({ hash: 'identity-hash', applyRolePermissions: true }),
    method: 'POST',
    url: authPaths.loginToAccount,
    body: { hash: 'identity-hash', applyRolePermissions: true },
    reply: signInResult,
    loginRequired: true,
  },
  {
    name: 'isValidPasswordResetHash',
    call: (a) => a.isValidPasswordResetHash('reset-hash'),
    method: 'POST',
    url: authPaths.isValidPasswordResetHash,
    body: { hash: 'reset-hash' },
    reply: true,
    loginRequired: false,
  },
  {
    name: 'changePassword',
    call: (a) => a.changePassword({ passwordOld: 'Old#pass1', password: 'New#pass1' }),
    method: 'POST',
    url: authPaths.changePassword,
    body: { passwordOld: 'Old#pass1', password: 'New#pass1' },
    reply: true,
    loginRequired: true,
  },
  {
    name: 'updatePassword',
    call: (a) => a.updatePassword({ hash: 'reset-hash', password: 'New#pass1', resetMode: 'create' }),
    method: 'POST',
    url: authPaths.updatePassword,
    body: { hash: 'reset-hash', password: 'New#pass1', resetMode: 'create' },
    reply: true,
    loginRequired: false,
  },
  {
    name: 'sendPasswordResetLinkByEmail',
    call: (a) => a.sendPasswordResetLinkByEmail('ann+1@example.com'),
    method: 'GET',
    url: `${authPaths.sendPasswordResetLinkByEmail}?email=ann%2B1%40example.com`,
    reply: false,
    loginRequired: false,
  },
  {
    name: 'getPasswordResetLinkByUserId',
    call: (a) => a.getPasswordResetLinkByUserId(42),
    method: 'GET',
    url: `${authPaths.getPasswordResetLinkByUserId}?systemUserId=42`,
    reply: 'https://portal.example.com/login/reset-password?hash=abc',
    loginRequired: true,
  },
  {
    name: 'completeRegistration',
    call: (a) => a.completeRegistration('registration-hash'),
    method: 'POST',
    url: authPaths.completeRegistration,
    body: { hash: 'registration-hash' },
    reply: true,
    loginRequired: false,
  },
  { name: 'logout', call: (a) => a.logout(), method: 'GET', url: authPaths.logout, loginRequired: false },
  {
    name: 'claims',
    call: (a) => a.claims(),
    method: 'GET',
    url: authPaths.claims,
    reply: { userId: 7 },
    loginRequired: true,
  },
];

describe('auth calls', () => {
  it('covers every call of the auth table', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(Object.keys(api).sort());
  });

  it.each(cases)('$name sends $method $url and returns the answer', async (c) => {
    const path = c.url.split('?')[0] ?? '';
    if (c.reply !== undefined) server.reply(path, 200, c.reply);
    const result = await c.call(api);
    const sent = server.last();
    expect(sent.method).toBe(c.method);
    expect(sent.url).toBe(c.url);
    expect(sent.headers.authorization).toBe('Bearer stored-token');
    if (c.body === undefined) expect(sent.body).toBe('');
    else {
      expect(sent.headers['content-type']).toBe('application/json');
      expect(JSON.parse(sent.body)).toEqual(c.body);
    }
    expect(result).toEqual(c.reply ?? null);
  });

  it.each(cases)('$name logs out on 401 only when login is required', async (c) => {
    server.reply(c.url.split('?')[0] ?? '', 401, { statusText: 'Unauthorized', code: 'unauthorized' });
    await expect(c.call(api)).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(c.loginRequired ? 1 : 0);
  });

  it('fails loudly on a malformed sign-in result', async () => {
    server.reply(authPaths.login, 200, { ...signInResult, userRoles: 'all' });
    await expect(api.login(login)).rejects.toThrow('Unexpected response from the server');
  });

  it('fails loudly when a boolean call answers something else', async () => {
    server.reply(authPaths.isValidPasswordResetHash, 200, { valid: true });
    await expect(api.isValidPasswordResetHash('reset-hash')).rejects.toThrow(
      'Unexpected response from the server',
    );
  });

  it('resolves null when the session check is aborted', async () => {
    expect(await api.autoLogin(AbortSignal.abort())).toBeNull();
  });
});
