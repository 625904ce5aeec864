import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { authPaths } from '#contract/paths';
import { signInFailures } from '#server/db/schema/auth';
import { createUser, errorBody, testPassword } from '#fixtures/auth-helpers';
import { createTestApp } from '#fixtures/test-app';
import { useThrottledApp } from './throttle-helpers';

const perAccount = 3;
const perAddress = 5;
const windowMinutes = 10;

const { t, address, attempt } = useThrottledApp({ perAccount, perAddress, windowMinutes }, '203.0.113');

/** Moves the clock for the rest of one test, and back afterwards. */
let moved = 0;
const advance = (ms: number) => {
  moved += ms;
  t.advance(ms);
};
afterEach(() => {
  t.advance(-moved);
  moved = 0;
});

/** Retry-After in seconds; wall time passes between the failures and the check, so allow a little. */
const expectRetryAfter = (res: Response, seconds: number) => {
  const value = Number(res.headers.get('retry-after'));
  expect(value).toBeLessThanOrEqual(seconds);
  expect(value).toBeGreaterThan(seconds - 10);
};
const failures = async (key: string) =>
  (await t.database.db.select().from(signInFailures).where(eq(signInFailures.throttleKey, key))).length;

describe('sign-in throttling per account', () => {
  it('after the limit answers 429 before verifying, even with the right password, and recovers', async () => {
    const user = await createUser(t.database.db, { identities: [{ type: 'employee' }] });
    // Each attempt from another address: only the account counter can be what blocks.
    for (let i = 0; i < perAccount; i++)
      expect((await attempt(user.login, 'Wrong#Pass1', address())).status).toBe(401);
    expect(await failures(`account:${user.login}`)).toBe(perAccount);

    const blocked = await attempt(user.login.toUpperCase(), testPassword, address());
    expect(blocked.status).toBe(429);
    expectRetryAfter(blocked, windowMinutes * 60);
    expect(await errorBody(blocked)).toEqual({
      statusText: `Too many failed sign-in attempts. Try again in ${windowMinutes} minutes.`,
      code: 'throttled',
    });
    // A blocked attempt is not another failure: the wait does not grow.
    expect(await failures(`account:${user.login}`)).toBe(perAccount);

    advance(4 * 60_000 + 30_000);
    const later = await attempt(user.login, testPassword, address());
    expect(later.status).toBe(429);
    expectRetryAfter(later, windowMinutes * 60 - 270);
    expect((await errorBody(later)).statusText).toBe(
      'Too many failed sign-in attempts. Try again in 6 minutes.',
    );

    advance(windowMinutes * 60_000);
    expect((await attempt(user.login, testPassword, address())).status).toBe(200);
  });

  it('counts unknown accounts the same way, so the 429 tells nothing', async () => {
    for (let i = 0; i < perAccount; i++)
      expect((await attempt('ghost@auth.test', 'x', address())).status).toBe(401);
    expect((await attempt('ghost@auth.test', 'x', address())).status).toBe(429);
  });

  it('a success clears the account counter', async () => {
    const user = await createUser(t.database.db, { identities: [{ type: 'employee' }] });
    for (let i = 0; i < perAccount - 1; i++) await attempt(user.login, 'Wrong#Pass1', address());
    expect((await attempt(user.login, testPassword, address())).status).toBe(200);
    expect(await failures(`account:${user.login}`)).toBe(0);
    for (let i = 0; i < perAccount - 1; i++)
      expect((await attempt(user.login, 'Wrong#Pass1', address())).status).toBe(401);
    expect((await attempt(user.login, testPassword, address())).status).toBe(200);
  });

  it('locks only the account: others sign in', async () => {
    const locked = await createUser(t.database.db, { identities: [{ type: 'employee' }] });
    const other = await createUser(t.database.db, { identities: [{ type: 'employee' }] });
    for (let i = 0; i < perAccount; i++) await attempt(locked.login, 'Wrong#Pass1', address());
    expect((await attempt(locked.login, testPassword, address())).status).toBe(429);
    expect((await attempt(other.login, testPassword, address())).status).toBe(200);
  });
});

describe('sign-in throttling per client address', () => {
  it('after the limit answers 429 for any account from that address, and recovers', async () => {
    const from = address();
    const user = await createUser(t.database.db, { identities: [{ type: 'employee' }] });
    for (let i = 0; i < perAddress; i++)
      expect((await attempt(`nobody${i}@auth.test`, 'Wrong#Pass1', from)).status).toBe(401);
    const blocked = await attempt(user.login, testPassword, from);
    expect(blocked.status).toBe(429);
    expectRetryAfter(blocked, windowMinutes * 60);
    // The same account from elsewhere is fine: the address is what is blocked.
    expect((await attempt(user.login, testPassword, address())).status).toBe(200);
    // A success does not clear the address counter.
    expect((await attempt(user.login, testPassword, from)).status).toBe(429);

    advance(windowMinutes * 60_000 + 1000);
    expect((await attempt(user.login, testPassword, from)).status).toBe(200);
  });

  it('without TRUST_PROXY ignores x-forwarded-for and counts the socket address', async () => {
    const direct = await createTestApp({
      TRUST_PROXY: 'false',
      THROTTLE_MAX_FAILURES_PER_ACCOUNT: '100',
      THROTTLE_MAX_FAILURES_PER_ADDRESS: '2',
    });
    try {
      const call = (from: string) =>
        direct.call('POST', authPaths.login, {
          body: { login: `who-${from}@auth.test`, password: 'Wrong#Pass1' },
          headers: { 'x-forwarded-for': from },
        });
      expect((await call('10.0.0.1')).status).toBe(401);
      expect((await call('10.0.0.2')).status).toBe(401);
      // Changing the header does not help: every call came from the same (test: unknown) socket.
      expect((await call('10.0.0.3')).status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
