import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { issuePasswordLink } from '#server/auth/password-links';
import { hashSecret } from '#server/auth/tokens';
import { mailOutbox, systemUsers } from '#server/db/schema/auth';
import {
  addressSequence,
  createUser,
  errorBody,
  mailedLinkSecret,
  signIn,
  signInAs,
  testPassword,
  uniqueEmail,
  type CreatedUser,
} from '#fixtures/auth-helpers';
import { useTestApp } from '#fixtures/file-app';

const t = useTestApp({ PUBLIC_URL: 'https://portal.example.test' });
const { db } = t;

/** Each request from its own client address, so the per-address throttles stay out of the way. */
const nextAddress = addressSequence('192.0.2');
const from = () => ({ 'x-forwarded-for': nextAddress() });

const newPassword = 'Brand#New2';
const sendLink = (email: string) =>
  t.call('GET', `${authPaths.sendPasswordResetLinkByEmail}?email=${encodeURIComponent(email)}`, {
    headers: from(),
  });
const isValid = async (hash: string) =>
  (await (await t.call('POST', authPaths.isValidPasswordResetHash, { body: { hash } })).json()) as boolean;
const update = (hash: string, password = newPassword, resetMode: 'reset' | 'create' = 'reset') =>
  t.call('POST', authPaths.updatePassword, { body: { hash, password, resetMode } });
const loginStatus = async (login: string, password: string) =>
  (await t.call('POST', authPaths.login, { body: { login, password }, headers: from() })).status;
const outboxCount = async () => (await db.select({ id: mailOutbox.mailId }).from(mailOutbox)).length;
const userRow = async (id: number) =>
  (await db.select().from(systemUsers).where(eq(systemUsers.systemUserId, id)))[0]!;

describe('GET SendPasswordResetLinkByEmail', () => {
  it('mails a single-use link to an active account and stores only its hash', async () => {
    const user = await createUser(db, { firstName: 'Rita', identities: [{ type: 'employee' }] });
    const res = await sendLink(user.email!.toUpperCase());
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(true);

    const mail = await t.lastMailTo(user.email!);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.textBody).toContain('Hello Rita,');
    const secret = await mailedLinkSecret(t, user.email!);
    expect(mail?.textBody).toContain(`https://portal.example.test/login/reset-password/${secret}`);
    expect(mail?.textBody).toContain('expires in 1 hour');

    const row = await userRow(user.systemUserId);
    expect(row.passwordResetHash).toBe(hashSecret(secret));
    expect(row.passwordResetMode).toBe('reset');
    expect(row.datePasswordResetHashExpire!.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row.datePasswordResetHashExpire!.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it('answers true and mails nothing for unknown, inactive and deleted accounts', async () => {
    const inactive = await createUser(db, { isActive: false, identities: [{ type: 'employee' }] });
    const deleted = await createUser(db, { isDeleted: true, identities: [{ type: 'employee' }] });
    const before = await outboxCount();
    for (const email of ['nobody@auth.test', inactive.email!, deleted.email!]) {
      const res = await sendLink(email);
      expect(res.status).toBe(200);
      expect(await res.json()).toBe(true);
    }
    expect(await outboxCount()).toBe(before);
  });

  it('a new link replaces the previous one', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    await sendLink(user.email!);
    const first = await mailedLinkSecret(t, user.email!);
    await sendLink(user.email!);
    const second = await mailedLinkSecret(t, user.email!);
    expect(second).not.toBe(first);
    expect(await isValid(first)).toBe(false);
    expect(await isValid(second)).toBe(true);
  });

  it('throttles per address, the same for accounts that do not exist, and recovers', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    for (const email of [user.email!, 'ghost@auth.test']) {
      for (let i = 0; i < t.config.THROTTLE_MAX_FAILURES_PER_ACCOUNT; i++)
        expect((await sendLink(email)).status).toBe(200);
      const res = await sendLink(email);
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeLessThanOrEqual(t.config.THROTTLE_WINDOW_MINUTES * 60);
      expect(retryAfter).toBeGreaterThan(t.config.THROTTLE_WINDOW_MINUTES * 60 - 10);
      expect((await errorBody(res)).statusText).toBe(
        `Too many password reset requests. Try again in ${t.config.THROTTLE_WINDOW_MINUTES} minutes.`,
      );
    }
    t.advance(t.config.THROTTLE_WINDOW_MINUTES * 60_000);
    try {
      expect((await sendLink(user.email!)).status).toBe(200);
    } finally {
      t.advance(-t.config.THROTTLE_WINDOW_MINUTES * 60_000);
    }
  });

  it('throttles per client address', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.251' };
    const call = (n: number) =>
      t.call('GET', `${authPaths.sendPasswordResetLinkByEmail}?email=probe${n}@auth.test`, { headers });
    for (let i = 0; i < t.config.THROTTLE_MAX_FAILURES_PER_ADDRESS; i++)
      expect((await call(i)).status).toBe(200);
    const res = await call(999);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('reset flow end to end', () => {
  it('link -> IsValid -> UpdatePassword -> new password signs in, old does not, link is used up', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    const session = await signInAs(t, user);
    await sendLink(user.email!);
    const secret = await mailedLinkSecret(t, user.email!);
    expect(await isValid(secret)).toBe(true);

    const res = await update(secret);
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(true);

    expect(await loginStatus(user.login, newPassword)).toBe(200);
    expect(await loginStatus(user.login, testPassword)).toBe(401);
    // Every session ended with the reset.
    expect((await t.call('POST', authPaths.autoLogin, { token: session.token })).status).toBe(401);
    // Single use.
    expect(await isValid(secret)).toBe(false);
    const again = await update(secret, 'Other#Pass3');
    expect(again.status).toBe(200);
    expect(await again.json()).toBe(false);
    expect(await loginStatus(user.login, newPassword)).toBe(200);
    const row = await userRow(user.systemUserId);
    expect(row.passwordResetHash).toBeNull();
    expect(row.datePasswordResetHashExpire).toBeNull();
  });

  it('refuses an expired link (false), leaving the password as it was', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    await sendLink(user.email!);
    const secret = await mailedLinkSecret(t, user.email!);
    const ttl = t.config.RESET_LINK_TTL_MINUTES * 60_000;
    t.advance(ttl + 1000);
    try {
      expect(await isValid(secret)).toBe(false);
      const res = await update(secret);
      expect(res.status).toBe(200);
      expect(await res.json()).toBe(false);
    } finally {
      t.advance(-(ttl + 1000));
    }
    expect(await loginStatus(user.login, testPassword)).toBe(200);
  });

  it('answers false for an unknown hash and for a deactivated user', async () => {
    expect(await isValid('not-a-real-link-secret')).toBe(false);
    expect(await (await update('not-a-real-link-secret')).json()).toBe(false);
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    await sendLink(user.email!);
    const secret = await mailedLinkSecret(t, user.email!);
    await db
      .update(systemUsers)
      .set({ isActive: false })
      .where(eq(systemUsers.systemUserId, user.systemUserId));
    expect(await isValid(secret)).toBe(false);
    expect(await (await update(secret)).json()).toBe(false);
  });

  it('refuses a password that breaks the rules (400 on password), and the link stays usable', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    await sendLink(user.email!);
    const secret = await mailedLinkSecret(t, user.email!);
    for (const [password, message] of [
      ['Sh#rt1', 'Password must be at least 8 characters long'],
      ['lower#case1', 'Password must contain at least one uppercase letter'],
      ['UPPER#CASE1', 'Password must contain at least one lowercase letter'],
      ['No#Digits', 'Password must contain at least one number'],
      ['NoSpecial1', 'Password must contain at least one special character'],
    ] as const) {
      const res = await update(secret, password);
      expect(res.status).toBe(400);
      expect((await errorBody(res)).fields).toEqual({ password: message });
    }
    expect(await isValid(secret)).toBe(true);
  });

  it('a reset lifts a sign-in lockout of the account', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    for (let i = 0; i < t.config.THROTTLE_MAX_FAILURES_PER_ACCOUNT; i++)
      expect(await loginStatus(user.login, 'Wrong#Pass1')).toBe(401);
    expect(await loginStatus(user.login, testPassword)).toBe(429);
    await sendLink(user.email!);
    expect(await (await update(await mailedLinkSecret(t, user.email!))).json()).toBe(true);
    expect(await loginStatus(user.login, newPassword)).toBe(200);
  });
});

describe('POST ChangePassword', () => {
  const change = (token: string | null, body: unknown) =>
    t.call('POST', authPaths.changePassword, { token, body });

  it('changes the password, keeps the calling session and ends every other one', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }, { type: 'admin' }] });
    const current = await signInAs(t, user, 'employee');
    const other = await signInAs(t, user, 'admin');
    const preIdentity = await signIn(t, user.login);
    const res = await change(current.token, { passwordOld: testPassword, password: newPassword });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(true);

    expect((await t.call('POST', authPaths.autoLogin, { token: current.token })).status).toBe(200);
    expect((await t.call('POST', authPaths.autoLogin, { token: other.token })).status).toBe(401);
    expect((await t.call('POST', authPaths.autoLogin, { token: preIdentity.token })).status).toBe(401);
    expect(await loginStatus(user.login, newPassword)).toBe(200);
    expect(await loginStatus(user.login, testPassword)).toBe(401);
  });

  it('works from a Login session too, and voids a pending reset link', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }, { type: 'admin' }] });
    await sendLink(user.email!);
    const secret = await mailedLinkSecret(t, user.email!);
    const { token } = await signIn(t, user.login);
    expect((await change(token, { passwordOld: testPassword, password: newPassword })).status).toBe(200);
    expect(await isValid(secret)).toBe(false);
  });

  it('refuses a wrong current password (400 on passwordOld), changing nothing', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    const { token } = await signInAs(t, user);
    const res = await change(token, { passwordOld: 'Wrong#Pass1', password: newPassword });
    expect(res.status).toBe(400);
    expect(await errorBody(res)).toEqual({
      statusText: 'Your current password is not correct.',
      code: 'validation_failed',
      fields: { passwordOld: 'Your current password is not correct.' },
    });
    expect(await loginStatus(user.login, testPassword)).toBe(200);
  });

  it('refuses a new password that breaks the rules', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    const { token } = await signInAs(t, user);
    const res = await change(token, { passwordOld: testPassword, password: 'weak' });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields?.password).toBe('Password must be at least 8 characters long');
    expect(await loginStatus(user.login, testPassword)).toBe(200);
  });

  it('throttles guessing the current password', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    const { token } = await signInAs(t, user);
    for (let i = 0; i < t.config.THROTTLE_MAX_FAILURES_PER_ACCOUNT; i++)
      expect((await change(token, { passwordOld: `Wrong#Pass${i}`, password: newPassword })).status).toBe(
        400,
      );
    const res = await change(token, { passwordOld: testPassword, password: newPassword });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect((await errorBody(res)).statusText).toMatch(
      /^Too many failed password attempts\. Try again in \d+ minutes\.$/,
    );
  });

  it('needs a live session: no token, expired, revoked', async () => {
    const body = { passwordOld: testPassword, password: newPassword };
    expect((await change(null, body)).status).toBe(401);
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    const a = await signInAs(t, user);
    await t.call('GET', authPaths.logout, { token: a.token });
    expect((await change(a.token, body)).status).toBe(401);
    const b = await signInAs(t, user);
    const ttl = t.config.SESSION_TTL_MINUTES * 60_000 + 1000;
    t.advance(ttl);
    try {
      expect((await change(b.token, body)).status).toBe(401);
    } finally {
      t.advance(-ttl);
    }
    expect(await loginStatus(user.login, testPassword)).toBe(200);
  });
});

describe('GET GetPasswordResetLinkByUserId', () => {
  let admin: CreatedUser;
  let target: CreatedUser;
  const path = (id: number | string) => `${authPaths.getPasswordResetLinkByUserId}?systemUserId=${id}`;
  beforeAll(async () => {
    admin = await createUser(db, {
      identities: [
        {
          type: 'admin',
          // The call is the administration area's (decision 071): AdminPortalAccess besides UserUpdate.
          permissionCodes: [Permission.AdminPortalAccess, Permission.UserView, Permission.UserUpdate],
        },
        { type: 'employee', permissionCodes: [Permission.AdminPortalAccess, Permission.UserView] },
      ],
    });
    target = await createUser(db, { email: uniqueEmail('target'), identities: [{ type: 'customer' }] });
  });

  it('returns a working link and its expiry, and mails nothing', async () => {
    const { token } = await signInAs(t, admin, 'admin');
    const before = await outboxCount();
    const res = await t.call('GET', path(target.systemUserId), { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { link: string; expiresAt: string };
    expect(body.link).toMatch(/^https:\/\/portal\.example\.test\/login\/reset-password\/[\w-]+$/);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(await outboxCount()).toBe(before);
    const secret = body.link.split('/').pop()!;
    expect(await isValid(secret)).toBe(true);
    expect(await (await update(secret)).json()).toBe(true);
    expect(await loginStatus(target.login, newPassword)).toBe(200);
  });

  it('grants the permission through a role too', async () => {
    const viaRole = await createUser(db, {
      identities: [{ type: 'employee', permissionCodes: [Permission.AdminPortalAccess] }],
      roles: [{ permissionCodes: [Permission.UserUpdate] }],
    });
    const withRoles = await signInAs(t, viaRole, 'employee', true);
    expect((await t.call('GET', path(target.systemUserId), { token: withRoles.token })).status).toBe(200);
    const withoutRoles = await signInAs(t, viaRole, 'employee', false);
    expect((await t.call('GET', path(target.systemUserId), { token: withoutRoles.token })).status).toBe(403);
  });

  it('is refused without UserUpdate, before an identity is chosen, and without a token', async () => {
    const before = (await userRow(target.systemUserId)).passwordResetHash;
    const employee = await signInAs(t, admin, 'employee');
    const res = await t.call('GET', path(target.systemUserId), { token: employee.token });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).code).toBe('forbidden');
    const pre = await signIn(t, admin.login);
    expect((await t.call('GET', path(target.systemUserId), { token: pre.token })).status).toBe(403);
    expect((await t.call('GET', path(target.systemUserId))).status).toBe(401);
    expect((await userRow(target.systemUserId)).passwordResetHash).toBe(before);
  });

  it('answers 404 for an unknown or deleted user and 409 for an inactive one', async () => {
    const { token } = await signInAs(t, admin, 'admin');
    expect((await t.call('GET', path(2_000_000_000), { token })).status).toBe(404);
    const deleted = await createUser(db, { isDeleted: true });
    expect((await t.call('GET', path(deleted.systemUserId), { token })).status).toBe(404);
    const inactive = await createUser(db, { isActive: false });
    const res = await t.call('GET', path(inactive.systemUserId), { token });
    expect(res.status).toBe(409);
    expect((await errorBody(res)).code).toBe('conflict');
  });
});

describe('POST CompleteRegistration', () => {
  const complete = async (hash: string) =>
    (await (await t.call('POST', authPaths.completeRegistration, { body: { hash } })).json()) as {
      valid: boolean;
      emailAddress: string | null;
      firstName: string | null;
    };

  it('greets the user of a registration link and leaves it usable for UpdatePassword create', async () => {
    const user = await createUser(db, {
      password: null,
      firstName: 'Nora',
      identities: [{ type: 'customer' }],
    });
    const link = await issuePasswordLink(db, t.config, {
      systemUserId: user.systemUserId,
      mode: 'create',
      now: t.deps.now(),
    });
    expect(link.link).toBe(`https://portal.example.test/login/reset-password/${link.secret}?mode=create`);
    expect(await complete(link.secret)).toEqual({ valid: true, emailAddress: user.email, firstName: 'Nora' });
    expect(await complete(link.secret)).toMatchObject({ valid: true });
    expect(await isValid(link.secret)).toBe(true);
    expect(await (await update(link.secret, newPassword, 'create')).json()).toBe(true);
    expect(await complete(link.secret)).toEqual({ valid: false, emailAddress: null, firstName: null });
    expect(await loginStatus(user.login, newPassword)).toBe(200);
  });

  it('registration links last REGISTRATION_LINK_TTL_HOURS', async () => {
    const user = await createUser(db, { password: null, identities: [{ type: 'customer' }] });
    const { secret } = await issuePasswordLink(db, t.config, {
      systemUserId: user.systemUserId,
      mode: 'create',
      now: t.deps.now(),
    });
    const hours = t.config.REGISTRATION_LINK_TTL_HOURS * 3_600_000;
    t.advance(hours - 60_000);
    try {
      expect((await complete(secret)).valid).toBe(true);
      t.advance(120_000);
      expect((await complete(secret)).valid).toBe(false);
    } finally {
      t.advance(-(hours + 60_000));
    }
  });

  it('is not valid for a reset link or an unknown hash', async () => {
    const user = await createUser(db, { identities: [{ type: 'employee' }] });
    await sendLink(user.email!);
    expect((await complete(await mailedLinkSecret(t, user.email!))).valid).toBe(false);
    expect(await complete('no-such-registration-secret')).toEqual({
      valid: false,
      emailAddress: null,
      firstName: null,
    });
  });
});
