import { expect, type APIRequestContext } from '@playwright/test';
import type { StoredAuth } from './session';

export const bearer = (auth: StoredAuth) => ({ authorization: `Bearer ${auth.token}` });

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
  const list = async (path: string, data: object) => {
    const res = await request.post(path, { headers: bearer(auth), data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { orderCustomerId?: number; locationId?: number }[];
  };
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
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { orderId: number }).orderId;
}
