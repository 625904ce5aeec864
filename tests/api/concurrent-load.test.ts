import { describe, expect, it } from 'vitest';
import { Permission as P } from '#contract/permissions';
import { accessRequestPaths, authPaths, loadPaths, orderPaths, systemUserPaths } from '#contract/paths';
import {
  createSignedInUser,
  createUser,
  testPassword,
  uniqueEmail,
  type CreatedUser,
} from '#fixtures/auth-helpers';
import { useTestApp } from '#fixtures/file-app';

/**
 * Issue #10: under concurrent load the server answered 500 "Failed query" for access requests
 * (pg_advisory_xact_lock), session inserts and a customer's orders estimate. The same mix, at once.
 */
const t = useTestApp();

let n = 0;
const address = () => `203.0.113.${(++n % 250) + 1}`;

describe('mixed reads and writes at once', () => {
  it('answers 60 simultaneous sign-ins, access requests, list calls and putMe without a 5xx', async () => {
    const staff = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.OrderView, P.LoadView] }],
    });
    const customer = await createSignedInUser(t, {
      identities: [{ type: 'customer', orderCustomerId: 1, permissionCodes: [P.PortalAccess, P.OrderView] }],
    });
    const signers: CreatedUser[] = [];
    for (let i = 0; i < 15; i++)
      signers.push(await createUser(t.database.db, { identities: [{ type: 'employee' }] }));
    const editors = [];
    for (let i = 0; i < 10; i++) {
      const user = await createSignedInUser(t, { identities: [{ type: 'employee' }] });
      const me = (await (await t.call('GET', systemUserPaths.getMe, { token: user.token })).json()) as Record<
        string,
        unknown
      >;
      editors.push({ user, me });
    }
    const sharedEmail = uniqueEmail('burst');

    const calls: { kind: string; call: () => Promise<Response> }[] = [
      ...signers.map((u) => ({
        kind: 'login',
        call: () =>
          t.call('POST', authPaths.login, {
            body: { login: u.login, password: testPassword },
            headers: { 'x-forwarded-for': address() },
          }),
      })),
      ...Array.from({ length: 10 }, (_, i) => ({
        kind: 'access request',
        call: () =>
          t.call('POST', accessRequestPaths.base, {
            // Half of them for one address: those queue on its advisory lock.
            body: {
              firstName: 'Rosa',
              lastname: 'Diaz',
              companyName: 'Diaz Produce',
              emailAddress: i % 2 ? sharedEmail : uniqueEmail('burst'),
              phone: null,
              city: 'Fresno',
              state: 'CA',
              additionalInfo: null,
            },
            headers: { 'x-forwarded-for': address() },
          }),
      })),
      ...Array.from({ length: 15 }, (_, i) => ({
        kind: "customer's orders",
        call: () =>
          t.call('POST', orderPaths.getItems, {
            token: customer.token,
            body: i % 3 ? {} : { filterText: 'a' },
          }),
      })),
      ...Array.from({ length: 10 }, (_, i) => ({
        kind: 'staff lists',
        call: () =>
          t.call('POST', i % 2 ? loadPaths.getItems : orderPaths.getItems, { token: staff.token, body: {} }),
      })),
      ...editors.map(({ user, me }, i) => ({
        kind: 'putMe',
        call: () =>
          t.call('PUT', systemUserPaths.putMe, {
            token: user.token,
            body: { ...me, firstName: `Busy ${i}` },
          }),
      })),
    ];
    expect(calls.length).toBeGreaterThanOrEqual(50);

    const answers = await Promise.all(
      calls.map(async ({ kind, call }) => {
        const res = await call();
        return { kind, status: res.status, body: res.status === 200 ? '' : await res.text() };
      }),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  });
});
