import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Permission as P } from '#contract/permissions';
import { authPaths, orderPaths } from '#contract/paths';
import { busyMessage } from '#server/auth/work-limit';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { createTestApp, type TestApp } from '#fixtures/test-app';

/**
 * Issue #11.3: a flood of sign-ins is bounded work. Hashing runs at the full OWASP cost here, as in
 * production; past the hashing queue a Login is refused at once (429, Retry-After), never a 5xx or a hang.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => {
  vi.unstubAllEnvs();
  return t.close();
});

describe('a flood of 200 Logins', () => {
  it('answers every one with 401 or 429 (busy) and keeps answering a signed-in list call', async () => {
    const staff = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.OrderView] }],
    });
    // Full cost from here: the decoy hash unknown accounts are checked against is made now, at 19 MiB.
    vi.stubEnv('PASSWORD_ARGON2_MEMORY_KIB', '19456');

    const flood = Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.call('POST', authPaths.login, {
          body: { login: `flood${i}@auth.test`, password: 'Wrong#Pass1' },
          // One address each: the sign-in throttle must not be what holds the flood back.
          headers: { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
        }),
      ),
    );
    const listStatuses: number[] = [];
    for (let i = 0; i < 5; i++)
      listStatuses.push((await t.call('POST', orderPaths.getItems, { token: staff.token, body: {} })).status);
    const answers = await flood;

    expect(listStatuses).toEqual([200, 200, 200, 200, 200]);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const busy = answers.filter((r) => r.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual({ statusText: busyMessage, code: 'throttled' });
    }
  });
});
