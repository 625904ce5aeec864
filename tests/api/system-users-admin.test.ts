import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { authPaths, systemUserPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { systemUserListItemSchema, systemUserMessages, type SystemUserListItem } from '#contract/system-user';
import { validationMessages } from '#contract/validation-messages';
import { notes } from '#server/db/schema/notes';
import { systemUsers, userIdentities } from '#server/db/schema/auth';
import {
  createRole,
  createSignedInUser,
  createUser,
  errorBody,
  loginToAccount,
  signIn,
  testPassword,
  uniqueEmail,
} from '#fixtures/auth-helpers';
import { useAdmin, useTestApp } from '#fixtures/file-app';

const t = useTestApp();
const admin = useAdmin(t);

const getUser = (id: number, token = admin.token) =>
  t.call('GET', fillPath(systemUserPaths.getItemById, { id }), { token });
const read = async (id: number, token = admin.token) => {
  const res = await getUser(id, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return systemUserListItemSchema.parse(await res.json());
};
const newUser = (over: Record<string, unknown> = {}) => ({
  systemUserId: 0,
  firstName: 'Nia',
  lastName: 'Okafor',
  emailAddress: uniqueEmail('new'),
  ...over,
});
const create = (body: unknown, token = admin.token) => t.call('POST', systemUserPaths.base, { token, body });
const put = (id: number, body: unknown, token = admin.token) =>
  t.call('PUT', fillPath(systemUserPaths.byId, { id }), { token, body });
const edited = (user: SystemUserListItem, over: Record<string, unknown> = {}) => ({ ...user, ...over });

describe('GET getItemById/{id}', () => {
  it('answers the user with logins by kind, carriers and roles, never a secret', async () => {
    const roleId = await createRole(t.database.db, { permissionCodes: [P.OrderView] });
    const user = await createUser(t.database.db, {
      firstName: 'Ann',
      identities: [
        { type: 'employee', roleName: 'Dispatch' },
        { type: 'carrier', carrierId: 1 },
      ],
      roles: [roleId],
    });
    const res = await getUser(user.systemUserId);
    expect(res.status).toBe(200);
    const raw = (await res.json()) as Record<string, unknown>;
    for (const secret of ['password', 'passwordResetHash', 'passwordHash', 'hash'])
      expect(raw).not.toHaveProperty(secret);
    const item = systemUserListItemSchema.parse(raw);
    expect(item).toMatchObject({
      systemUserId: user.systemUserId,
      firstName: 'Ann',
      emailAddress: user.email,
    });
    expect(item.systemEmployees).toHaveLength(1);
    expect(item.systemEmployees![0]).toMatchObject({
      roleName: 'Dispatch',
      systemEmployeeId: user.identity('employee').identityId,
    });
    expect(item.systemEmployees![0]).not.toHaveProperty('hash');
    expect(item.systemCarriers).toEqual([
      expect.objectContaining({ carrierId: 1, carrierName: expect.any(String) }),
    ]);
    expect(item.systemUserRoleAssignments).toEqual([
      { systemUserId: user.systemUserId, systemRoleId: roleId },
    ]);
  });

  it('is 404 for an unknown or deleted user and 400 for an id that is not one', async () => {
    expect((await getUser(999_999)).status).toBe(404);
    const gone = await createUser(t.database.db, { isDeleted: true });
    expect((await getUser(gone.systemUserId)).status).toBe(404);
    const bad = await t.call('GET', '/api/System/SystemUsers/getItemById/abc', { token: admin.token });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).fields).toHaveProperty('id');
  });
});

describe('POST (create)', () => {
  it('creates a user with roles and a password; with an employee login it signs in with the role’s codes', async () => {
    const roleId = await createRole(t.database.db, { permissionCodes: [P.OrderView] });
    const body = newUser({
      password: 'New#Pass12',
      systemUserRoleAssignments: [{ systemUserId: 0, systemRoleId: roleId }],
    });
    const res = await create(body);
    expect(res.status, await res.clone().text()).toBe(200);
    const user = systemUserListItemSchema.parse(await res.json());
    expect(user).toMatchObject({
      firstName: 'Nia',
      lastName: 'Okafor',
      emailAddress: body.emailAddress,
      isActive: true,
    });
    expect(user.systemUserId).toBeGreaterThan(0);
    expect(user.systemRoles?.map((r) => r.systemRoleId)).toEqual([roleId]);
    // Without a login the password opens nothing; with an employee login the role's codes apply.
    const noLogin = await t.call('POST', authPaths.login, {
      body: { login: body.emailAddress, password: 'New#Pass12' },
    });
    expect(((await noLogin.json()) as { token: string | null }).token).toBeNull();
    const added = await t.call('POST', systemUserPaths.saveNewLogin, {
      token: admin.token,
      body: {
        employee: { systemEmployeeId: 0, systemUserId: user.systemUserId, permissionCodes: [P.PortalAccess] },
      },
    });
    expect(added.status, await added.clone().text()).toBe(200);
    const session = await signIn(t, body.emailAddress as string, 'New#Pass12');
    expect(session.result.userIdentities).toHaveLength(1);
    const bound = await loginToAccount(t, session.token, session.result.userIdentities![0]!.hash);
    expect(bound.result.userRoles).toEqual([P.PortalAccess, P.OrderView]);
  });

  it('refuses bad input with the spec messages in fields', async () => {
    const res = await create({
      systemUserId: 0,
      firstName: '',
      lastName: '  ',
      emailAddress: 'nope',
      password: 'short',
      surprise: 1,
    });
    expect(res.status).toBe(400);
    const { fields, code } = await errorBody(res);
    expect(code).toBe('validation_failed');
    expect(fields).toMatchObject({
      firstName: validationMessages.fieldRequired,
      lastName: validationMessages.fieldRequired,
      emailAddress: validationMessages.email,
      password: 'Password must be at least 8 characters long',
      surprise: 'Unknown field',
    });
    const none = await create(newUser({ emailAddress: null, username: null }));
    expect((await errorBody(none)).fields).toEqual({ emailAddress: systemUserMessages.loginNeeded });
    const spaced = await create(newUser({ username: 'a b' }));
    expect((await errorBody(spaced)).fields).toEqual({ username: systemUserMessages.usernameSpaces });
    const unknownRole = await create(
      newUser({ systemUserRoleAssignments: [{ systemUserId: 0, systemRoleId: 999_999 }] }),
    );
    expect(unknownRole.status).toBe(400);
    expect((await errorBody(unknownRole)).fields).toEqual({
      'systemUserRoleAssignments.0.systemRoleId': systemUserMessages.unknownRole,
    });
  });

  it('refuses an address or username another account signs in with (409, any case)', async () => {
    const other = await createUser(t.database.db, { username: `taken-${Date.now()}` });
    const res = await create(newUser({ emailAddress: other.email!.toUpperCase() }));
    expect(res.status).toBe(409);
    expect((await errorBody(res)).fields).toEqual({ emailAddress: systemUserMessages.emailTaken });
    const byName = await create(newUser({ username: other.username }));
    expect((await errorBody(byName)).fields).toEqual({ username: systemUserMessages.usernameTaken });
  });
});

describe('PUT {id} (update)', () => {
  it('saves the fields and the roles, and refuses a stale write', async () => {
    const [r1, r2] = [
      await createRole(t.database.db, { permissionCodes: [P.OrderView] }),
      await createRole(t.database.db, { permissionCodes: [P.LoadView] }),
    ];
    const created = await createUser(t.database.db, { roles: [r1] });
    const before = await read(created.systemUserId);
    const res = await put(
      created.systemUserId,
      edited(before, {
        firstName: 'Renamed',
        phoneNumber: '+1 (555) 123-4567',
        systemUserRoleAssignments: [{ systemUserId: created.systemUserId, systemRoleId: r2 }],
      }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const after = systemUserListItemSchema.parse(await res.json());
    expect(after).toMatchObject({ firstName: 'Renamed', phoneNumber: '+1 (555) 123-4567' });
    expect(after.systemRoles?.map((r) => r.systemRoleId)).toEqual([r2]);
    expect(after.dateModified > before.dateModified).toBe(true);
    // The first version again: someone else saved since.
    const stale = await put(created.systemUserId, edited(before, { firstName: 'Late' }));
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).code).toBe('stale_write');
    expect((await read(created.systemUserId)).firstName).toBe('Renamed');
    // Without systemUserRoleAssignments the roles stay.
    const { systemUserRoleAssignments: _dropped, ...noRoles } = after;
    const kept = systemUserListItemSchema.parse(await (await put(created.systemUserId, noRoles)).json());
    expect(kept.systemRoles?.map((r) => r.systemRoleId)).toEqual([r2]);
  });

  it('needs dateModified, refuses a password and a mismatched id, 404 for an unknown user', async () => {
    const created = await createUser(t.database.db);
    const user = await read(created.systemUserId);
    const { dateModified: _d, ...undated } = user;
    expect((await errorBody(await put(user.systemUserId, undated))).fields).toHaveProperty('dateModified');
    const withPassword = await put(user.systemUserId, edited(user, { password: 'New#Pass12' }));
    expect((await errorBody(withPassword)).fields).toEqual({ password: systemUserMessages.passwordOnUpdate });
    expect((await put(user.systemUserId + 1, user)).status).toBe(400);
    expect((await put(999_999, edited(user, { systemUserId: 999_999 }))).status).toBe(404);
  });

  it('deactivating ends the user’s sessions at once: the next call is 401', async () => {
    const victim = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.UserView] }],
    });
    const spare = await signIn(t, victim.login);
    expect((await t.call('GET', systemUserPaths.getMe, { token: victim.token })).status).toBe(200);
    const res = await put(victim.systemUserId, edited(await read(victim.systemUserId), { isActive: false }));
    expect(res.status).toBe(200);
    for (const token of [victim.token, spare.token]) {
      expect((await t.call('GET', systemUserPaths.getMe, { token })).status).toBe(401);
    }
    const login = await t.call('POST', authPaths.login, {
      body: { login: victim.login, password: testPassword },
    });
    expect(login.status).toBe(403);
    // Reactivated, the old tokens stay dead: they were revoked, not just refused.
    const back = await put(victim.systemUserId, edited(await read(victim.systemUserId), { isActive: true }));
    expect(back.status).toBe(200);
    expect((await t.call('GET', systemUserPaths.getMe, { token: victim.token })).status).toBe(401);
  });

  it('nobody deactivates themself', async () => {
    const me = await read(admin.systemUserId);
    const res = await put(admin.systemUserId, edited(me, { isActive: false }));
    expect(res.status).toBe(409);
    expect((await errorBody(res)).statusText).toBe(systemUserMessages.selfDeactivate);
  });
});

describe('no one grants what they do not hold; admins are managed by admins (decision 018)', () => {
  it('an employee with UserUpdate cannot assign a role carrying codes it lacks, nor change an admin', async () => {
    const employee = await createSignedInUser(t, {
      identities: [
        {
          type: 'employee',
          permissionCodes: [P.AdminPortalAccess, P.UserView, P.UserUpdate, P.UserAdd, P.OrderView],
        },
      ],
    });
    const big = await createRole(t.database.db, { permissionCodes: [P.OrderView, P.UserDelete] });
    const small = await createRole(t.database.db, { permissionCodes: [P.OrderView] });
    const target = await createUser(t.database.db);
    const user = await read(target.systemUserId, employee.token);
    const refused = await put(
      target.systemUserId,
      edited(user, { systemUserRoleAssignments: [{ systemUserId: target.systemUserId, systemRoleId: big }] }),
      employee.token,
    );
    expect(refused.status).toBe(403);
    expect((await errorBody(refused)).statusText).toContain(String(P.UserDelete));
    const allowed = await put(
      target.systemUserId,
      edited(user, {
        systemUserRoleAssignments: [{ systemUserId: target.systemUserId, systemRoleId: small }],
      }),
      employee.token,
    );
    expect(allowed.status).toBe(200);

    const anAdmin = await createUser(t.database.db, { identities: [{ type: 'admin' }] });
    const adminUser = await read(anAdmin.systemUserId);
    const res = await put(anAdmin.systemUserId, edited(adminUser, { firstName: 'Mallory' }), employee.token);
    expect(res.status).toBe(403);
    expect((await errorBody(res)).statusText).toBe(systemUserMessages.adminOnly);
    const pw = await t.call('PUT', fillPath(systemUserPaths.changePassword, { id: anAdmin.systemUserId }), {
      token: employee.token,
      body: { password: 'Stolen#Pass1' },
    });
    expect(pw.status).toBe(403);
  });
});

describe('DELETE {id}', () => {
  it('deletes the user, ends its sessions, and keeps the notes it wrote readable', async () => {
    const author = await createSignedInUser(t, {
      firstName: 'Ghost',
      lastName: 'Writer',
      identities: [{ type: 'employee' }],
    });
    const [note] = await t.database.db
      .insert(notes)
      .values({
        orderId: 1,
        noteContent: 'Left at the dock',
        createdByUserId: author.systemUserId,
        createdBy: 'Ghost Writer',
      })
      .returning({ noteId: notes.noteId });
    const res = await t.call('DELETE', fillPath(systemUserPaths.byId, { id: author.systemUserId }), {
      token: admin.token,
    });
    expect(res.status).toBe(204);
    expect((await t.call('GET', systemUserPaths.getMe, { token: author.token })).status).toBe(401);
    expect(await t.database.db.$count(systemUsers, eq(systemUsers.systemUserId, author.systemUserId))).toBe(
      0,
    );
    expect(
      await t.database.db.$count(userIdentities, eq(userIdentities.systemUserId, author.systemUserId)),
    ).toBe(0);
    const [kept] = await t.database.db.select().from(notes).where(eq(notes.noteId, note!.noteId));
    expect(kept).toMatchObject({
      noteContent: 'Left at the dock',
      createdByUserId: null,
      createdBy: 'Ghost Writer',
    });
    expect(
      (
        await t.call('DELETE', fillPath(systemUserPaths.byId, { id: author.systemUserId }), {
          token: admin.token,
        })
      ).status,
    ).toBe(404);
  });

  it('refuses to delete oneself', async () => {
    const res = await t.call('DELETE', fillPath(systemUserPaths.byId, { id: admin.systemUserId }), {
      token: admin.token,
    });
    expect(res.status).toBe(409);
    expect(await errorBody(res)).toMatchObject({
      code: 'delete_blocked',
      statusText: systemUserMessages.selfDelete,
    });
  });
});

describe('PUT changePassword/{id}', () => {
  it('sets a password held to the rules and ends the user’s sessions', async () => {
    const user = await createSignedInUser(t, { identities: [{ type: 'employee' }] });
    const weak = await t.call('PUT', fillPath(systemUserPaths.changePassword, { id: user.systemUserId }), {
      token: admin.token,
      body: { password: 'alllowercase1!' },
    });
    expect(weak.status).toBe(400);
    expect((await errorBody(weak)).fields).toEqual({
      password: 'Password must contain at least one uppercase letter',
    });
    const res = await t.call('PUT', fillPath(systemUserPaths.changePassword, { id: user.systemUserId }), {
      token: admin.token,
      body: { password: 'Fresh#Pass9' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(systemUserListItemSchema.parse(await res.json()).systemUserId).toBe(user.systemUserId);
    expect((await t.call('GET', systemUserPaths.getMe, { token: user.token })).status).toBe(401);
    await signIn(t, user.login, 'Fresh#Pass9');
    expect(
      (
        await t.call('PUT', fillPath(systemUserPaths.changePassword, { id: 999_999 }), {
          token: admin.token,
          body: { password: 'Fresh#Pass9' },
        })
      ).status,
    ).toBe(404);
    const self = await t.call('PUT', fillPath(systemUserPaths.changePassword, { id: admin.systemUserId }), {
      token: admin.token,
      body: { password: 'Fresh#Pass9' },
    });
    expect(self.status).toBe(409);
  });
});

describe('GET auth/GetPasswordResetLinkByUserId', () => {
  it('gives staff with UserUpdate a usable reset link; 404 unknown; 403 for a customer identity', async () => {
    const user = await createUser(t.database.db, { identities: [{ type: 'employee' }] });
    const res = await t.call(
      'GET',
      `${authPaths.getPasswordResetLinkByUserId}?systemUserId=${user.systemUserId}`,
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    const { link } = (await res.json()) as { link: string };
    const hash = /reset-password\/([^?]+)/.exec(link)![1]!;
    const valid = await t.call('POST', authPaths.isValidPasswordResetHash, { body: { hash } });
    expect(await valid.json()).toBe(true);
    expect(
      (
        await t.call('GET', `${authPaths.getPasswordResetLinkByUserId}?systemUserId=999999`, {
          token: admin.token,
        })
      ).status,
    ).toBe(404);
    const customer = await createSignedInUser(t, {
      identities: [{ type: 'customer', orderCustomerId: 1, permissionCodes: [P.UserUpdate] }],
    });
    const refused = await t.call(
      'GET',
      `${authPaths.getPasswordResetLinkByUserId}?systemUserId=${user.systemUserId}`,
      { token: customer.token },
    );
    expect(refused.status).toBe(403);
  });
});
