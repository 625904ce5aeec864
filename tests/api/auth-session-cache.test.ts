import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authPaths, orderPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { createApp } from '#server/app';
import { openDatabase } from '#server/db/connect';
import { createSignedInUser, signIn, testPassword } from '#fixtures/auth-helpers';
import { useTestAppWithUrl } from '#fixtures/file-app';

/**
 * Issue #26, decision 079: the embedded database's per-process session cache answers as the sessions table
 * would: a logout, a deactivation, a password change, a permission change and an expiry take effect on the
 * very next request; on PostgreSQL (several server processes) every request reads the session.
 */
const { t, databaseUrl } = useTestAppWithUrl();
const reader = () =>
  createSignedInUser(t, { identities: [{ type: 'employee', permissionCodes: [P.OrderView] }] });
const list = (token: string, app: { request: typeof t.app.request } = t.app) =>
  app.request(orderPaths.getItems, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 1 }),
  });
const statusOf = async (token: string) => (await list(token)).status;

describe('the session a request runs as is the one the sessions table holds', () => {
  it('logout: the next two requests are refused', async () => {
    const u = await reader();
    expect(await statusOf(u.token)).toBe(200);
    expect(await statusOf(u.token)).toBe(200);
    expect((await t.call('GET', authPaths.logout, { token: u.token })).status).toBeLessThan(300);
    expect(await statusOf(u.token)).toBe(401);
    expect(await statusOf(u.token)).toBe(401);
  });

  it('deactivation, an identity switched off and permissions taken away, even by SQL outside the app', async () => {
    const a = await reader();
    expect(await statusOf(a.token)).toBe(200);
    await t.db.execute(
      sql`update system_users set is_active = false where system_user_id = ${a.systemUserId}`,
    );
    expect(await statusOf(a.token)).toBe(401);

    const b = await reader();
    expect(await statusOf(b.token)).toBe(200);
    await t.db.execute(
      sql`update user_identities set is_active = false where system_user_id = ${b.systemUserId}`,
    );
    expect(await statusOf(b.token)).toBe(401);

    const c = await reader();
    expect(await statusOf(c.token)).toBe(200);
    await t.db.execute(
      sql`update sessions set permission_codes = ${`{${P.PortalAccess}}`}::int[] where system_user_id = ${c.systemUserId}`,
    );
    expect(await statusOf(c.token)).toBe(403);
  });

  it('a password change ends the other sessions at once', async () => {
    const u = await reader();
    const other = await signIn(t, u.login);
    expect(await statusOf(u.token)).toBe(200);
    const res = await t.call('POST', authPaths.changePassword, {
      token: other.token,
      body: { passwordOld: testPassword, password: 'N3w#Password!9' },
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    expect(await statusOf(u.token)).toBe(401);
  });

  it('expiry: a kept session is refused once its time is up', async () => {
    const u = await reader();
    expect(await statusOf(u.token)).toBe(200);
    t.advance(t.config.SESSION_TTL_MINUTES * 60_000 + 1000);
    expect(await statusOf(u.token)).toBe(401);
  });

  it('is kept on PGlite (a revocation the triggers do not hear is not seen), read every time on PostgreSQL', async () => {
    const u = await reader();
    expect(await statusOf(u.token)).toBe(200);
    // Without the auth_changed triggers nothing tells the cache: this shows it is what answered.
    await t.db.execute(sql`alter table sessions disable trigger sessions_auth_changed`);
    try {
      await t.db.execute(
        sql`update sessions set revoked_at = now() where system_user_id = ${u.systemUserId}`,
      );
      expect(await statusOf(u.token)).toBe(t.database.engine === 'pglite' ? 200 : 401);
    } finally {
      await t.db.execute(sql`alter table sessions enable trigger sessions_auth_changed`);
    }
  });

  // Two app servers need one database server: PGlite is one process's alone (decision 068).
  it.skipIf(!process.env.DATABASE_URL)(
    'a logout through server A is refused by server B at once',
    async () => {
      const second = await openDatabase({ url: databaseUrl(), poolSize: 2 });
      const appB = createApp({ ...t.deps, database: second });
      try {
        const u = await reader();
        expect((await list(u.token, appB)).status).toBe(200);
        expect((await t.call('GET', authPaths.logout, { token: u.token })).status).toBeLessThan(300);
        expect((await list(u.token, appB)).status).toBe(401);
      } finally {
        await second.close();
      }
    },
  );
});
