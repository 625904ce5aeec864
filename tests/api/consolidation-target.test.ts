import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { appSettingKeys, appSettings } from '#server/db/schema/app-settings';
import { locations } from '#server/db/schema/locations';
import { createOwners, everyCode, signedInIdentity, type Owners } from '#fixtures/record-owners';
import { createTestApp, type TestApp } from '#fixtures/test-app';

/**
 * The consolidation target (the specification's README: "a setting whose default is that location", the
 * warehouse flagged isNWDWarehouse): read by "Consolidate Order to NWDS Location", named by administrators.
 */
let t: TestApp;
let owners: Owners;
let admin: { token: string };
let dispatcher: { token: string };
let customer: { token: string };

const place = async (name: string, isNWDWarehouse = false) =>
  (await t.database.db.insert(locations).values({ name, isNWDWarehouse }).returning())[0]!.locationId;
const target = async (token: string) => {
  const res = await t.call('GET', locationPaths.consolidationTarget, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { locationId: number } | null)?.locationId ?? null;
};
const name = (token: string, locationId: number) =>
  t.call('PUT', locationPaths.consolidationTarget, { token, body: { locationId } });

beforeAll(async () => {
  t = await createTestApp();
  owners = await createOwners(t);
  admin = await signedInIdentity(t, 'admin', everyCode, owners, 'Ada');
  dispatcher = await signedInIdentity(t, 'employee', [P.LoadView, P.LoadUpdate], owners, 'Dee');
  customer = await signedInIdentity(t, 'customer', everyCode, owners, 'Cy');
});
afterAll(() => t.close());

describe('the consolidation target setting', () => {
  it('defaults to the lowest-id active warehouse, follows the setting, and falls back when its location goes', async () => {
    const db = t.database.db;
    await db.update(locations).set({ isNWDWarehouse: false });
    await db.delete(appSettings).where(eq(appSettings.key, appSettingKeys.consolidationTargetLocationId));
    expect(await target(dispatcher.token)).toBeNull();

    const first = await place('Warehouse North', true);
    await place('Warehouse South', true);
    const dock = await place('Cross Dock');
    expect(await target(dispatcher.token)).toBe(first);

    expect((await name(admin.token, dock)).status).toBe(200);
    expect(await target(dispatcher.token)).toBe(dock);

    await db.update(locations).set({ isActive: false }).where(eq(locations.locationId, dock));
    expect(await target(dispatcher.token)).toBe(first);
  });

  it('only an administrator names it, and only an active location; customers cannot read it', async () => {
    const dock = await place('Another Dock');
    expect((await name(dispatcher.token, dock)).status).toBe(403);
    expect((await name(admin.token, 2_000_000_000)).status).toBe(404);
    expect((await t.call('GET', locationPaths.consolidationTarget, { token: customer.token })).status).toBe(
      403,
    );
  });
});
