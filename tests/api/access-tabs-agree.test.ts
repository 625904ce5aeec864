import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityType, SignInResult } from '#contract/identity';
import { fillPath } from '#contract/path-template';
import { filePaths, loadPaths, notePaths, orderPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { roleCodes, type SystemRoleName } from '#server/db/seed/accounts';
import { orders } from '#server/db/schema/orders';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { createTestApp, type TestApp } from '#fixtures/test-app';
import { mayOpen } from '../../src/app/route-access';
import type { TabSet } from '../../src/app/tab-set';
import { loadTabs } from '../../src/features/loads/detail/load.tabs';
import { orderTabs } from '../../src/features/orders/detail/order.tabs';
import { loadCalls, loadWorld, type LoadWorld } from './loads-helpers';

/**
 * The load and order pages show a tab exactly when the server answers the calls that tab makes (issue #24,
 * decision 057): every identity type with the seeded role of its kind (and a few code sets beside them) signs
 * in for real, the client's tab rules are asked with the very sign-in answer the browser stores, and each
 * tab's calls are made on a load and an order the identity may see. A tab shown whose call is refused (the
 * carrier's Add/Remove Orders and Changelog), or one hidden whose calls all work, fails.
 */
let t: TestApp;
let w: LoadWorld;
let loadId = 0;
let orderId = 0;
let customerId = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t);
  const api = loadCalls(t, w.staff.token);
  orderId = await w.order();
  const load = await api.create({ carrierId: w.carrier, revenue: 900, carrierRate: 400 });
  await api.ok(await api.add(load.loadId, orderId));
  loadId = load.loadId;
  customerId = (
    await t.database.db.select({ id: orders.orderCustomerId }).from(orders).where(eq(orders.orderId, orderId))
  )[0]!.id!;
});
afterAll(() => t.close());

type Probe = (token: string) => Promise<boolean>;
const answers = async (method: string, path: string, token: string, body?: unknown) => {
  const res = await t.call(method, path, { token, body });
  return res.status === 200 ? ((await res.json()) as unknown) : null;
};
const ok =
  (method: string, path: () => string, body?: unknown): Probe =>
  async (token) =>
    (await answers(method, path(), token, body)) !== null;
const listQuery = {};
const readLoad = ok('GET', () => fillPath(loadPaths.getItemById, { id: loadId }));

/** The calls each tab makes when it opens (its use-*.ts hooks and panels). */
const loadProbes: Record<string, Probe[]> = {
  'Load Details': [readLoad],
  'Add/Remove Orders': [
    readLoad,
    ok('POST', () => orderPaths.getItems, { ...listQuery, fields: { loadId } }),
    // Its Remove button: an order that is not on the load is refused by a rule (409/404), never by access.
    async (token) =>
      ![401, 403].includes(
        (
          await t.call('PUT', loadPaths.bulkRemoveOrdersFromLoad, {
            token,
            body: { loadId, orderIdsToRemove: [2_000_000_000] },
          })
        ).status,
      ),
  ],
  // The tab is the load's money: the read must carry it.
  'Carrier Pay': [
    async (token) => {
      const load = (await answers('GET', fillPath(loadPaths.getItemById, { id: loadId }), token)) as Record<
        string,
        unknown
      > | null;
      return load !== null && 'carrierRate' in load;
    },
  ],
  'Load Notes': [readLoad, ok('GET', () => fillPath(notePaths.load.list, { id: loadId }))],
  'Load Attachments': [readLoad, ok('GET', () => fillPath(filePaths.load.list, { ownerId: loadId }))],
  'Load Changelog': [
    readLoad,
    ok('POST', () => fillPath(loadPaths.getLoadChangeLogs, { loadId }), listQuery),
  ],
};
const orderProbes: Record<string, Probe[]> = {
  'Order Details': [ok('GET', () => fillPath(orderPaths.getItemById, { id: orderId }))],
  'Order Load Details': [
    ok('GET', () => fillPath(orderPaths.getItemById, { id: orderId })),
    ok('GET', () => fillPath(orderPaths.getOrderItinerary, { orderId })),
    readLoad,
  ],
  'Order Notes': [
    ok('GET', () => fillPath(orderPaths.getItemById, { id: orderId })),
    ok('GET', () => fillPath(notePaths.order.list, { id: orderId })),
  ],
  'Order Attachments': [
    ok('GET', () => fillPath(orderPaths.getItemById, { id: orderId })),
    ok('GET', () => fillPath(filePaths.order.list, { ownerId: orderId })),
  ],
  'Order Changelog': [
    ok('GET', () => fillPath(orderPaths.getItemById, { id: orderId })),
    ok('POST', () => fillPath(orderPaths.getChangeLogs, { orderId }), listQuery),
  ],
};

const identities: [label: string, type: IdentityType, codes: () => number[]][] = [
  ...(
    [
      ['admin', 'Administrator'],
      ['employee', 'Dispatch'],
      ['employee', 'Warehouse'],
      ['customer', 'Customer View'],
      ['carrier', 'Carrier'],
    ] as [IdentityType, SystemRoleName][]
  ).map(([type, role]): [string, IdentityType, () => number[]] => [
    `${type} (${role})`,
    type,
    () => roleCodes(role),
  ]),
  ['carrier holding every code', 'carrier', () => Object.values(P)],
  ['carrier with LoadView only', 'carrier', () => [P.PortalAccess, P.LoadView]],
  ['customer holding every code', 'customer', () => Object.values(P)],
  ['employee with LoadView and OrderView', 'employee', () => [P.PortalAccess, P.LoadView, P.OrderView]],
];

async function signedIn(type: IdentityType, codes: number[]) {
  const user = await createSignedInUser(t, {
    identities: [
      {
        type,
        permissionCodes: codes,
        carrierId: type === 'carrier' ? w.carrier : null,
        orderCustomerId: type === 'customer' ? customerId : null,
      },
    ],
  });
  return { token: user.token, auth: user.result as SignInResult };
}

async function compare(set: TabSet, probes: Record<string, Probe[]>, token: string, auth: SignInResult) {
  const rows: string[] = [];
  for (const tab of set.tabs) {
    const shown = mayOpen(tab, auth);
    let works = true;
    for (const probe of probes[tab.name]!) works = works && (await probe(token));
    rows.push(`${tab.label}: ${shown ? 'shown' : 'hidden'}, ${works ? 'answered' : 'refused'}`);
  }
  return rows;
}

describe.each(identities)('%s', (_label, type, codes) => {
  it('sees each load and order tab exactly when the server answers its calls', async () => {
    const { token, auth } = await signedIn(type, codes());
    for (const [set, probes] of [
      [loadTabs, loadProbes],
      [orderTabs, orderProbes],
    ] as const) {
      const rows = await compare(set as TabSet, probes, token, auth);
      const disagree = rows.filter((row) => /shown, refused|hidden, answered/.test(row));
      expect(disagree, rows.join('\n')).toEqual([]);
    }
  });
});

it('the seeded carrier sees Details, Notes and Attachments of its load, and staff every tab', async () => {
  const carrier = await signedIn('carrier', roleCodes('Carrier'));
  expect(loadTabs.tabs.filter((tab) => mayOpen(tab, carrier.auth)).map((tab) => tab.label)).toEqual([
    'Details',
    'Notes',
    'Attachments',
  ]);
  const dispatch = await signedIn('employee', roleCodes('Dispatch'));
  expect(loadTabs.tabs.filter((tab) => mayOpen(tab, dispatch.auth))).toHaveLength(6);
});
