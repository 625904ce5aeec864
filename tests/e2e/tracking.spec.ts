import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { orderOnNewLoad, unique } from './support/orders';
import { signInByApi } from './support/session';

/**
 * A tracking link (issue #30, decision 083): a dispatcher makes one on the order page, a browser with no session
 * opens it and sees the order's stops, and a stop checked off on the load page shows as done there a moment later.
 */
test.describe.configure({ timeout: 60_000 });

test('a dispatcher shares a tracking link, and the stranger holding it sees a stop checked off', async ({
  page,
  request,
  browser,
}) => {
  const auth = await signInByApi(page, request, accounts.dispatch);
  const { orderId, loadId } = await orderOnNewLoad(request, auth, {
    poNumber: `TRK-${unique()}`,
    producerName: 'Tracked Cellars',
    quantity: 3,
  });

  await page.goto(`/orders/${orderId}`);
  const panel = page.getByRole('region', { name: 'Tracking links' });
  await panel.getByRole('button', { name: 'Create tracking link' }).click();
  const url = (await panel.getByTestId('tracking-link-url').textContent())!;
  expect(url).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);
  await expect(panel.getByRole('list', { name: 'Tracking link list' }).getByRole('listitem')).toHaveCount(1);

  const stranger = await browser.newContext();
  const outside = await stranger.newPage();
  await outside.goto(url);
  await expect(outside.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  const pickup = outside.getByRole('listitem').filter({ hasText: 'Pickup' });
  await expect(pickup).toContainText('Not yet');
  await expect(outside.getByText('Tracked Cellars')).toHaveCount(0);

  await page.goto(`/loads/${loadId}`);
  await page
    .getByRole('listitem', { name: 'Stop 1', exact: true })
    .getByRole('checkbox', { name: 'Picked up' })
    .click();
  await expect(page.locator('[role="status"][data-save-state]')).toHaveAttribute('data-save-state', 'Saved');

  // The page reads the order again every 5 s: the pickup shows as done without a reload.
  await expect(pickup).toContainText('Picked up', { timeout: 15_000 });
  expect(await outside.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await stranger.close();
});
