import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaffOnlyFields } from '#contract/load-save';
import { fillPath } from '#contract/path-template';
import { loadPaths, orderPaths, reportPaths } from '#contract/paths';
import { reportSubscriptions } from '#server/db/schema/auth';
import { loadStopOrders, loadStops } from '#server/db/schema/loads';
import { orders } from '#server/db/schema/orders';
import { staffOnlyOrderFields } from '#server/lists/orders.list';
import {
  operationsOf,
  sample,
  type OpenApiDocument,
  type Operation,
  servedDocument,
} from '#fixtures/openapi-walk';
import {
  admittedOutsiders,
  pathParameters,
  portalOutsiders,
  reaches,
  ruleFor,
} from '#fixtures/ownership-routes';
import { objectsIn, scopeOf, scopedIdsIn, scopedKeys, type ScopedKey } from '#fixtures/ownership-scope';
import { addRecordsOfEveryKind, addSharedLoads, type SharedLoads } from '#fixtures/ownership-shared';
import { createOwnershipWorld, type OwnershipWorld } from '#fixtures/ownership-world';
import { createTestApp, type TestApp } from '#fixtures/test-app';
import { pdfText } from './reports-helpers';

/**
 * Rows belong to the caller (issue #18): every read a customer or carrier login may call (lists, counts,
 * details, notes, files, contacts, itineraries, calendars, reports; generated from the OpenAPI document and
 * `x-access`) is called as login A, and every order, load, customer, carrier, note, file and contact id in
 * the answer, wherever it sits, must be one A owns (tests/fixtures/ownership-scope.ts, from the tables).
 * A load carrying both customers' orders is the hard case: carrier A sees both, customer A only its own.
 * No load or order in any answer carries a field the contract keeps from outsiders (revenue, carrier pay).
 * Reports are read as text: customer A's Order Picked Dates holds its orders and no one else's.
 */
let t: TestApp;
let dataDir: string;
let doc: OpenApiDocument;
let w: OwnershipWorld;
let shared: SharedLoads;
const window = { from: '2025-05-01', to: '2025-05-31' };
const may = { dateStartInclusive: '2025-05-01T07:00:00Z', dateEndExclusive: '2025-06-01T07:00:00Z' };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'access-rows-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  doc = await servedDocument(t);
  w = await createOwnershipWorld(t);
  shared = await addSharedLoads(t, w);
  await addRecordsOfEveryKind(t, doc, w, [shared.loadId]);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** An answer that never ends (the live-event stream, decision 077): its scoping is tested with the stream. */
const isStream = (op: Operation) =>
  Object.values((op.operation.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>).some(
    (response) => 'text/event-stream' in (response.content ?? {}),
  );

/** Reads: every GET, and every POST whose name starts with "get" (lists, reports, enums); not streams. */
const isRead = (op: Operation) =>
  !isStream(op) && (op.method === 'GET' || (op.method === 'POST' && /\/get\w*$/.test(op.template)));

function bodyOf(op: Operation): unknown {
  if (!op.body) return undefined;
  const properties = (op.body as { properties?: Record<string, unknown> }).properties ?? {};
  if ('pageSize' in properties) return { pageSize: -1 };
  if ('fields' in properties) return { fields: may };
  return {};
}

function queryOf(op: Operation): string {
  const parts = op.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => {
      const value = p.name in window ? window[p.name as keyof typeof window] : sample(doc, p.schema);
      return `${p.name}=${encodeURIComponent(String(value))}`;
    });
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A child of A's record to read (the first of the admin's), for routes that name one. */
async function childOf(op: Operation, ownerId: number): Promise<number | undefined> {
  const list = await t.call('GET', op.template.replace(/\/\{\w+\}\/\{\w+\}$/, `/${ownerId}`), {
    token: w.admin.token,
  });
  const key = pathParameters(op)[1]!;
  return ((await list.json()) as Record<string, number>[])[0]?.[key];
}

describe.each(portalOutsiders)('a %s login receives only rows it owns', (type) => {
  it('in every read it may call', async () => {
    const caller = w.logins[type].a.token;
    const ownerId = type === 'customer' ? w.owners.a.customerId : w.owners.a.carrierId;
    const scope = await scopeOf(t, type, ownerId);
    const seen = Object.fromEntries(scopedKeys.map((k) => [k, 0])) as Record<ScopedKey, number>;
    let reads = 0;
    for (const op of operationsOf(doc).filter((o) => isRead(o) && admittedOutsiders(o).includes(type))) {
      const rule = ruleFor(op);
      const params = pathParameters(op);
      if (params.length && (!rule || !reaches[type][rule.kind])) continue; // refused: access-ownership
      const ids: number[] = [];
      if (rule) {
        ids.push(w.idOf(rule.kind, 'a'));
        if (rule.child) {
          const child = await childOf(op, ids[0]!);
          if (child === undefined) continue;
          ids.push(child);
        }
      }
      let i = 0;
      const path = `${op.template.replace(/\{\w+\}/g, () => String(ids[i++]))}${queryOf(op)}`;
      const body = bodyOf(op);
      const res = await t.call(op.method, path, { token: caller, ...(body === undefined ? {} : { body }) });
      const what = `${op.method} ${path} as ${type} A`;
      expect(res.status, `${what}: ${await res.clone().text()}`).toBe(200);
      reads++;
      const kind = res.headers.get('content-type') ?? '';
      if (op.template.startsWith('/api/Reports/') && kind.includes('application/pdf')) {
        const text = await pdfText(await res.arrayBuffer());
        expect(text, what).toContain('PO-A');
        for (const theirs of ['PO-B', 'PO-SHARED-B', 'Customer B']) expect(text, what).not.toContain(theirs);
        continue;
      }
      if (!kind.includes('application/json')) continue;
      const answer = await res.json();
      for (const [key, id, where] of scopedIdsIn(answer)) {
        expect(scope[key].has(id), `${what}: ${where} = ${id} is not ${type} A's`).toBe(true);
        seen[key]++;
      }
      // Nor the fields the contract keeps from outsiders, on any load or order it holds.
      for (const [where, object] of objectsIn(answer)) {
        const hidden = [
          ...('loadId' in object && !('noteId' in object) && !('fileId' in object)
            ? loadStaffOnlyFields
            : []),
          ...('orderId' in object && 'poNumber' in object ? staffOnlyOrderFields : []),
        ];
        for (const field of hidden) expect(object, `${what}: ${where}`).not.toHaveProperty(field);
      }
      // A count agrees with the list it counts.
      if (/\/get\w+Count$/.test(op.template)) {
        const listOp = operationsOf(doc).find(
          (o) =>
            o.method === 'GET' &&
            o.template.split('/')[2] === op.template.split('/')[2] &&
            ruleFor(o)?.kind === rule!.kind &&
            !ruleFor(o)!.child &&
            !/Count$/.test(o.template),
        )!;
        const list = await t.call('GET', listOp.template.replace(/\{\w+\}/, String(ids[0])), {
          token: caller,
        });
        expect(answer, what).toBe(((await list.json()) as unknown[]).length);
      }
    }
    expect(reads).toBeGreaterThan(20);
    // Not vacuous: every kind of id was met, and passed.
    for (const key of scopedKeys)
      if (key !== (type === 'customer' ? 'carrierId' : 'orderCustomerId') || scope[key].size)
        expect(seen[key], `${type} A met no ${key}`).toBeGreaterThan(0);
  }, 180_000);
});

describe('the shared load', () => {
  it('lists to customer A with its own order only, and to carrier A with both', async () => {
    const list = async (token: string) =>
      (
        (await (await t.call('POST', orderPaths.getItems, { token, body: { pageSize: -1 } })).json()) as {
          orderId?: number;
        }[]
      ).map((o) => o.orderId);
    expect(await list(w.logins.customer.a.token)).toContain(shared.orderA);
    expect(await list(w.logins.customer.a.token)).not.toContain(shared.orderB);
    expect(await list(w.logins.carrier.a.token)).toEqual(
      expect.arrayContaining([shared.orderA, shared.orderB]),
    );
    const loadsOf = async (token: string) =>
      (
        (await (await t.call('POST', loadPaths.getItems, { token, body: { pageSize: -1 } })).json()) as {
          loadId?: number;
        }[]
      ).map((l) => l.loadId);
    expect(await loadsOf(w.logins.customer.a.token)).toContain(shared.loadId);
    expect(await loadsOf(w.logins.customer.b.token)).toContain(shared.loadId);
    expect(await loadsOf(w.logins.carrier.b.token)).not.toContain(shared.loadId);
  });
});

describe('the shared load, counted', () => {
  it("counts a customer's own stops and cases only; the carrier sees them all", async () => {
    const db = t.database.db;
    await db.update(orders).set({ caseEquivalent: 5 }).where(eq(orders.orderId, shared.orderA));
    await db.update(orders).set({ caseEquivalent: 30 }).where(eq(orders.orderId, shared.orderB));
    const [drop] = await db
      .insert(loadStops)
      .values({
        loadId: shared.loadId,
        locationId: w.owners.b.locationId,
        refLoadStopTypeId: 2,
        stopSequence: 2,
      })
      .returning();
    await db.insert(loadStopOrders).values({ loadStopId: drop!.loadStopId, orderId: shared.orderB });
    const row = async (token: string) => {
      const rows = (await (
        await t.call('POST', loadPaths.getItems, { token, body: { pageSize: -1 } })
      ).json()) as { loadId?: number; pickups?: number; deliveries?: number; cases?: number }[];
      const found = rows.find((l) => l.loadId === shared.loadId)!;
      return [found.pickups, found.deliveries, found.cases];
    };
    try {
      expect(await row(w.logins.customer.a.token)).toEqual([1, 0, 5]);
      expect(await row(w.logins.customer.b.token)).toEqual([1, 1, 30]);
      expect(await row(w.logins.carrier.a.token)).toEqual([1, 1, 35]);
    } finally {
      await db.delete(loadStopOrders).where(eq(loadStopOrders.loadStopId, drop!.loadStopId));
      await db.delete(loadStops).where(eq(loadStops.loadStopId, drop!.loadStopId));
    }
  });
});

describe('ids in bodies', () => {
  it('a customer’s subscription always reports on its own customer, whatever the body says', async () => {
    const identityId = w.idOf('customerLogin', 'a');
    const res = await t.call('PUT', fillPath(reportPaths.putCustomerSubscriptions, { id: identityId }), {
      token: w.logins.customer.a.token,
      body: [
        {
          reportSubscriptionId: 0,
          systemCustomerId: identityId,
          orderCustomerId: w.owners.b.customerId,
          customEmail: 'friday@ownership.test',
          isOnFriday: true,
        },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const rows = await t.database.db
      .select({ orderCustomerId: reportSubscriptions.orderCustomerId })
      .from(reportSubscriptions)
      .where(eq(reportSubscriptions.systemCustomerId, identityId));
    expect(rows.map((r) => r.orderCustomerId)).toEqual([w.owners.a.customerId]);
  });

  it('a carrier cannot write the stop notes of another carrier’s load', async () => {
    const [theirs] = await t.database.db
      .select({ id: loadStops.loadStopId, note: loadStops.stopDirections })
      .from(loadStops)
      .where(eq(loadStops.loadId, w.owners.b.loadId));
    const res = await t.call('PUT', loadPaths.putCarrierStopNotes, {
      token: w.logins.carrier.a.token,
      body: { stopNoteUpdates: [{ objectId: theirs!.id, updatedNote: 'Not yours' }] },
    });
    expect([403, 404], await res.clone().text()).toContain(res.status);
    const [after] = await t.database.db
      .select({ note: loadStops.stopDirections })
      .from(loadStops)
      .where(eq(loadStops.loadStopId, theirs!.id));
    expect(after!.note).toBe(theirs!.note);
  });

  it('a customer cannot place an order for another customer', async () => {
    const blank = (await (
      await t.call('GET', orderPaths.getItemNew, { token: w.logins.customer.a.token })
    ).json()) as Record<string, unknown>;
    const res = await t.call('POST', orderPaths.base, {
      token: w.logins.customer.a.token,
      body: {
        ...blank,
        orderCustomerId: w.owners.b.customerId,
        sourceLocationId: w.owners.a.locationId,
        destinationLocationId: w.owners.a.locationId,
        producerName: 'Not Mine',
        quantity: 1,
        dateNeededBy: '2026-03-01',
        poNumber: 'PO-NOT-MINE',
      },
    });
    const placed = await t.database.db
      .select({ orderCustomerId: orders.orderCustomerId })
      .from(orders)
      .where(eq(orders.poNumber, 'PO-NOT-MINE'));
    if (res.status === 200) expect(placed.map((o) => o.orderCustomerId)).toEqual([w.owners.a.customerId]);
    else {
      expect([400, 403], await res.clone().text()).toContain(res.status);
      expect(placed).toEqual([]);
    }
  });
});
