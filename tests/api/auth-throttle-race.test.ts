import { describe, expect, it } from 'vitest';
import { createUser, testPassword } from '#fixtures/auth-helpers';
import { useThrottledApp } from './throttle-helpers';

/**
 * Issue #11.1: an attempt is claimed before its password is checked, so a burst cannot outrun the account's
 * limit; decision 065 (issue #26): the client address counts an attempt only once it failed, with at most
 * THROTTLE_MAX_CHECKS_PER_ADDRESS checks running at once, so an office behind one address can sign in at nine.
 */
const perAccount = 5;
const perAddress = 8;
const checksPerAddress = 12;

const { t, address, attempt } = useThrottledApp({ perAccount, perAddress, checksPerAddress }, '198.51.100');
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

  it('checks no more of 20 simultaneous wrong attempts from one address than its two limits allow, then locks it', async () => {
    const from = address();
    const got = await statuses(
      Array.from({ length: 20 }, (_, i) => attempt(`burst${i}@auth.test`, 'Wrong#Pass1', from)),
    );
    const checked = got.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThanOrEqual(perAddress);
    // Checks start while fewer than the failures limit have failed and fewer than the running limit run: at
    // most one less than both together, however the checks interleave (decision 065).
    expect(checked).toBeLessThanOrEqual(perAddress + checksPerAddress - 1);
    expect(got.filter((s) => s === 429)).toHaveLength(20 - checked);
    // They failed: the address has used its failures, and a right password from it waits too.
    const user = await createUser(t.database.db, { identities: [{ type: 'employee' }] });
    expect((await attempt(user.login, testPassword, from)).status).toBe(429);
  });

  it('lets more simultaneous right passwords from one address in than it may fail (an office at nine)', async () => {
    const from = address();
    const users = await Promise.all(
      Array.from({ length: checksPerAddress }, () =>
        createUser(t.database.db, { identities: [{ type: 'employee' }] }),
      ),
    );
    // Before decision 065 every running check counted as a failure: only perAddress of these got in.
    const got = await statuses(users.map((u) => attempt(u.login, testPassword, from)));
    expect(got).toEqual(users.map(() => 200));
    // And none of them left a failure behind: a wrong password from the address is still just a 401.
    expect((await attempt(users[0]!.login, 'Wrong#Pass1', from)).status).toBe(401);
  });
});
