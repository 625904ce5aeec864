import { describe, expect, it } from 'vitest';
import { sessionPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { buildReferenceLists, referenceListsSchema } from '#contract/reference-list';
import {
  createSignedInUser,
  createUser,
  errorBody,
  signIn,
  signInAs,
  type IdentitySpec,
} from '#fixtures/auth-helpers';
import { useTestApp } from '#fixtures/file-app';

const t = useTestApp();

const post = (path: string, token?: string | null, body?: unknown) =>
  t.call('POST', path, { token: token ?? null, ...(body === undefined ? {} : { body }) });
const tokenOf = async (identity: IdentitySpec) =>
  (await createSignedInUser(t, { identities: [identity] })).token;
const listNames = (lists: { listName: string }[]) => lists.map((l) => l.listName);

describe('POST Session/getEnums', () => {
  it('gives any signed-in identity the reference lists, with or without a body', async () => {
    for (const type of ['customer', 'carrier', 'employee', 'admin'] as const) {
      const token = await tokenOf({ type });
      for (const body of [undefined, {}, { ignored: true }]) {
        const res = await post(sessionPaths.getEnums, token, body);
        expect(res.status).toBe(200);
        const lists = referenceListsSchema.parse(await res.json());
        expect(lists).toEqual(buildReferenceLists(false));
      }
    }
  });

  it('carries the lists the screens use, and none that describe access', async () => {
    const res = await post(sessionPaths.getEnums, await tokenOf({ type: 'customer' }));
    const names = listNames(await res.json());
    expect(names).toEqual(expect.arrayContaining(['RefCountryState', 'RefCountry', 'RefLoadDesignation']));
    expect(names).not.toContain('RefPermission');
    expect(names).not.toContain('RefScanToPickRole');
  });

  it('refuses a caller without a session (401) and a session without an identity (403)', async () => {
    const none = await post(sessionPaths.getEnums);
    expect(none.status).toBe(401);
    expect((await errorBody(none)).code).toBe('unauthorized');

    const unknown = await post(sessionPaths.getEnums, 'x'.repeat(43));
    expect(unknown.status).toBe(401);
    expect((await errorBody(unknown)).code).toBe('token_expired');

    const user = await createUser(t.database.db, { identities: [{ type: 'employee' }] });
    const session = await signIn(t, user.login);
    const res = await post(sessionPaths.getEnums, session.token);
    expect(res.status).toBe(403);
    expect((await errorBody(res)).code).toBe('forbidden');
  });
});

describe('POST Session/getEnumsAdmin', () => {
  // The administration area's entry (decision 071) besides UserView; PortalAccess comes from the fixture.
  const areaViewer = [Permission.AdminPortalAccess, Permission.UserView];

  it('gives a staff identity with UserView the lists plus the access lists', async () => {
    for (const type of ['admin', 'employee'] as const) {
      const res = await post(
        sessionPaths.getEnumsAdmin,
        await tokenOf({ type, permissionCodes: areaViewer }),
      );
      expect(res.status).toBe(200);
      const lists = referenceListsSchema.parse(await res.json());
      expect(lists).toEqual(buildReferenceLists(true));
      expect(listNames(lists)).toEqual(expect.arrayContaining(['RefPermission', 'RefScanToPickRole']));
    }
  });

  it('accepts no body and an empty body', async () => {
    const token = await tokenOf({ type: 'employee', permissionCodes: areaViewer });
    expect((await post(sessionPaths.getEnumsAdmin, token)).status).toBe(200);
    expect((await post(sessionPaths.getEnumsAdmin, token, {})).status).toBe(200);
  });

  it('counts UserView granted through a role, unless role permissions were declined', async () => {
    const user = await createUser(t.database.db, {
      identities: [{ type: 'employee' }],
      roles: [{ permissionCodes: areaViewer }],
    });
    const withRoles = await signInAs(t, user, 'employee', true);
    expect((await post(sessionPaths.getEnumsAdmin, withRoles.token)).status).toBe(200);
    const withoutRoles = await signInAs(t, user, 'employee', false);
    expect((await post(sessionPaths.getEnumsAdmin, withoutRoles.token)).status).toBe(403);
  });

  it.each<[string, IdentitySpec]>([
    [
      'an employee without UserView',
      { type: 'employee', permissionCodes: [Permission.PortalAccess, Permission.UserAdd] },
    ],
    [
      'an admin with only AdminPortalAccess',
      { type: 'admin', permissionCodes: [Permission.AdminPortalAccess] },
    ],
    [
      'an employee with UserView but not AdminPortalAccess',
      { type: 'employee', permissionCodes: [Permission.UserView] },
    ],
    ['a customer with UserView', { type: 'customer', permissionCodes: [Permission.UserView] }],
    ['a carrier with UserView', { type: 'carrier', permissionCodes: [Permission.UserView] }],
  ])('refuses %s (403)', async (_label, identity) => {
    const res = await post(sessionPaths.getEnumsAdmin, await tokenOf(identity));
    expect(res.status).toBe(403);
    expect((await errorBody(res)).code).toBe('forbidden');
  });

  it('refuses a caller without a session (401) and a session without an identity (403)', async () => {
    expect((await post(sessionPaths.getEnumsAdmin)).status).toBe(401);
    const user = await createUser(t.database.db, {
      identities: [{ type: 'admin', permissionCodes: [Permission.UserView] }],
    });
    const session = await signIn(t, user.login);
    expect((await post(sessionPaths.getEnumsAdmin, session.token)).status).toBe(403);
  });

  it('refuses an expired session with token_expired', async () => {
    const token = await tokenOf({ type: 'admin', permissionCodes: areaViewer });
    t.advance(t.config.SESSION_TTL_MINUTES * 60_000 + 1000);
    const res = await post(sessionPaths.getEnumsAdmin, token);
    expect(res.status).toBe(401);
    expect((await errorBody(res)).code).toBe('token_expired');
  });
});
