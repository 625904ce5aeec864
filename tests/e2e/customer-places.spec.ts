import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { bearer, getJson, okJson } from './support/api';
import { unique } from './support/orders';
import { signInByApi, type StoredAuth } from './support/session';

/**
 * Issue #24, decision 056: the demo customer places an order from one of its own customer's places that is
 * not among its recently used ones, to a New Place it adds from the order form, at 1440 px and at 390 px.
 */
test.describe.configure({ timeout: 120_000 });

interface Place {
  locationId: number;
  name: string;
  relatedOrderCustomerId: number | null;
}

const recentOf = (request: Parameters<typeof getJson>[0], auth: StoredAuth) =>
  getJson<Place[]>(
    request,
    auth,
    `/api/Locations/getRecentlyUsedLocationsByCustomerId/${auth.userIdentityCurrent!.customerId}?count=10`,
  );

/** The picker's options, as a person reads them (the name, without the city beneath). */
const optionNames = (list: Locator) =>
  list.getByRole('option').evaluateAll((options) => options.map((o) => o.firstElementChild?.textContent));

async function expectWithinViewport(page: Page, box: Locator) {
  const width = page.viewportSize()!.width;
  const rect = (await box.boundingBox())!;
  expect(rect.x).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width).toBeLessThanOrEqual(width + 1);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the demo customer chooses a place that is not among its recent ones and adds a New Place`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    // A place of the demo customer that no order of it has used yet, as staff would have entered it.
    const staff = await signInByApi(page, request, accounts.dispatch);
    const auth = await signInByApi(page, request, accounts.customer);
    const customerId = auth.userIdentityCurrent!.customerId!;
    const fresh = `E2E Barrel Room ${unique()}`;
    const created = await okJson<Place>(
      await request.post('/api/Locations/create', {
        headers: bearer(staff),
        data: { name: fresh, city: 'Healdsburg', relatedOrderCustomerId: customerId },
      }),
    );
    const recent = await recentOf(request, auth);
    expect(recent.map((p) => p.locationId)).not.toContain(created.locationId);

    await page.goto('/orders');
    await page.getByRole('button', { name: 'Add Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Order' });

    // From lists its recent places first, then the rest of its own; the new one is found by name.
    const from = dialog.getByRole('combobox', { name: 'From', exact: true });
    await from.locator('xpath=..').getByRole('button', { name: 'Show options' }).click();
    const fromList = page.getByRole('listbox', { name: 'From' });
    await expect(fromList.getByRole('option').first()).toBeVisible();
    const shown = await optionNames(fromList);
    expect(shown.slice(0, recent.length)).toEqual(recent.map((p) => p.name));
    await expectWithinViewport(page, fromList);
    await page.screenshot({ path: `/tmp/customer-places-picker-${viewport.width}.png` });
    await from.fill(fresh.slice(4));
    await fromList.getByRole('option', { name: new RegExp(`^${fresh}`) }).click();
    await expect(from).toHaveValue(fresh);

    // New Place: the location form, for its own customer only, becomes the To.
    const placeName = `E2E Tasting Room ${unique()}`;
    await dialog.getByRole('button', { name: 'New Place' }).click();
    const place = page.getByRole('dialog', { name: 'New Place' });
    await expect(place.getByLabel('Related Customer')).toHaveCount(0);
    await expectWithinViewport(page, place);
    await place.getByRole('textbox', { name: 'Name' }).fill(placeName);
    await place.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Vine St');
    await place.getByRole('textbox', { name: 'City' }).fill('Sonoma');
    await page.screenshot({ path: `/tmp/customer-places-new-place-${viewport.width}.png` });
    await place.getByRole('button', { name: 'Save' }).click();
    await expect(place).toBeHidden();
    await expect(dialog.getByRole('combobox', { name: 'To', exact: true })).toHaveValue(placeName);

    const po = `E2E-${unique()}-P`;
    await dialog.getByRole('textbox', { name: 'Producer' }).fill('E2E Cellars');
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('6');
    await dialog.getByRole('textbox', { name: 'PO #' }).fill(po);
    await dialog.getByLabel(/^Needed By/).fill('2026-12-01');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    // The order went from the chosen place to the new one, which belongs to the customer.
    let order = { sourceLocationId: 0, destinationLocationId: 0 };
    // The first call after the long UI part may meet a keep-alive socket the server has just closed.
    await expect(async () => {
      const answer = await okJson<(typeof order)[]>(
        await request.post('/api/Orders/getItems', {
          headers: bearer(auth),
          data: { filterText: po, pageSize: 10 },
        }),
      );
      order = answer[0]!;
    }).toPass({ timeout: 15_000 });
    expect(order.sourceLocationId).toBe(created.locationId);
    const added = await getJson<Place>(
      request,
      staff,
      `/api/Locations/getItemById/${order.destinationLocationId}`,
    );
    expect(added).toMatchObject({ name: placeName, relatedOrderCustomerId: customerId });
    // Both are now among its recent places.
    const after = (await recentOf(request, auth)).map((p) => p.locationId);
    expect(after.slice(0, 2).sort()).toEqual([created.locationId, order.destinationLocationId].sort());
  });
}
