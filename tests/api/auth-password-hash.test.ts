import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { authPaths } from '#contract/paths';
import { hashPassword, needsRehash, verifyPassword } from '#server/auth/password';
import { hashScryptForTests } from '#server/auth/scrypt-legacy';
import { systemUsers } from '#server/db/schema/auth';
import { createUser, testPassword } from '#fixtures/auth-helpers';
import { useTestApp } from '#fixtures/file-app';

/** Issue #10: argon2id for new hashes; scrypt hashes of earlier releases still sign in, and are replaced. */
const t = useTestApp();

let n = 0;
const login = (name: string, password: string) =>
  t.call('POST', authPaths.login, {
    body: { login: name, password },
    headers: { 'x-forwarded-for': `192.0.2.${++n}` },
  });
const storedHash = async (systemUserId: number) =>
  (
    await t.database.db
      .select({ h: systemUsers.passwordHash })
      .from(systemUsers)
      .where(eq(systemUsers.systemUserId, systemUserId))
  )[0]!.h!;

describe('password hashes', () => {
  it('are argon2id with the parameters of the moment, and verify', async () => {
    const hash = await hashPassword(testPassword);
    // The api project lowers the memory cost (vite.config.ts); t=2, p=1 are fixed.
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    expect(await verifyPassword(testPassword, hash)).toBe(true);
    expect(await verifyPassword('Wrong#Pass1', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('use the OWASP parameters (19 MiB, t=2, p=1) when nothing lowers them', async () => {
    vi.stubEnv('PASSWORD_ARGON2_MEMORY_KIB', undefined);
    try {
      const hash = await hashPassword(testPassword);
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(testPassword, hash)).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('fail closed on damaged or foreign stored strings', async () => {
    for (const stored of [
      '',
      'plain',
      '$argon2id$v=19$m=1024,t=2,p=1$bad',
      'scrypt$99$8$1$AA$AA',
      '$2b$10$abc',
    ])
      expect(await verifyPassword(testPassword, stored)).toBe(false);
  });

  it('an old scrypt hash signs in and is replaced by argon2id; a wrong password leaves it', async () => {
    const user = await createUser(t.database.db, { identities: [{ type: 'employee' }] });
    const scrypt = await hashScryptForTests(testPassword);
    await t.database.db
      .update(systemUsers)
      .set({ passwordHash: scrypt })
      .where(eq(systemUsers.systemUserId, user.systemUserId));
    expect(needsRehash(scrypt)).toBe(true);

    expect((await login(user.login, 'Wrong#Pass1')).status).toBe(401);
    expect(await storedHash(user.systemUserId)).toBe(scrypt);

    expect((await login(user.login, testPassword)).status).toBe(200);
    const upgraded = await storedHash(user.systemUserId);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    expect((await login(user.login, testPassword)).status).toBe(200);
    expect(await storedHash(user.systemUserId)).toBe(upgraded);
  });

  it('an argon2id hash at older parameters is replaced at the next sign-in', async () => {
    vi.stubEnv('PASSWORD_ARGON2_MEMORY_KIB', '512');
    const old = await hashPassword(testPassword);
    vi.unstubAllEnvs();
    const user = await createUser(t.database.db, { identities: [{ type: 'employee' }] });
    await t.database.db
      .update(systemUsers)
      .set({ passwordHash: old })
      .where(eq(systemUsers.systemUserId, user.systemUserId));
    expect((await login(user.login, testPassword)).status).toBe(200);
    expect(await storedHash(user.systemUserId)).toMatch(/^\$argon2id\$v=19\$m=1024,/);
  });
});
