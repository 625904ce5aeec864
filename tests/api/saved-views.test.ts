import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CompareType, FilterOperator } from '#contract/filter-codes';
import { fillPath } from '#contract/path-template';
import { loadPaths, savedViewPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { savedViewSchema, type SavedViewState } from '#contract/saved-view';
import { createSignedInUser, errorBody } from '#fixtures/auth-helpers';
import { useTestApp } from '#fixtures/file-app';
import { loadCalls, loadWorld } from './loads-helpers';

const t = useTestApp();
const views = savedViewSchema.array();

const state = (over: Partial<SavedViewState> = {}): SavedViewState => ({
  visibleColumns: ['loadId', 'statusName'],
  sortColumns: [{ sortBy: 'loadId', isSortAscending: false }],
  filterText: '',
  filters: [],
  pagerLetter: null,
  ...over,
});
const list = (token: string, listKey = 'loads-list') =>
  t.call('GET', `${savedViewPaths.getItems}?listKey=${listKey}`, { token });
const create = (token: string, body: Record<string, unknown>) =>
  t.call('POST', savedViewPaths.create, { token, body: { listKey: 'loads-list', state: state(), ...body } });
const put = (token: string, id: number, body: Record<string, unknown>) =>
  t.call('PUT', fillPath(savedViewPaths.byId, { id }), { token, body: { state: state(), ...body } });
const remove = (token: string, id: number) =>
  t.call('DELETE', fillPath(savedViewPaths.byId, { id }), { token });
const names = async (res: Response) => views.parse(await res.json()).map((v) => v.name);

const staff = (firstName = 'Dana') =>
  createSignedInUser(t, {
    firstName,
    lastName: 'Whitaker',
    identities: [{ type: 'employee', permissionCodes: [P.LoadView, P.OrderView] }],
  });
const customer = (orderCustomerId: number, codes: number[] = [P.LoadView]) =>
  createSignedInUser(t, { identities: [{ type: 'customer', orderCustomerId, permissionCodes: codes }] });

describe('saved views: the owner', () => {
  it('saves, lists, renames, re-shares and deletes its own view', async () => {
    const me = await staff();
    const res = await create(me.token, { name: '  My late loads ', shared: false });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = savedViewSchema.parse(await res.json());
    expect(saved).toMatchObject({
      name: 'My late loads',
      shared: false,
      mine: true,
      ownerName: 'Dana Whitaker',
    });
    expect(saved.state).toEqual(state());
    expect(await names(await list(me.token))).toEqual(['My late loads']);

    const filters = [
      [
        {
          property: 'refLoadStatusId',
          value: [1],
          compareType: CompareType.Enum,
          operatorType: FilterOperator.Is,
        },
      ],
    ];
    const next = await put(me.token, saved.savedViewId, {
      name: 'Booked',
      shared: true,
      state: state({ filters }),
    });
    expect(next.status, await next.clone().text()).toBe(200);
    expect(savedViewSchema.parse(await next.json())).toMatchObject({ name: 'Booked', shared: true });

    expect((await remove(me.token, saved.savedViewId)).status).toBe(204);
    expect(await names(await list(me.token))).toEqual([]);
    expect((await remove(me.token, saved.savedViewId)).status).toBe(404);
  });

  it('refuses bad input: no name, an unknown list, a bad letter, extra keys', async () => {
    const me = await staff();
    for (const body of [
      { name: ' ', shared: false },
      { name: 'x', shared: false, listKey: 'nobody-list' },
      { name: 'x', shared: false, state: state({ pagerLetter: 'ab' }) },
      { name: 'x', shared: false, owner: 1 },
    ]) {
      const res = await create(me.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await list(me.token, 'nobody-list')).status).toBe(400);
  });
});

describe('saved views: shared with the team', () => {
  it('a colleague reads a shared view but neither a private one nor may change or delete it', async () => {
    const me = await staff();
    const colleague = await staff('Sam');
    const shared = savedViewSchema.parse(
      await (await create(me.token, { name: 'Team view', shared: true })).json(),
    );
    const mine = savedViewSchema.parse(
      await (await create(me.token, { name: 'Only me', shared: false })).json(),
    );
    const seen = views.parse(await (await list(colleague.token)).json());
    expect(seen.map((v) => v.name)).toContain('Team view');
    expect(seen.map((v) => v.name)).not.toContain('Only me');
    expect(seen.find((v) => v.name === 'Team view')).toMatchObject({
      mine: false,
      ownerName: 'Dana Whitaker',
    });

    const change = await put(colleague.token, shared.savedViewId, { name: 'Mine now', shared: true });
    expect(change.status).toBe(403);
    expect((await errorBody(change)).statusText).toMatch(/Only the person who saved this view/);
    expect((await remove(colleague.token, shared.savedViewId)).status).toBe(403);
    // A private view is not even there for someone else.
    expect((await put(colleague.token, mine.savedViewId, { name: 'x', shared: false })).status).toBe(404);
    expect((await remove(colleague.token, mine.savedViewId)).status).toBe(404);
  });

  it('a customer’s shared view reaches its own customer’s logins only, never staff or another customer', async () => {
    const a1 = await customer(1);
    const a2 = await customer(1);
    const b = await customer(2);
    const colleague = await staff();
    await create(a1.token, { name: 'Our loads', shared: true });
    expect(await names(await list(a2.token))).toContain('Our loads');
    expect(await names(await list(b.token))).not.toContain('Our loads');
    expect(await names(await list(colleague.token))).not.toContain('Our loads');
  });

  it('needs the list’s own read permission, for reading and for saving', async () => {
    const noLoads = await customer(1, [P.OrderView]);
    expect((await list(noLoads.token)).status).toBe(403);
    expect((await create(noLoads.token, { name: 'x', shared: false })).status).toBe(403);
    expect((await list(noLoads.token, 'orders-list')).status).toBe(200);
    // Customer lists are staff business.
    expect((await list(noLoads.token, 'order-customers-list')).status).toBe(403);
    expect((await t.call('GET', `${savedViewPaths.getItems}?listKey=loads-list`)).status).toBe(401);
  });
});

describe('a shared view’s link still shows each person only their rows', () => {
  it('the same filters give staff every load and a customer only those carrying its orders', async () => {
    const w = await loadWorld(t);
    const api = loadCalls(t, w.staff.token);
    const ours = await api.create({});
    await api.ok(await api.add(ours.loadId, await w.order()));
    await api.create({});
    const [orderCustomerId] = (
      await t.database.rows<{ id: number }>(
        sql`select order_customer_id as id from orders order by order_id desc limit 1`,
      )
    ).map((r) => r.id);
    const cust = await customer(orderCustomerId!);
    const view = savedViewSchema.parse(
      await (
        await create(w.staff.token, { name: 'Booked loads', shared: true, state: state({ filters: [] }) })
      ).json(),
    );
    const query = (token: string) =>
      t.call('POST', loadPaths.getItems, {
        token,
        body: { pageNumber: 0, pageSize: -1, filters: view.state.filters, fields: { currentOrders: 4 } },
      });
    const ids = async (res: Response) =>
      ((await res.json()) as { loadId?: number }[]).flatMap((r) => (r.loadId ? [r.loadId] : []));
    const staffIds = await ids(await query(w.staff.token));
    const customerIds = await ids(await query(cust.token));
    expect(staffIds.length).toBeGreaterThan(customerIds.length);
    expect(customerIds).toContain(ours.loadId);
    expect(customerIds.every((id) => staffIds.includes(id))).toBe(true);
  });
});
