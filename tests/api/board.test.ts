import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, boardFigureHref, boardSchema, checkedOffLink, loadsOnDayFilters } from '#contract/board';
import { LoadStopType } from '#contract/load-codes';
import { dayInZone } from '#domain/business-day';
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
      const group = href.searchParams.get('group');
      expect(group === null, figure.id).toBe(figure.path === '/carriers');
      const fields = group === null ? {} : { currentOrders: Number(group) };
      const list = await t.call('POST', listPaths[figure.path]!, {
        token: w.staff.token,
        body: { pageNumber: 0, pageSize: 10, fields, filters },
      });
      expect(list.status, `${figure.id}: ${await list.clone().text()}`).toBe(200);
      const { pager } = splitListResponse((await list.json()) as never[]);
      expect(pager?.totalItems, figure.id).toBe(figure.count);
    }
  });

  it('the on-time rates and the daily chart count loads by their last stop checked off, each the load list total its link carries', async () => {
    const w = await loadWorld(t);
    const api = loadCalls(t, w.staff.token);
    const now = Date.now();
    const ago = (hours: number) => new Date(now - hours * 3_600_000);
    const P = LoadStopType.Pickup;
    const D = LoadStopType.Delivery;
    // Per load, its stops: [type, checked off at (null: open), window end (To; null: no window), From only].
    type Stop = [number, Date | null, Date | null, boolean];
    const fixture: Stop[][] = [
      [
        [P, ago(1), ago(-2), false], // on time
        [D, ago(0.5), ago(4), false], // late
      ],
      [
        [P, ago(50), null, false], // no window: on time
        [P, ago(2), ago(5), false], // late, and the load's last pickup: the load is late on today's bar
      ],
      [[P, ago(60), ago(70), true]], // late against its From (no To)
      [[P, ago(240), ago(230), false]], // ten days ago, on time: 30 days only
      [[P, ago(24 * 40), ago(24 * 41), false]], // forty days ago: in neither period
      [[P, ago(-48), ago(-40), false]], // checked off the day after tomorrow: not in any period yet
      [
        [D, ago(30), ago(29), false], // on time
        [D, null, ago(5), false], // open and late, but not checked off: counts for nothing here
      ],
      [[D, ago(24 * 20), ago(24 * 21), false]], // twenty days ago, late
      [
        [P, ago(24 * 35), ago(24 * 36), false], // late, before the chart: the load is late when its last pickup is in
        [P, ago(5), ago(-1), false],
      ],
    ];
    for (const stops of fixture) {
      const load = await api.create({ carrierId: w.carrier });
      let sequence = 10;
      for (const [type, doneAt, end, fromOnly] of stops)
        await t.db.insert(loadStops).values({
          loadId: load.loadId,
          locationId: w.source,
          refLoadStopTypeId: type,
          stopSequence: sequence++,
          pickedUpOrDelivered: doneAt !== null,
          pickedUpDeliveryDate: doneAt,
          fromDate: fromOnly ? end : end && new Date(end.getTime() - 3_600_000),
          toDate: fromOnly ? null : end,
        });
    }

    const res = await t.call('GET', boardPaths.getBoard, { token: w.staff.token });
    expect(res.status, await res.clone().text()).toBe(200);
    const board = boardSchema.parse(await res.json());
    const zone = t.config.BUSINESS_TIME_ZONE;
    // Each load's day (its last stop of the type checked off) and whether every such stop was on time.
    const loadsOf = (type: number) =>
      fixture.flatMap((stops) => {
        const done = stops.filter(([ty, at]) => ty === type && at);
        if (!done.length) return [];
        const last = new Date(Math.max(...done.map(([, at]) => at!.getTime())));
        return [{ day: dayInZone(last, zone), onTime: done.every(([, at, end]) => !end || at! <= end) }];
      });
    const expected = (type: number, inDays: (day: string) => boolean) => {
      const counted = loadsOf(type).filter((l) => inDays(l.day));
      return { done: counted.length, onTime: counted.filter((l) => l.onTime).length };
    };
    const listTotal = async (link: { fields: object; filters: unknown }) => {
      const list = await t.call('POST', loadPaths.getItems, {
        token: w.staff.token,
        body: { pageNumber: 0, pageSize: 1, fields: link.fields, filters: link.filters },
      });
      expect(list.status, await list.clone().text()).toBe(200);
      return splitListResponse((await list.json()) as never[]).pager?.totalItems;
    };
    for (const [stopType, type] of [
      ['pickup', P],
      ['delivery', D],
    ] as const)
      for (const days of [7, 30]) {
        const rate = board.onTimeRates.find((r) => r.stopType === stopType && r.days === days)!;
        const first = addDays(board.today, 1 - days);
        expect(rate, `${stopType} ${days}`).toMatchObject({
          stopType,
          days,
          ...expected(type, (day) => day >= first && day <= board.today),
        });
        expect(await listTotal(checkedOffLink(stopType, rate)), `${stopType} ${days}`).toBe(rate.done);
        expect(await listTotal(checkedOffLink(stopType, rate, true))).toBe(rate.onTime);
        expect(await listTotal(checkedOffLink(stopType, rate, false))).toBe(rate.done - rate.onTime);
      }
    expect(board.onTimeRates.find((r) => r.stopType === 'pickup' && r.days === 7)).toMatchObject({
      done: 4,
      onTime: 1,
    });

    expect(board.onTimeByDay).toHaveLength(30);
    expect(board.onTimeByDay.at(-1)!.day).toBe(board.today);
    for (const day of board.onTimeByDay) {
      const p = expected(P, (d) => d === day.day);
      const d = expected(D, (d) => d === day.day);
      expect(day, day.day).toMatchObject({
        pickupsDone: p.done,
        pickupsOnTime: p.onTime,
        deliveriesDone: d.done,
        deliveriesOnTime: d.onTime,
      });
      if (!day.pickupsDone && !day.deliveriesDone && day.day !== board.today) continue;
      for (const [stopType, done, onTime] of [
        ['pickup', day.pickupsDone, day.pickupsOnTime],
        ['delivery', day.deliveriesDone, day.deliveriesOnTime],
      ] as const) {
        expect(await listTotal(checkedOffLink(stopType, day, true)), `${day.day} ${stopType}`).toBe(onTime);
        expect(await listTotal(checkedOffLink(stopType, day, false))).toBe(done - onTime);
      }
    }
  });

  it("the coming week's loads by status are each the load list's total under the bar's filters", async () => {
    const w = await loadWorld(t);
    const api = loadCalls(t, w.staff.token);
    const board0 = boardSchema.parse(
      await (await t.call('GET', boardPaths.getBoard, { token: w.staff.token })).json(),
    );
    for (const offset of [1, 1, 3]) {
      const load = await api.create({});
      await t.db
        .update(loads)
        .set({ estimatedShippingDate: new Date(`${addDays(board0.today, offset)}T12:00:00.000Z`) })
        .where(eq(loads.loadId, load.loadId));
    }
    const board = boardSchema.parse(
      await (await t.call('GET', boardPaths.getBoard, { token: w.staff.token })).json(),
    );
    expect(new Set(board.loadsAhead.map((b) => b.day)).size).toBe(7);
    const tomorrow = board.loadsAhead.filter((b) => b.day === addDays(board.today, 1));
    expect(tomorrow.reduce((n, b) => n + b.count, 0)).toBeGreaterThanOrEqual(2);
    for (const bar of board.loadsAhead) {
      const list = await t.call('POST', loadPaths.getItems, {
        token: w.staff.token,
        body: {
          pageNumber: 0,
          pageSize: 1,
          fields: { currentOrders: 1 },
          filters: loadsOnDayFilters(bar.day, bar.status),
        },
      });
      const { pager } = splitListResponse((await list.json()) as never[]);
      expect(pager?.totalItems, `${bar.day} ${bar.status}`).toBe(bar.count);
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
