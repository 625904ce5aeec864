import { beforeAll, describe, expect, it } from 'vitest';
import { LoadStatus } from '#contract/load-status';
import { fillPath } from '#contract/path-template';
import { loadPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { loadCalls, loadWorld, withCheck } from './loads-helpers';

const t = useTestApp();
const w = useBeforeAll(() => loadWorld(t));
const api = useBeforeAll(async () => loadCalls(t, w.staff.token));
let carrierToken: string;
let customerToken: string;
let viewerToken: string;
beforeAll(async () => {
  const codes = [Permission.PortalAccess, Permission.LoadView];
  // Check-offs and stop notes need LoadUpdate, for a carrier too (decision 057).
  carrierToken = (
    await createSignedInUser(t, {
      identities: [
        { type: 'carrier', carrierId: w.carrier, permissionCodes: [...codes, Permission.LoadUpdate] },
      ],
    })
  ).token;
  customerToken = (
    await createSignedInUser(t, { identities: [{ type: 'customer', permissionCodes: codes }] })
  ).token;
  viewerToken = (await createSignedInUser(t, { identities: [{ type: 'employee', permissionCodes: codes }] }))
    .token;
});

const ownLoad = async (carrierId: number) => {
  const load = await api.create({ carrierId, revenue: 900, carrierRate: 400, miles: 50 });
  return api.ok(await api.add(load.loadId, await w.order()));
};

describe('a carrier login', () => {
  it('reads its own load without revenue or carrier pay, and not another carrier’s', async () => {
    const mine = await ownLoad(w.carrier);
    const res = await t.call('GET', fillPath(loadPaths.getItemById, { id: mine.loadId }), {
      token: carrierToken,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ loadId: mine.loadId, miles: 50 });
    for (const key of ['revenue', 'carrierRate', 'netRevenue', 'carrierPaid', 'createdByUser'])
      expect(body).not.toHaveProperty(key);
    const theirs = await ownLoad(w.otherCarrier);
    const other = await t.call('GET', fillPath(loadPaths.getItemById, { id: theirs.loadId }), {
      token: carrierToken,
    });
    expect(other.status).toBe(404);
  });

  it('checks stops off and writes stop notes on its own load; everything else it sends is ignored', async () => {
    const mine = await ownLoad(w.carrier);
    const res = await api.put(
      { ...withCheck(mine, 0, true), revenue: 1, miles: 9, trailerNumber: 'HACK' },
      carrierToken,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = await api.get(mine.loadId);
    expect(saved).toMatchObject({
      revenue: 900,
      miles: 50,
      trailerNumber: null,
      refLoadStatusId: LoadStatus.InTransit,
    });
    expect(saved.loadStops[0]!.pickedUpOrDelivered).toBe(true);
    const notes = await t.call('PUT', loadPaths.putCarrierStopNotes, {
      token: carrierToken,
      body: { stopNoteUpdates: [{ objectId: mine.loadStops[1]!.loadStopId, updatedNote: 'Back door' }] },
    });
    expect(notes.status).toBe(200);
    const theirs = await ownLoad(w.otherCarrier);
    expect((await api.put(withCheck(theirs, 0, true), carrierToken)).status).toBe(404);
    const foreign = await t.call('PUT', loadPaths.putCarrierStopNotes, {
      token: carrierToken,
      body: { stopNoteUpdates: [{ objectId: theirs.loadStops[0]!.loadStopId, updatedNote: 'x' }] },
    });
    expect(foreign.status).toBe(404);
  });

  it('is refused every staff call', async () => {
    const mine = await ownLoad(w.carrier);
    const calls: [string, string, unknown][] = [
      ['GET', loadPaths.getItemNew, undefined],
      ['POST', loadPaths.create, { refLoadStatusId: 1 }],
      ['DELETE', fillPath(loadPaths.byId, { id: mine.loadId }), undefined],
      ['POST', loadPaths.cancelLoads, [mine.loadId]],
      ['PUT', loadPaths.putCarrierLoadNote, { objectId: mine.loadId, updatedNote: 'x' }],
      ['PUT', loadPaths.setOrderingOfLoadStops, { loadId: mine.loadId, loadStops: [{ loadStopId: 1 }] }],
      ['PUT', `${loadPaths.addOrderToLoad}?loadId=${mine.loadId}&orderId=1`, undefined],
      ['PUT', loadPaths.bulkRemoveOrdersFromLoad, { loadId: mine.loadId, orderIdsToRemove: [1] }],
    ];
    for (const [method, path, body] of calls)
      expect((await t.call(method, path, { token: carrierToken, body })).status, `${method} ${path}`).toBe(
        403,
      );
  });
});

describe('other identities', () => {
  it('a customer login gets 403 on the load detail and every save', async () => {
    const mine = await ownLoad(w.carrier);
    expect(
      (await t.call('GET', fillPath(loadPaths.getItemById, { id: mine.loadId }), { token: customerToken }))
        .status,
    ).toBe(403);
    expect((await api.put(mine, customerToken)).status).toBe(403);
  });

  it('staff with view only read but cannot save; no session is 401', async () => {
    const mine = await ownLoad(w.carrier);
    expect(
      (await t.call('GET', fillPath(loadPaths.getItemById, { id: mine.loadId }), { token: viewerToken }))
        .status,
    ).toBe(200);
    expect((await api.put(mine, viewerToken)).status).toBe(403);
    expect(
      (
        await t.call('PUT', loadPaths.putCarrierStopNotes, {
          token: viewerToken,
          body: { stopNoteUpdates: [{ objectId: 1, updatedNote: null }] },
        })
      ).status,
    ).toBe(403);
    expect((await t.call('GET', fillPath(loadPaths.getItemById, { id: mine.loadId }))).status).toBe(401);
  });
});
