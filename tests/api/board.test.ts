import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boardFigureHref, boardSchema } from '#contract/board';
import { loadPaths, orderPaths, carrierPaths, boardPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { splitListResponse } from '#contract/pager';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { useTestApp } from '#fixtures/file-app';
import { carriers } from '#server/db/schema/carriers';
import { loads, loadStops } from '#server/db/schema/loads';
import { loadCalls, loadWorld } from './loads-helpers';

const t = useTestApp();
const listPaths: Record<string, string> = {
  '/loads': loadPaths.getItems,
  '/orders': orderPaths.getItems,
  '/carriers': carrierPaths.getItems,
};

describe('the board', () => {
  it('each figure is the total of its list under the filters its link carries', async () => {
    const w = await loadWorld(t);
    const api = loadCalls(t, w.staff.token);
    const { db } = t;
    // A load with a late stop and an issue, one leaving tomorrow with no carrier, one with a carrier.
    const late = await api.create({ carrierId: w.carrier });
    await api.ok(await api.add(late.loadId, await w.order()));
    await db
      .update(loadStops)
      .set({ toDate: new Date(Date.now() - 3_600_000), stopHasIssue: true, issueDescription: 'Dock closed' })
      .where(eq(loadStops.loadId, late.loadId));
    const noCarrier = await api.create({});
    await db
      .update(loads)
      .set({ estimatedShippingDate: new Date(Date.now() + 86_400_000) })
      .where(eq(loads.loadId, noCarrier.loadId));
    // An order needed tomorrow on no load; a carrier whose insurance runs out next week.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await w.order({ dateNeededBy: tomorrow });
    await db
      .update(carriers)
      .set({ insuranceExpirationDate: sql`current_date + 7` })
      .where(eq(carriers.carrierId, w.carrier));

    const res = await t.call('GET', `${boardPaths.getBoard}?neededWithinDays=3`, { token: w.staff.token });
    expect(res.status, await res.clone().text()).toBe(200);
    const board = boardSchema.parse(await res.json());
    expect(board.neededWithinDays).toBe(3);
    const count = (id: string) => board.figures.find((f) => f.id === id)!.count;
    for (const id of ['lateLoads', 'issueLoads', 'noCarrierLoads', 'unplannedOrders', 'insuranceExpiring'])
      expect(count(id), id).toBeGreaterThan(0);

    for (const figure of board.figures) {
      const href = new URL(boardFigureHref(figure), 'http://portal.test');
      const filters = JSON.parse(href.searchParams.get('filters')!);
      const fields = figure.path === '/carriers' ? {} : { currentOrders: 1 };
      const list = await t.call('POST', listPaths[figure.path]!, {
        token: w.staff.token,
        body: { pageNumber: 0, pageSize: 10, fields, filters },
      });
      expect(list.status, `${figure.id}: ${await list.clone().text()}`).toBe(200);
      const { pager } = splitListResponse((await list.json()) as never[]);
      expect(pager?.totalItems, figure.id).toBe(figure.count);
    }
  });

  it('is staff business: a customer or carrier login is refused, and bad input is 400', async () => {
    const customer = await createSignedInUser(t, {
      identities: [{ type: 'customer', orderCustomerId: 1, permissionCodes: [P.LoadView, P.OrderView] }],
    });
    expect((await t.call('GET', boardPaths.getBoard, { token: customer.token })).status).toBe(403);
    const staff = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.LoadView] }],
    });
    expect(
      (await t.call('GET', `${boardPaths.getBoard}?neededWithinDays=-1`, { token: staff.token })).status,
    ).toBe(400);
    expect((await t.call('GET', `${boardPaths.getBoard}?other=1`, { token: staff.token })).status).toBe(400);
  });
});
