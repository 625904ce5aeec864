import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LoadStopType } from '#contract/load-codes';
import { UnitType, unitTypeCodes } from '#contract/order-codes';
import { reportPaths } from '#contract/paths';
import { caseEquivalentOf } from '#domain/case-equivalent';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { migrationsFolder } from '#server/db/migrate';
import { orders } from '#server/db/schema/orders';
import { loadCalls } from './loads-helpers';
import { create, createOrderData, customerForm, json, read, staffForm, update } from './orders-helpers';
import { pdfText } from './reports-helpers';

// Decision 055: every save stores quantity × the unit type's cases (domain/case-equivalent.ts); loads, stops
// and reports add those up; migration 0008 fills the orders saved before with the same table.
const t = useTestApp();
const d = useBeforeAll(() => createOrderData(t));

const staffCreate = async (over: Record<string, unknown>) =>
  json(await create(t, d.staff.token, staffForm(d, over)));

describe('the case equivalent of a saved order', () => {
  it("staff's save computes it from quantity and unit type, whatever the body says, and recomputes it", async () => {
    const pallets = await staffCreate({ quantity: 2, unitType: UnitType.Pallet, caseEquivalent: 999 });
    expect(pallets.caseEquivalent).toBe(112);
    expect((await json(await read(t, d.staff.token, pallets.orderId))).caseEquivalent).toBe(112);

    const halves = await json(
      await update(t, d.staff.token, { ...pallets, quantity: 10, unitType: UnitType.SixPackCase }),
    );
    expect(halves.caseEquivalent).toBe(5);
  });

  it("a customer login's order has one too (the Add Order dialog of spec 2 §6)", async () => {
    const cans = await json(
      await create(t, d.customer.token, customerForm(d, { quantity: 10, unitType: UnitType.TwelvePackCan })),
    );
    expect(cans.caseEquivalent).toBe(4.7);
    const { dateModified } = await json(await read(t, d.customer.token, cans.orderId));
    const more = await json(
      await update(t, d.customer.token, {
        ...customerForm(d, { quantity: 7, unitType: UnitType.TwelvePackCan }),
        orderId: cans.orderId,
        dateModified,
      }),
    );
    expect(more.caseEquivalent).toBe(3.29);
  });
});

describe('loads, stops and reports add it up', () => {
  it("the load's cases, each stop's total and '{n} order(s) ({m} unit(s))', and the Load Summary", async () => {
    const pallets = await staffCreate({ quantity: 2, unitType: UnitType.Pallet, poNumber: 'PO-PALLETS' });
    const cans = await staffCreate({ quantity: 10, unitType: UnitType.TwelvePackCan, poNumber: 'PO-CANS' });
    const api = loadCalls(t, d.staff.token);
    const { loadId } = await api.create();
    await api.ok(await api.add(loadId, pallets.orderId));
    const load = await api.ok(await api.add(loadId, cans.orderId));

    expect(load.cases).toBe(116.7);
    expect(
      load.loadStops.map((s) => [s.refLoadStopTypeId, s.totalCaseEquivalent, s.totalCaseString]),
    ).toEqual([
      [LoadStopType.Pickup, 116.7, '2 order(s) (116.7 unit(s))'],
      [LoadStopType.Delivery, 116.7, '2 order(s) (116.7 unit(s))'],
    ]);

    const res = await t.call('POST', reportPaths.getLoadSummaryReport, {
      token: d.staff.token,
      body: { fields: { loadId } },
    });
    expect(res.status).toBe(200);
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toMatch(/PO-PALLETS.*Pallet.*112\.00/s);
    expect(text).toMatch(/PO-CANS.*12 Pk Can.*4\.70/s);
    expect(text).toMatch(/2 orders Load total.*116\.70/s);
  });
});

describe('migration 0008 backfills the orders saved before', () => {
  const backfill = readFileSync(join(migrationsFolder, '0008_order_case_equivalents.sql'), 'utf8').replaceAll(
    '--> statement-breakpoint',
    '',
  );

  it('fills a missing or 0 case equivalent with the domain table for every unit type, and keeps the rest', async () => {
    const row = (unitType: number, quantity: number | null, caseEquivalent: number | null) => ({
      orderCustomerId: d.acme.orderCustomerId,
      poNumber: 'PO-OLD',
      unitType,
      quantity,
      caseEquivalent,
    });
    const inserted = await t.db
      .insert(orders)
      .values([
        ...unitTypeCodes.map((u) => row(u, 7, null)),
        ...unitTypeCodes.map((u) => row(u, 999_999, 0)),
        row(UnitType.Pallet, 3, 150),
        row(UnitType.Pallet, null, null),
      ])
      .returning({ orderId: orders.orderId });
    const ids = inserted.map((r) => r.orderId);

    await t.database.exec(backfill);

    const after = await t.db
      .select({
        orderId: orders.orderId,
        unitType: orders.unitType,
        quantity: orders.quantity,
        caseEquivalent: orders.caseEquivalent,
      })
      .from(orders)
      .where(inArray(orders.orderId, ids))
      .orderBy(orders.orderId);
    const filled = after.slice(0, 2 * unitTypeCodes.length);
    expect(filled.map((r) => r.caseEquivalent)).toEqual(
      filled.map((r) => caseEquivalentOf(r.quantity, r.unitType)),
    );
    expect(filled.every((r) => r.caseEquivalent! > 0)).toBe(true);
    // A case equivalent an import brought is kept; no quantity, no case equivalent.
    expect(after.slice(-2).map((r) => r.caseEquivalent)).toEqual([150, null]);
  });
});
