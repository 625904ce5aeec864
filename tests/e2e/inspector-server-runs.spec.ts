import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { bearer, okJson } from './support/api';
import { orderOnNewLoad, unique } from './support/orders';
import { adminIdentity, signInByApi } from './support/session';

test.describe.configure({ timeout: 90_000 });

/** Opens a machine's Live tab, once the inspector has drawn it (a click before that may be lost). */
async function openLive(page: Page, machineId: string) {
  await page.goto(`/inspector/${machineId}`);
  const live = page.getByRole('tab', { name: /^Live/ });
  await expect(async () => {
    await live.click();
    await expect(live).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * The status machines' runs on the server, in the inspector (issue #29, decision 087): a dispatcher puts an
 * order on a load, the server's order status machine moves it Open → Planned, and an admin identity sees
 * that run (who, the event) under Order status, and the sequencing machine's refusal of a delivery checked
 * off before its pickup under Stop sequencing; a dispatcher is told it takes an admin identity.
 */
test('an admin sees the order status machine’s run on the server, with who and which event', async ({
  page,
  request,
}) => {
  const dispatch = await signInByApi(page, request, accounts.dispatch);
  const { orderId, loadId } = await orderOnNewLoad(request, dispatch, {
    poNumber: `SRV-${unique()}`,
    producerName: 'Server Run Cellars',
    quantity: 3,
  });

  // The delivery checked off before the pickup: the server's sequencing machine says no (409).
  const load = await okJson<{ loadStops: { stopSequence: number; pickedUpOrDelivered: boolean }[] }>(
    await request.get(`/api/Loads/getItemById/${loadId}`, { headers: bearer(dispatch) }),
  );
  const refused = await request.put(`/api/Loads/${loadId}`, {
    headers: bearer(dispatch),
    data: {
      ...load,
      loadStops: load.loadStops.map((stop) => ({ ...stop, pickedUpOrDelivered: stop.stopSequence === 2 })),
    },
  });
  expect(refused.status()).toBe(409);

  await openLive(page, 'orderStatus');
  const card = page.getByRole('region', { name: 'Runs on the server' });
  await expect(card).toContainText('Sign in with an admin identity');

  await signInByApi(page, request, accounts.admin, { pick: adminIdentity });
  await openLive(page, 'orderStatus');
  const row = page
    .getByRole('table', { name: 'Server runs' })
    .getByRole('row', { name: new RegExp(`Order #${orderId}\\b`) });
  await expect(row).toContainText('Open → Planned');
  await expect(row).toContainText('load.orderAdded');
  await expect(row).toContainText('(employee)');

  // What the sequencing machine refused, with why not, under Stop sequencing.
  await openLive(page, 'stopSequencing');
  const refusal = page
    .getByRole('table', { name: 'Refused on the server' })
    .getByRole('row', { name: new RegExp(`Load #${loadId}\\b`) });
  await expect(refusal).toContainText('stop.checked (Stop 2)');
  await expect(refusal.getByRole('cell').nth(3)).not.toBeEmpty();
});
