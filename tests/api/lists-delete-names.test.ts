import { describe, expect, it } from 'vitest';
import { carrierPaths, locationPaths, orderCustomerPaths } from '#contract/paths';
import { carriers } from '#server/db/schema/carriers';
import { orderCustomers } from '#server/db/schema/customers';
import { loads } from '#server/db/schema/loads';
import { locations } from '#server/db/schema/locations';
import { orders } from '#server/db/schema/orders';
import { errorBody } from '#fixtures/auth-helpers';
import { useAdmin, useTestApp } from '#fixtures/file-app';

/** Issue #10: a refused delete names the record as people know it ("Harbor Beverage", not "Customer #21"). */
const t = useTestApp();
const admin = useAdmin(t);

const refusal = async (path: string, ids: number[]) => {
  const res = await t.call('POST', path, { token: admin.token, body: ids });
  expect(res.status).toBe(409);
  return (await errorBody(res)).statusText;
};

describe('delete refusals name the record', () => {
  it('a customer, location and carrier still in use are named, not numbered', async () => {
    const db = t.database.db;
    const [customer] = await db
      .insert(orderCustomers)
      .values({ orderCustomerName: 'Harbor Beverage' })
      .returning();
    const [location] = await db.insert(locations).values({ name: 'Harbor Dock 4' }).returning();
    const [carrier] = await db.insert(carriers).values({ name: 'Harbor Freight Lines' }).returning();
    await db.insert(orders).values({
      poNumber: 'NAMED',
      orderCustomerId: customer!.orderCustomerId,
      sourceLocationId: location!.locationId,
    });
    await db.insert(loads).values({ carrierId: carrier!.carrierId });

    expect(await refusal(orderCustomerPaths.deleteBulk, [customer!.orderCustomerId])).toBe(
      'The selected customers cannot be deleted: Harbor Beverage is used by 1 order. Nothing was deleted.',
    );
    expect(await refusal(locationPaths.deleteBulk, [location!.locationId])).toBe(
      'The selected locations cannot be deleted: Harbor Dock 4 is used by 1 order. Nothing was deleted.',
    );
    const text = await refusal(carrierPaths.deleteBulk, [carrier!.carrierId]);
    expect(text).toContain('Harbor Freight Lines is used by 1 load');
    expect(text).not.toContain(`Carrier #${carrier!.carrierId}`);
  });
});
