import { describe, expect, it } from 'vitest';
import { presenceLimits, type PresenceAnswer } from '#contract/live-presence';
import { livePaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { createApp } from '#server/app';
import { openDatabase } from '#server/db/connect';
import { useBeforeAll, useTestAppWithUrl } from '#fixtures/file-app';
import { twoDispatchersOnALoad } from './presence-helpers';

const { t, databaseUrl } = useTestAppWithUrl();
const d = useBeforeAll(() =>
  twoDispatchersOnALoad(t, 'PO-PRESENCE', [P.PortalAccess, P.OrderView, P.LoadView, P.CarrierView]),
);

const here = (token: string, type: string, id: number, editing = false) =>
  t.call('PUT', livePaths.presence, { token, body: { type, id, editing } });
const others = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as PresenceAnswer).present;
};
const leave = (token: string, type: string, id: number) =>
  t.call('DELETE', `${livePaths.presence}?type=${type}&id=${id}`, { token });

describe('presence on a record page (decision 080)', () => {
  it('two dispatchers on one load see each other, by name and initials, and who is editing', async () => {
    expect(await others(await here(d.dana.token, 'load', d.loadId))).toEqual([]);
    expect(await others(await here(d.sam.token, 'load', d.loadId, true))).toEqual([
      { systemUserId: d.dana.systemUserId, name: 'Dana Whitaker', initials: 'DW', editing: false },
    ]);
    expect(await others(await here(d.dana.token, 'load', d.loadId))).toEqual([
      { systemUserId: d.sam.systemUserId, name: 'Sam Ortiz', initials: 'SO', editing: true },
    ]);
    // Another record is another room.
    expect(await others(await here(d.dana.token, 'order', d.orderId))).toEqual([]);
    expect((await leave(d.sam.token, 'load', d.loadId)).status).toBe(204);
    expect(await others(await here(d.dana.token, 'load', d.loadId))).toEqual([]);
  });

  it('expires a presence not renewed in time', async () => {
    await here(d.sam.token, 'order', d.orderId, true);
    expect(await others(await here(d.dana.token, 'order', d.orderId))).toHaveLength(1);
    t.advance((presenceLimits.expirySeconds + 1) * 1000);
    expect(await others(await here(d.dana.token, 'order', d.orderId))).toEqual([]);
  });

  it('answers 404 for a record the caller may not read, and shows an outside login only its own people', async () => {
    // Birch's login may not read Acme's order or the load carrying it: as their reads answer.
    expect((await here(d.otherCustomer.token, 'order', d.orderId)).status).toBe(404);
    expect((await here(d.otherCustomer.token, 'load', d.loadId)).status).toBe(404);
    expect((await here(d.otherCustomer.token, 'customer', d.acme.orderCustomerId)).status).toBe(404);
    expect((await here(d.dana.token, 'order', 2_000_000_000)).status).toBe(404);
    // Acme's own login reads its order, but is not told which staff have it open; staff see the customer.
    await here(d.dana.token, 'order', d.orderId);
    expect(await others(await here(d.customer.token, 'order', d.orderId))).toEqual([]);
    const seen = await others(await here(d.dana.token, 'order', d.orderId));
    expect(seen.map((p) => p.systemUserId)).toContain(d.customer.systemUserId);
  });

  // Two app servers need one database server: PGlite is one process's alone (decision 068).
  it.skipIf(!process.env.DATABASE_URL)('holds across two servers on one database', async () => {
    const second = await openDatabase({ url: databaseUrl(), poolSize: 2 });
    const serverB = createApp({ ...t.deps, database: second });
    try {
      await here(d.dana.token, 'carrier', d.carrier.carrierId, true);
      const res = await serverB.request(livePaths.presence, {
        method: 'PUT',
        headers: { authorization: `Bearer ${d.sam.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'carrier', id: d.carrier.carrierId, editing: false }),
      });
      expect(await others(res)).toEqual([
        { systemUserId: d.dana.systemUserId, name: 'Dana Whitaker', initials: 'DW', editing: true },
      ]);
    } finally {
      await second.close();
    }
  });

  it('refuses bad input and callers without a session', async () => {
    expect(
      (await t.call('PUT', livePaths.presence, { body: { type: 'load', id: 1, editing: false } })).status,
    ).toBe(401);
    for (const body of [
      { type: 'stop', id: 1, editing: false },
      { type: 'load', id: -1, editing: false },
      { type: 'load', id: 1 },
      { type: 'load', id: 1, editing: false, extra: 1 },
    ])
      expect((await t.call('PUT', livePaths.presence, { token: d.dana.token, body })).status).toBe(400);
    expect(
      (await t.call('DELETE', `${livePaths.presence}?type=note&id=1`, { token: d.dana.token })).status,
    ).toBe(400);
  });
});
