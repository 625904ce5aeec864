import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '#contract/paths';
import { createUser, testPassword } from '#fixtures/auth-helpers';
import { createTestApp, type TestApp } from '#fixtures/test-app';

/** Issue #11.1: the throttle counts an attempt before its password is checked, so a burst cannot outrun it. */
const perAccount = 5;
const perAddress = 8;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    THROTTLE_MAX_FAILURES_PER_ACCOUNT: String(perAccount),
    THROTTLE_MAX_FAILURES_PER_ADDRESS: String(perAddress),
  });
});
afterAll(() => t.close());

let n = 0;
const address = () => `198.51.100.${++n}`;
const attempt = (login: string, password: string, from: string) =>
  t.call('POST', authPaths.login, { body: { login, password }, headers: { 'x-forwarded-for': from } });
const statuses = async (calls: Promise<Response>[]) => (await Promise.all(calls)).map((r) => r.status).sort();

describe('a burst of sign-ins at once', () => {
  it('checks at most the per-account limit of 20 simultaneous wrong passwords; the rest get 429', async () => {
    const user = await createUser(t.database.db, { identities: [{ type: 'employee' }] });
    const got = await statuses(
      Array.from({ length: 20 }, () => attempt(user.login, 'Wrong#Pass1', address())),
    );
    expect(got.filter((s) => s === 401)).toHaveLength(perAccount);
    expect(got.filter((s) => s === 429)).toHaveLength(20 - perAccount);
    // The right password is refused too now: the account is locked.
    expect((await attempt(user.login, testPassword, address())).status).toBe(429);
  });

  it('checks at most the per-address limit of 20 simultaneous attempts from one address', async () => {
    const from = address();
    const got = await statuses(
      Array.from({ length: 20 }, (_, i) => attempt(`burst${i}@auth.test`, 'Wrong#Pass1', from)),
    );
    expect(got.filter((s) => s === 401)).toHaveLength(perAddress);
    expect(got.filter((s) => s === 429)).toHaveLength(20 - perAddress);
  });

  it('does not count simultaneous successes against the address', async () => {
    const from = address();
    const users = await Promise.all(
      Array.from({ length: perAddress + 2 }, () =>
        createUser(t.database.db, { identities: [{ type: 'employee' }] }),
      ),
    );
    // More right passwords at once than the address may fail: each success takes its count back.
    const first = await statuses(
      users.slice(0, perAddress - 1).map((u) => attempt(u.login, testPassword, from)),
    );
    expect(first.every((s) => s === 200)).toBe(true);
    const second = await statuses(
      users.slice(perAddress - 1).map((u) => attempt(u.login, testPassword, from)),
    );
    expect(second.every((s) => s === 200)).toBe(true);
  });
});
