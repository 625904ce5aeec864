import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, okJson } from './api';
import type { StoredAuth } from './session';

/** A short token that keeps a journey's records (PO numbers) apart from other runs'. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * A fresh Open order (Local FTL, twelve-pack cases) made through the API between two locations that are not
 * the warehouse, so a journey needs no record another journey may have changed.
 */
export async function createOrder(
  request: APIRequestContext,
  auth: StoredAuth,
  { poNumber, producerName, quantity }: { poNumber: string; producerName: string; quantity: number },
): Promise<number> {
  const list = async (path: string, data: object) =>
    okJson<{ orderCustomerId?: number; locationId?: number }[]>(
      await request.post(path, { headers: bearer(auth), data }),
    );
  const [customer] = await list('/api/OrderCustomers/getItems', { pageSize: 1 });
  const [from, to] = await list('/api/Locations/getItems', {
    pageSize: 2,
    fields: { includeNWDWarehouse: false },
  });
  const res = await request.post('/api/Orders', {
    headers: bearer(auth),
    data: {
      refOrderTypeId: 9,
      orderCustomerId: customer!.orderCustomerId,
      sourceLocationId: from!.locationId,
      destinationLocationId: to!.locationId,
      producerName,
      quantity,
      unitType: 2,
      poNumber,
      dateNeededBy: '2026-12-01',
    },
  });
  return (await okJson<{ orderId: number }>(res)).orderId;
}

export interface OrderItem {
  orderId?: number;
  orderGroupId?: number | null;
  totalItems?: number;
}

/** The Orders list's rows straight from the API, of all statuses unless the query says otherwise. */
export async function orderItems(request: APIRequestContext, auth: StoredAuth, query: object) {
  const items = await okJson<OrderItem[]>(
    await request.post('/api/Orders/getItems', {
      headers: bearer(auth),
      data: { fields: { currentOrders: 4 }, ...query },
    }),
  );
  // The last row carries the totals only.
  return items.filter((i) => i.orderId !== undefined);
}

/**
 * Orders in no group and on no load (so they may be deleted or grouped) that a search for their number shows
 * on the first page of the list; straight from the API, oldest or newest first. With `wanted`, exactly that
 * many (or the journey fails here, saying so).
 */
export async function freeOrders(
  request: APIRequestContext,
  auth: StoredAuth,
  { newestFirst = false, wanted }: { newestFirst?: boolean; wanted?: number } = {},
): Promise<number[]> {
  const free = await orderItems(request, auth, {
    pageSize: 100,
    sortColumns: [{ sortBy: 'orderId', isSortAscending: !newestFirst }],
    filters: [
      [
        { property: 'orderIsOnLoad', value: false, compareType: 5, operatorType: 1 },
        { property: 'orderGroupId', compareType: 2, operatorType: 19 },
      ],
    ],
  });
  const found: number[] = [];
  for (const { orderId } of free) {
    if (found.length === wanted) break;
    const page = await orderItems(request, auth, { pageSize: 10, filterText: String(orderId) });
    if (page.some((i) => i.orderId === orderId)) found.push(orderId!);
  }
  if (wanted !== undefined) expect(found, `${wanted} free orders`).toHaveLength(wanted);
  return found;
}

/** A fresh empty load (refLoadStatusId 1) through the API, with what `fields` adds (a carrier). */
export async function createLoad(
  request: APIRequestContext,
  auth: StoredAuth,
  fields: { carrierId?: number | null } = {},
): Promise<number> {
  const { loadId } = await okJson<{ loadId: number }>(
    await request.post('/api/Loads/create', {
      headers: bearer(auth),
      data: { refLoadStatusId: 1, ...fields },
    }),
  );
  return loadId;
}

/** Puts an order on a load through the API: its pickup and its delivery. */
export async function addOrderToLoad(
  request: APIRequestContext,
  auth: StoredAuth,
  { loadId, orderId }: { loadId: number; orderId: number },
): Promise<void> {
  await okJson(
    await request.put(`/api/Loads/addOrderToLoad?loadId=${loadId}&orderId=${orderId}`, {
      headers: bearer(auth),
    }),
  );
}

/** A fresh order (createOrder) on a fresh empty load (createLoad). */
export async function orderOnNewLoad(
  request: APIRequestContext,
  auth: StoredAuth,
  order: Parameters<typeof createOrder>[2],
): Promise<{ orderId: number; loadId: number }> {
  const orderId = await createOrder(request, auth, order);
  const loadId = await createLoad(request, auth);
  await addOrderToLoad(request, auth, { loadId, orderId });
  return { orderId, loadId };
}

/** The open orders list shows every status on one page (All grouping, All rows): any order's row can be ticked. */
export async function showAllOrders(page: Page) {
  await page
    .getByRole('radiogroup', { name: 'Order status grouping' })
    .getByRole('radio', { name: 'All' })
    .click();
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption({ label: 'All' });
  await expect(
    page.getByRole('navigation', { name: 'Orders pages' }).getByText(/^1–(\d+) of \1$/),
  ).toBeVisible();
}
