import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { filePaths, loadPaths, notePaths, orderPaths, reportPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import type { LoadDetail } from '#contract/load-save';
import { roleCodes } from '#server/db/seed/accounts';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { loadCalls, loadWorld, withCheck } from './loads-helpers';

/**
 * What the seeded Carrier role does on its own loads (decision 057, issue #24): reads the load and its stops,
 * checks pickups and deliveries off, writes carrier stop notes, reads and adds load notes and attachments
 * (proof of delivery); is refused pay, the change log, orders on and off, and every edit of the load itself.
 * On another carrier's load everything answers 404.
 */
const t = useTestApp();
const w = useBeforeAll(() => loadWorld(t));
const api = useBeforeAll(async () => loadCalls(t, w.staff.token));
let carrier: string;
let viewOnly: string;

beforeAll(async () => {
  const as = async (codes: number[]) =>
    (
      await createSignedInUser(t, {
        identities: [{ type: 'carrier', carrierId: w.carrier, permissionCodes: codes }],
      })
    ).token;
  carrier = await as(roleCodes('Carrier'));
  viewOnly = await as([P.PortalAccess, P.LoadView]);
});

const loadOf = async (carrierId: number) => {
  const load = await api.create({ carrierId, revenue: 900, carrierRate: 400, miles: 50 });
  return api.ok(await api.add(load.loadId, await w.order()));
};
const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const upload = (loadId: number, token: string) => {
  const form = new FormData();
  form.append('nameOfFile', 'proof-of-delivery.pdf');
  form.append('formFile', new Blob([pdf]), 'proof-of-delivery.pdf');
  return t.app.request(fillPath(filePaths.load.list, { ownerId: loadId }), {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
};
const status = async (method: string, path: string, token: string, body?: unknown) =>
  (await t.call(method, path, { token, body })).status;

describe('the seeded carrier on its own load', () => {
  it('reads the load and its stops, without money or authors', async () => {
    const mine = await loadOf(w.carrier);
    const res = await t.call('GET', fillPath(loadPaths.getItemById, { id: mine.loadId }), { token: carrier });
    expect(res.status).toBe(200);
    const body = (await res.json()) as LoadDetail & Record<string, unknown>;
    expect(body.loadStops).toHaveLength(2);
    for (const key of ['revenue', 'carrierRate', 'netRevenue', 'carrierPaid', 'createdByUser'])
      expect(body).not.toHaveProperty(key);
  });

  it('checks the pickup and then the delivery off, and writes carrier stop notes', async () => {
    const mine = await loadOf(w.carrier);
    expect((await api.put(withCheck(mine, 0, true), carrier)).status).toBe(200);
    const picked = await api.get(mine.loadId);
    expect((await api.put(withCheck(picked, 1, true), carrier)).status).toBe(200);
    const done = await api.get(mine.loadId);
    expect(done.loadStops.map((s) => s.pickedUpOrDelivered)).toEqual([true, true]);
    const notes = await t.call('PUT', loadPaths.putCarrierStopNotes, {
      token: carrier,
      body: {
        stopNoteUpdates: [{ objectId: mine.loadStops[1]!.loadStopId, updatedNote: 'Dock 4, ring twice' }],
      },
    });
    expect(notes.status).toBe(200);
    expect((await api.get(mine.loadId)).loadStops[1]!.stopDirections).toBe('Dock 4, ring twice');
  });

  it('reads and adds load notes, and reads and uploads documents such as proof of delivery', async () => {
    const mine = await loadOf(w.carrier);
    const notes = fillPath(notePaths.load.list, { id: mine.loadId });
    expect(await status('POST', notes, carrier, { noteContent: 'Arrived early' })).toBe(200);
    const listed = await t.call('GET', notes, { token: carrier });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain('Arrived early');
    expect((await upload(mine.loadId, carrier)).status).toBe(200);
    const files = await t.call('GET', fillPath(filePaths.load.list, { ownerId: mine.loadId }), {
      token: carrier,
    });
    expect(files.status).toBe(200);
    expect(JSON.stringify(await files.json())).toContain('proof-of-delivery.pdf');
  });

  it('is refused pay, the change log, orders on and off and the load’s own edits', async () => {
    const mine = await loadOf(w.carrier);
    const id = mine.loadId;
    const refused: [string, string, unknown][] = [
      ['POST', fillPath(loadPaths.getLoadChangeLogs, { loadId: id }), {}],
      ['POST', orderPaths.getItems, { fields: { loadId: id } }],
      ['PUT', `${loadPaths.addOrderToLoad}?loadId=${id}&orderId=${await w.order()}`, undefined],
      [
        'PUT',
        loadPaths.bulkRemoveOrdersFromLoad,
        { loadId: id, orderIdsToRemove: [mine.loadStops[0]!.loadStopOrders[0]!.orderId] },
      ],
      [
        'PUT',
        loadPaths.setOrderingOfLoadStops,
        { loadId: id, loadStops: mine.loadStops.map((s) => ({ loadStopId: s.loadStopId })) },
      ],
      ['PUT', loadPaths.putCarrierLoadNote, { objectId: id, updatedNote: 'x' }],
      ['DELETE', fillPath(loadPaths.byId, { id }), undefined],
      ['POST', loadPaths.cancelLoads, [id]],
      ['POST', loadPaths.create, { refLoadStatusId: 1 }],
      ['GET', loadPaths.getItemNew, undefined],
      ['POST', reportPaths.getLoadSummaryReport, { fields: { loadId: id } }],
    ];
    for (const [method, path, body] of refused)
      expect(await status(method, path, carrier, body), `${method} ${path}`).toBe(403);
    // The load's own fields, sent with a check-off, are ignored: only the stop changes.
    const res = await api.put(
      { ...withCheck(mine, 0, true), miles: 9, trailerNumber: 'HACK', carrierRate: 1 },
      carrier,
    );
    expect(res.status).toBe(200);
    expect(await api.get(id)).toMatchObject({ miles: 50, trailerNumber: null, carrierRate: 400 });
  });

  it('finds nothing of another carrier’s load', async () => {
    const theirs = await loadOf(w.otherCarrier);
    const id = theirs.loadId;
    expect(await status('GET', fillPath(loadPaths.getItemById, { id }), carrier)).toBe(404);
    expect((await api.put(withCheck(theirs, 0, true), carrier)).status).toBe(404);
    expect(
      await status('PUT', loadPaths.putCarrierStopNotes, carrier, {
        stopNoteUpdates: [{ objectId: theirs.loadStops[0]!.loadStopId, updatedNote: 'x' }],
      }),
    ).toBe(404);
    expect(await status('GET', fillPath(notePaths.load.list, { id }), carrier)).toBe(404);
    expect(await status('POST', fillPath(notePaths.load.list, { id }), carrier, { noteContent: 'x' })).toBe(
      404,
    );
    expect((await upload(id, carrier)).status).toBe(404);
  });
});

describe('a carrier holding LoadView only', () => {
  it('reads its load but may not check stops off or write stop notes: those need LoadUpdate', async () => {
    const mine = await loadOf(w.carrier);
    expect(await status('GET', fillPath(loadPaths.getItemById, { id: mine.loadId }), viewOnly)).toBe(200);
    expect((await api.put(withCheck(mine, 0, true), viewOnly)).status).toBe(403);
    expect(
      await status('PUT', loadPaths.putCarrierStopNotes, viewOnly, {
        stopNoteUpdates: [{ objectId: mine.loadStops[0]!.loadStopId, updatedNote: 'x' }],
      }),
    ).toBe(403);
  });
});
