import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { trackingPaths } from '#contract/paths';
import {
  publicTrackingSchema,
  trackingReadUrl,
  trackingTexts,
  type CreatedTrackingLink,
  type TrackingLink,
} from '#contract/tracking';
import { loadStops } from '#server/db/schema/loads';
import { orders } from '#server/db/schema/orders';
import { createTestApp, type TestApp } from '#fixtures/test-app';
import { createOrderData, create, json, putOnLoad, staffForm, type OrderData } from './orders-helpers';

/** Tracking links (issue #30, decision 083): who may make them, and what the public page gives away. */
let t: TestApp;
let d: OrderData;
let orderId: number;
let otherOrderId: number;

const makeLink = (token: string, id: number, body: unknown = {}) =>
  t.call('POST', fillPath(trackingPaths.create, { id }), { token, body });
const open = (token: string) => t.call('GET', trackingReadUrl(token));

beforeAll(async () => {
  t = await createTestApp();
  d = await createOrderData(t);
  const order = await json(
    await create(t, d.staff.token, staffForm(d, { special: 'Gate code 4471', revenue: 98765.43 })),
  );
  orderId = order.orderId;
  const { pickup } = await putOnLoad(t, d, orderId, d.carrier.carrierId);
  await t.database.db
    .update(loadStops)
    .set({ pickedUpOrDelivered: true, pickedUpDeliveryDate: new Date('2026-02-01T17:00:00Z') })
    .where(eq(loadStops.loadStopId, pickup.loadStopId));
  otherOrderId = (
    await json(await create(t, d.staff.token, staffForm(d, { orderCustomerId: d.birch.orderCustomerId })))
  ).orderId;
});
afterAll(() => t.close());

describe('making tracking links', () => {
  it('lets staff make one, answers its token once, lists it without the token, with who made it', async () => {
    const made = await json<CreatedTrackingLink>(await makeLink(d.staff.token, orderId));
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.url).toBe(`${t.config.publicUrl}/track/${made.token}`);
    expect(made.state).toBe('active');
    const days = (Date.parse(made.expiresAt) - Date.parse(made.dateAdded)) / 86_400_000;
    expect(days).toBe(30);
    const listed = await json<TrackingLink[]>(
      await t.call('GET', fillPath(trackingPaths.getByOrderId, { id: orderId }), { token: d.customer.token }),
    );
    expect(listed[0]!.trackingLinkId).toBe(made.trackingLinkId);
    expect(JSON.stringify(listed)).not.toContain(made.token);
    // A customer is not told which staff member made it; staff are.
    expect(listed[0]!.createdByName).toBeNull();
    const forStaff = await json<TrackingLink[]>(
      await t.call('GET', fillPath(trackingPaths.getByOrderId, { id: orderId }), { token: d.staff.token }),
    );
    expect(forStaff[0]!.createdByName).toBeTruthy();
  });

  it('lets a customer make one for its own order, and not for another customer’s (404)', async () => {
    expect((await makeLink(d.customer.token, orderId, { days: 3 })).status).toBe(200);
    const refused = await makeLink(d.customer.token, otherOrderId);
    expect(refused.status).toBe(404);
    expect((await makeLink(d.otherCustomer.token, orderId)).status).toBe(404);
    const listOther = await t.call('GET', fillPath(trackingPaths.getByOrderId, { id: orderId }), {
      token: d.otherCustomer.token,
    });
    expect(listOther.status).toBe(404);
  });

  it('refuses carriers (403) and a days value out of range (400)', async () => {
    expect((await makeLink(d.carrierLogin.token, orderId)).status).toBe(403);
    expect((await makeLink(d.staff.token, orderId, { days: 0 })).status).toBe(400);
    expect((await makeLink(d.staff.token, orderId, { days: 366 })).status).toBe(400);
  });
});

describe('the public tracking page', () => {
  it('answers exactly the allowed keys, with no money, name, note or other order in it', async () => {
    const { token } = await json<CreatedTrackingLink>(await makeLink(d.staff.token, orderId));
    const res = await open(token);
    const text = await res.text();
    expect(res.status, text).toBe(200);
    const page = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(page).sort()).toEqual(
      ['orderId', 'status', 'statusText', 'statusMeaning', 'legs', 'lastUpdate', 'expiresAt'].sort(),
    );
    publicTrackingSchema.parse(page);
    const legs = page.legs as { text: string | null; stops: Record<string, unknown>[] }[];
    expect(legs).toHaveLength(1);
    expect(Object.keys(legs[0]!).sort()).toEqual(['stops', 'text']);
    for (const stop of legs[0]!.stops)
      expect(Object.keys(stop).sort()).toEqual(['city', 'doneDate', 'fromDate', 'kind', 'state', 'toDate']);
    expect(legs[0]!.stops.map((s) => [s.kind, s.city, s.doneDate])).toEqual([
      ['pickup', 'Napa', '2026-02-01T17:00:00.000Z'],
      ['delivery', 'Bend', null],
    ]);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    const secrets = [
      '98765',
      'Gate code 4471',
      'Acme Cellars',
      'Acme Estate',
      'Acme Cellar',
      'Bend Market',
      'Swift Haul',
      stored!.poNumber!,
      String(otherOrderId),
    ];
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  });

  it('says plainly when a link is unknown (404), revoked or expired (410)', async () => {
    const unknown = await open('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { statusText: string }).statusText).toBe(trackingTexts.unknown);
    // What cannot be a token is refused before any lookup (and is not counted against the address).
    expect((await open('not-a-token')).status).toBe(400);

    const made = await json<CreatedTrackingLink>(await makeLink(d.customer.token, orderId));
    expect((await open(made.token)).status).toBe(200);
    // Another customer cannot turn it off; its own customer can.
    const foreign = await t.call('POST', fillPath(trackingPaths.revoke, { id: made.trackingLinkId }), {
      token: d.otherCustomer.token,
    });
    expect(foreign.status).toBe(404);
    const revoked = await json<TrackingLink>(
      await t.call('POST', fillPath(trackingPaths.revoke, { id: made.trackingLinkId }), {
        token: d.customer.token,
      }),
    );
    expect(revoked.state).toBe('revoked');
    const gone = await open(made.token);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({ statusText: trackingTexts.revoked, code: 'gone' });

    const short = await json<CreatedTrackingLink>(await makeLink(d.staff.token, orderId, { days: 1 }));
    expect((await open(short.token)).status).toBe(200);
    t.advance(86_400_000 + 1000);
    const expired = await open(short.token);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { statusText: string }).statusText).toBe(trackingTexts.expired);
  });
});
