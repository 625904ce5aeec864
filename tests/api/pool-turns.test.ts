import { describe, expect, it } from 'vitest';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { poolTurnsOf } from '#fixtures/pool-turns';
import { loadCalls, loadWorld, withCheck } from './loads-helpers';
import { create, createOrderData, json, read, staffForm, update } from './orders-helpers';

/*
 * Decision 104: a save reads its answer last in its own transaction, on the connection it already holds,
 * and one order's statement carries who added and last changed it. Under load a turn at the pool cost a call
 * more than its own statements, so a save and its answer, or an order's detail, take the pool once besides
 * the session's lookup before them. PGlite has no pool.
 */
const t = useTestApp();
const loads = useBeforeAll(() => loadWorld(t));
const orders = useBeforeAll(() => createOrderData(t));

describe.runIf(Boolean(process.env.DATABASE_URL))('a call takes the pool once besides its session', () => {
  it('a stop check-off', async () => {
    const w = loads;
    const api = loadCalls(t, w.staff.token);
    let load = await api.create();
    load = await api.ok(await api.add(load.loadId, await w.order()));
    load = await api.ok(await api.put({ ...load, carrierId: w.carrier }));
    const { answer, turns } = await poolTurnsOf(t, () => api.put(withCheck(load, 0, true)));
    expect((await api.ok(answer)).loadStops[0]!.pickedUpOrDelivered).toBe(true);
    expect(turns).toBe(2);
  });

  it('a load created, and an order added to it', async () => {
    const w = loads;
    const api = loadCalls(t, w.staff.token);
    const created = await poolTurnsOf(t, () => api.create());
    expect(created.turns).toBe(2);
    const order = await w.order();
    const { answer, turns } = await poolTurnsOf(t, () => api.add(created.answer.loadId, order));
    expect((await api.ok(answer)).loadStops).toHaveLength(2);
    expect(turns).toBe(2);
  });

  it('an order created', async () => {
    const d = orders;
    const { answer, turns } = await poolTurnsOf(t, () => create(t, d.staff.token, staffForm(d)));
    expect((await json(answer)).orderId).toBeGreaterThan(0);
    expect(turns).toBe(2);
  });

  it("an order's detail reads who added and last changed it with the order", async () => {
    const d = orders;
    const saved = await json(await create(t, d.staff.token, staffForm(d)));
    const { answer, turns } = await poolTurnsOf(t, () => read(t, d.staff.token, saved.orderId));
    const detail = await json<Record<string, { systemUserId: number; name: string | null } | null>>(answer);
    expect(detail.addedByUser?.systemUserId).toBe(d.staff.systemUserId);
    expect(detail.modifiedByUser?.systemUserId).toBe(d.staff.systemUserId);
    expect(turns).toBe(2);
  });

  it('an order save', async () => {
    const d = orders;
    const saved = await json(await create(t, d.staff.token, staffForm(d)));
    const { answer, turns } = await poolTurnsOf(t, () =>
      update(t, d.staff.token, { ...saved, special: 'Dock 4' }),
    );
    expect((await json(answer)).special).toBe('Dock 4');
    expect(turns).toBe(2);
  });
});
