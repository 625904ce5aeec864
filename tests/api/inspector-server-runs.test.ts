import { describe, expect, it } from 'vitest';
import type { ServerMachineRuns } from '#contract/machine-runs';
import { LoadStatus } from '#contract/load-status';
import { OrderStatus } from '#contract/order-status';
import { inspectorPaths } from '#contract/paths';
import { everyCode } from '#fixtures/record-owners';
import { createSignedInUser, errorBody } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { loadCalls, loadWorld, withCheck } from './loads-helpers';

/**
 * The server's status machine runs, for the inspector (issue #29, decision 087): an order put on a load moves
 * from Open to Planned by the order status machine's event, and its load's status moves; a delivery checked
 * off before its pickup is refused by the sequencing machine. An admin identity reads the runs, with who
 * made them, and the refusal with the guard's sentence; every other identity gets 403.
 */
const t = useTestApp();
const w = useBeforeAll(() => loadWorld(t));
const admin = useBeforeAll(() =>
  createSignedInUser(t, {
    firstName: 'Ada',
    lastName: 'Admin',
    identities: [{ type: 'admin', permissionCodes: [...everyCode] }],
  }),
);

const runs = (token: string, limit?: number) =>
  t.call('GET', `${inspectorPaths.getServerRuns}${limit === undefined ? '' : `?limit=${limit}`}`, { token });

describe("the server's status machine runs", () => {
  it('show an order planned onto a load, with the machine event and who', async () => {
    const api = loadCalls(t, w.staff.token);
    const orderId = await w.order();
    const load = await api.create();
    await api.ok(await api.add(load.loadId, orderId));

    const res = await runs(admin.token);
    expect(res.status, await res.clone().text()).toBe(200);
    const list = ((await res.json()) as ServerMachineRuns).runs;
    const order = list.find((r) => r.recordType === 'order' && r.recordId === orderId);
    expect(order).toMatchObject({
      machineId: 'orderStatus',
      from: OrderStatus.Open,
      to: OrderStatus.Planned,
      events: ['load.orderAdded'],
      byName: 'Dee Spatcher',
      identityType: 'employee',
    });
    const ofLoad = list.find((r) => r.recordType === 'load' && r.recordId === load.loadId);
    expect(ofLoad).toMatchObject({ machineId: 'loadStatus', from: LoadStatus.Open, byName: 'Dee Spatcher' });
    // Newest first, and `limit` keeps the newest.
    const ids = list.map((r) => r.eventId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const one = (await (await runs(admin.token, 1)).json()) as ServerMachineRuns;
    expect(one.runs.map((r) => r.eventId)).toEqual([ids[0]]);
  });

  it('show what a guard refused: a delivery checked off before its pickup, with why not', async () => {
    const api = loadCalls(t, w.staff.token);
    const orderId = await w.order();
    const created = await api.create();
    const load = await api.ok(await api.add(created.loadId, orderId));
    const refused = await api.put(withCheck(load, 1, true));
    expect(refused.status).toBe(409);
    const sentence = (await errorBody(refused)).statusText;

    const { refusals } = (await (await runs(admin.token)).json()) as ServerMachineRuns;
    expect(refusals[0]).toMatchObject({
      machineId: 'stopSequencing',
      recordType: 'load',
      recordId: created.loadId,
      event: 'stop.checked (Stop 2)',
      reason: sentence,
      systemUserId: w.staff.systemUserId,
      identityType: 'employee',
    });
  });

  it('are for admin identities only', async () => {
    expect((await runs(w.staff.token)).status).toBe(403);
    expect((await runs(admin.token, 0)).status).toBe(400);
  });
});
