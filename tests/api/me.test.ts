import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemUserPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { systemUserSchema, systemUserSecretFields, type SystemUser } from '#contract/system-user';
import { systemUsers } from '#server/db/schema/auth';
import { putMeMessages } from '#server/users/me-update';
import {
  createSignedInUser,
  createUser,
  errorBody,
  signIn,
  signInAs,
  uniqueEmail,
  type IdentitySpec,
} from '#fixtures/auth-helpers';
import { useTestApp } from '#fixtures/file-app';

const t = useTestApp();
const { db } = t;

const getMe = (token?: string | null) => t.call('GET', systemUserPaths.getMe, { token: token ?? null });
const putMe = (token: string | null, body: unknown) => t.call('PUT', systemUserPaths.putMe, { token, body });
const row = async (id: number) =>
  (await db.select().from(systemUsers).where(eq(systemUsers.systemUserId, id)))[0]!;
/** A user signed in to one identity, with what getMe says about them. */
async function signedIn(identity: IdentitySpec = { type: 'employee' }) {
  const user = await createSignedInUser(t, { identities: [identity] });
  const res = await getMe(user.token);
  expect(res.status).toBe(200);
  return { ...user, me: systemUserSchema.parse(await res.json()) };
}

describe('GET System/SystemUsers/getMe', () => {
  it('lists the user’s own customer logins with their hashes, so the profile finds its subscriptions', async () => {
    const user = await signedIn({
      type: 'customer',
      orderCustomerId: 1,
      permissionCodes: [Permission.PortalAccess],
    });
    const login = user.identities[0]!;
    expect(user.me.systemCustomers).toEqual([
      expect.objectContaining({
        systemCustomerId: login.identityId,
        hash: login.hash,
        orderCustomerId: 1,
        orderCustomerName: expect.any(String),
      }),
    ]);
    const employee = await signedIn({ type: 'employee' });
    expect(employee.me.systemCustomers).toEqual([]);
  });

  it('answers a session before an identity is chosen with the profile account selection reads', async () => {
    const user = await createUser(db, {
      firstName: 'Ann',
      lastName: 'Lee',
      username: `ann-${Date.now()}`,
      identities: [{ type: 'employee' }, { type: 'customer' }],
      roles: [
        { name: `Dispatch ${Date.now()}`, permissionCodes: [Permission.LoadView, Permission.OrderView] },
        { name: `Warehouse ${Date.now()}`, permissionCodes: [Permission.OrderView] },
      ],
    });
    const session = await signIn(t, user.login);
    const res = await getMe(session.token);
    expect(res.status).toBe(200);
    const me = systemUserSchema.parse(await res.json());
    expect(me).toMatchObject({
      systemUserId: user.systemUserId,
      isActive: true,
      emailAddress: user.email,
      username: user.username,
      firstName: 'Ann',
      lastName: 'Lee',
      name: 'Ann Lee',
    });
    expect(me.systemRoles?.map((r) => r.systemRoleId).sort()).toEqual([...user.roleIds].sort());
    expect(me.systemRoles?.every((r) => r.name.length > 0 && Array.isArray(r.permissionCodes))).toBe(true);
    expect(me.systemRoles?.find((r) => r.name.startsWith('Dispatch'))?.permissionCodes).toEqual([
      Permission.LoadView,
      Permission.OrderView,
    ]);
    expect(me.systemUserRoleAssignments).toHaveLength(2);
    expect(me.dateLastLogin).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('gives an empty role list to a user without roles, and answers every identity type', async () => {
    for (const type of ['admin', 'employee', 'customer', 'carrier'] as const) {
      const { me } = await signedIn({ type });
      expect(me.systemRoles).toEqual([]);
      expect(me.isActive).toBe(true);
    }
  });

  it('never sends the password hash, the reset hash or any other secret', async () => {
    const user = await createSignedInUser(t, { identities: [{ type: 'customer' }] });
    await db
      .update(systemUsers)
      .set({ passwordResetHash: 'reset-secret-hash', passwordResetMode: 'reset' })
      .where(eq(systemUsers.systemUserId, user.systemUserId));
    const stored = await row(user.systemUserId);
    const res = await getMe(user.token);
    const text = await res.text();
    const body = JSON.parse(text) as Record<string, unknown>;
    for (const field of [...systemUserSecretFields, 'passwordHash', 'passwordResetMode'])
      expect(body).not.toHaveProperty(field);
    expect(text).not.toContain('reset-secret-hash');
    expect(text).not.toContain(stored.passwordHash!);
  });

  it('refuses a caller without a session (401) or with an expired one', async () => {
    const none = await getMe();
    expect(none.status).toBe(401);
    expect((await errorBody(none)).code).toBe('unauthorized');
    const bogus = await getMe('y'.repeat(43));
    expect(bogus.status).toBe(401);
    expect((await errorBody(bogus)).code).toBe('token_expired');
  });

  it('refuses the session of a user deactivated since signing in', async () => {
    const user = await createSignedInUser(t, { identities: [{ type: 'employee' }] });
    await db
      .update(systemUsers)
      .set({ isActive: false })
      .where(eq(systemUsers.systemUserId, user.systemUserId));
    expect((await getMe(user.token)).status).toBe(401);
  });
});

describe('PUT System/SystemUsers/putMe', () => {
  it('saves the editable fields and answers the saved user', async () => {
    const user = await signedIn({ type: 'customer' });
    const email = uniqueEmail('renamed').toUpperCase();
    const edited: SystemUser = {
      ...user.me,
      firstName: '  Anne ',
      lastName: 'Leigh',
      phoneNumber: '+1 (555) 123-4567',
      emailAddress: email,
      username: `anne-${user.systemUserId}`,
      timeZoneOffsetMinutes: -420,
    };
    const res = await putMe(user.token, edited);
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = systemUserSchema.parse(await res.json());
    expect(saved).toMatchObject({
      systemUserId: user.systemUserId,
      firstName: 'Anne',
      lastName: 'Leigh',
      phoneNumber: '+1 (555) 123-4567',
      emailAddress: email,
      username: `anne-${user.systemUserId}`,
      timeZoneOffsetMinutes: -420,
      name: 'Anne Leigh',
    });
    expect(Date.parse(saved.dateModified)).toBeGreaterThan(Date.parse(user.me.dateModified));
    expect(saved.dateAdded).toBe(user.me.dateAdded);
    for (const field of systemUserSecretFields) expect(saved).not.toHaveProperty(field);

    const stored = await row(user.systemUserId);
    expect(stored).toMatchObject({ firstName: 'Anne', emailAddress: email, timeZoneOffsetMinutes: -420 });
    expect(stored.dateModified.toISOString()).toBe(saved.dateModified);
    // getMe now answers the saved user.
    expect(await (await getMe(user.token)).json()).toEqual(saved);
  });

  it('saves again with the dateModified it got back, and clears optional fields', async () => {
    const user = await signedIn();
    const first = (await (
      await putMe(user.token, { ...user.me, phoneNumber: '555 0100' })
    ).json()) as SystemUser;
    const res = await putMe(user.token, { ...first, phoneNumber: '', username: '', lastName: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ phoneNumber: null, username: null, lastName: '' });
  });

  it('ignores what only an administrator may change: isActive, roles, logins, dates, identities', async () => {
    const roleUser = await createUser(db, {
      identities: [{ type: 'employee' }],
      roles: [{ permissionCodes: [Permission.OrderView] }],
    });
    const { token } = await signInAs(t, roleUser, 'employee');
    const me = systemUserSchema.parse(await (await getMe(token)).json());
    const res = await putMe(token, {
      ...me,
      isActive: false,
      isInvisible: true,
      isDeleted: true,
      systemRoles: [],
      systemUserRoleAssignments: [],
      dateAdded: '2001-01-01T00:00:00.000Z',
      dateLastLogin: '2001-01-01T00:00:00.000Z',
      selected: true,
      editing: true,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = systemUserSchema.parse(await res.json());
    expect(saved).toMatchObject({
      isActive: true,
      isInvisible: false,
      isDeleted: null,
      dateAdded: me.dateAdded,
    });
    expect(saved.systemRoles?.map((r) => r.systemRoleId)).toEqual(roleUser.roleIds);
    const stored = await row(roleUser.systemUserId);
    expect(stored).toMatchObject({ isActive: true, isInvisible: false, isDeleted: null });
  });

  it('refuses a stale write (409) and changes nothing', async () => {
    const user = await signedIn();
    const first = await putMe(user.token, { ...user.me, firstName: 'First' });
    expect(first.status).toBe(200);
    const before = await row(user.systemUserId);
    const stale = await putMe(user.token, { ...user.me, firstName: 'Second' });
    expect(stale.status).toBe(409);
    const body = await errorBody(stale);
    expect(body.code).toBe('stale_write');
    expect(body.statusText).toMatch(/Reload/);
    expect(await row(user.systemUserId)).toEqual(before);
  });

  it('lets exactly one of two saves from the same version through', async () => {
    const user = await signedIn();
    const statuses = await Promise.all([
      putMe(user.token, { ...user.me, firstName: 'One' }),
      putMe(user.token, { ...user.me, firstName: 'Two' }),
    ]).then((all) => all.map((r) => r.status).sort());
    expect(statuses).toEqual([200, 409]);
  });

  it('refuses an e-mail or username another account signs in with (409 with fields), in any case', async () => {
    const other = await createUser(db, {
      username: `taken-${Date.now()}`,
      identities: [{ type: 'employee' }],
    });
    const user = await signedIn();
    const before = await row(user.systemUserId);
    const cases: [Partial<SystemUser>, string][] = [
      [{ emailAddress: other.email!.toUpperCase() }, 'emailAddress'],
      [{ username: other.username!.toUpperCase() }, 'username'],
      // A sign-in name must name one account: neither column may repeat the other's value.
      [{ username: other.email! }, 'username'],
      [{ emailAddress: `${other.username!}` + '@x.test', username: other.email! }, 'username'],
    ];
    for (const [change, field] of cases) {
      const res = await putMe(user.token, { ...user.me, ...change });
      expect(res.status).toBe(409);
      const body = await errorBody(res);
      expect(body.code).toBe('conflict');
      expect(body.fields?.[field]).toBe(
        field === 'username' ? putMeMessages.usernameTaken : putMeMessages.emailTaken,
      );
    }
    expect(await row(user.systemUserId)).toEqual(before);
  });

  it("keeps the caller's own e-mail in another case without calling it taken", async () => {
    const user = await signedIn();
    const res = await putMe(user.token, { ...user.me, emailAddress: user.me.emailAddress!.toUpperCase() });
    expect(res.status).toBe(200);
  });

  it("refuses to save someone else's user (403) and changes neither", async () => {
    const other = await createUser(db, { identities: [{ type: 'employee' }] });
    const otherBefore = await row(other.systemUserId);
    const user = await signedIn();
    const before = await row(user.systemUserId);
    const res = await putMe(user.token, {
      ...user.me,
      systemUserId: other.systemUserId,
      firstName: 'Hijack',
    });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).code).toBe('forbidden');
    expect(await row(other.systemUserId)).toEqual(otherBefore);
    expect(await row(user.systemUserId)).toEqual(before);
  });

  it('refuses callers without an identity: no token 401, pre-identity session 403', async () => {
    const user = await signedIn();
    const session = await signIn(t, user.login);
    const before = await row(user.systemUserId);
    expect((await putMe(null, { ...user.me, firstName: 'X' })).status).toBe(401);
    const res = await putMe(session.token, { ...user.me, firstName: 'X' });
    expect(res.status).toBe(403);
    expect(await row(user.systemUserId)).toEqual(before);
  });

  describe('bad input: 400 with fields, nothing saved', () => {
    const cases: [string, (me: SystemUser) => unknown, string, string?][] = [
      ['a missing dateModified', ({ dateModified: _d, ...me }) => me, 'dateModified'],
      [
        'a malformed dateModified',
        (me) => ({ ...me, dateModified: 'yesterday' }),
        'dateModified',
        'Invalid Date',
      ],
      ['a missing firstName', ({ firstName: _f, ...me }) => me, 'firstName'],
      ['a number for a name', (me) => ({ ...me, firstName: 5 }), 'firstName'],
      ['a string for the id', (me) => ({ ...me, systemUserId: String(me.systemUserId) }), 'systemUserId'],
      ['an oversized first name', (me) => ({ ...me, firstName: 'a'.repeat(101) }), 'firstName'],
      ['an oversized phone', (me) => ({ ...me, phoneNumber: '1'.repeat(41) }), 'phoneNumber'],
      ['a time zone out of range', (me) => ({ ...me, timeZoneOffsetMinutes: 5000 }), 'timeZoneOffsetMinutes'],
      [
        'an invalid e-mail',
        (me) => ({ ...me, emailAddress: 'not-an-address' }),
        'emailAddress',
        'Please enter a valid email address',
      ],
      [
        'no e-mail and no username',
        (me) => ({ ...me, emailAddress: '', username: null }),
        'emailAddress',
        putMeMessages.loginNeeded,
      ],
      [
        'a username with spaces',
        (me) => ({ ...me, username: 'a b' }),
        'username',
        putMeMessages.usernameSpaces,
      ],
      ['a password', (me) => ({ ...me, password: 'New#Pass1' }), 'password', putMeMessages.password],
      [
        'a reset hash',
        (me) => ({ ...me, passwordResetHash: 'abc' }),
        'passwordResetHash',
        putMeMessages.notSettable,
      ],
      ['an unknown field', (me) => ({ ...me, isAdmin: true }), 'isAdmin', 'Unknown field'],
    ];
    it.each(cases)('%s', async (_label, mutate, field, message) => {
      const user = await signedIn();
      const before = await row(user.systemUserId);
      const res = await putMe(user.token, mutate({ ...user.me, firstName: 'Changed' }));
      expect(res.status).toBe(400);
      const body = await errorBody(res);
      expect(body.code).toBe('validation_failed');
      expect(body.fields).toHaveProperty(field);
      if (message) expect(body.fields?.[field]).toBe(message);
      expect(await row(user.systemUserId)).toEqual(before);
    });

    it('a body that is not JSON, or not an object', async () => {
      const user = await signedIn();
      const before = await row(user.systemUserId);
      const malformed = await t.call('PUT', systemUserPaths.putMe, {
        token: user.token,
        rawBody: '{"firstName": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect((await errorBody(malformed)).code).toBe('bad_request');
      for (const body of [[], 'text', null]) expect((await putMe(user.token, body)).status).toBe(400);
      expect(await row(user.systemUserId)).toEqual(before);
    });
  });
});
