import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { bearer, okJson } from './support/api';
import { createOrder, unique } from './support/orders';
import { adminIdentity, signInByApi } from './support/session';

/**
 * The status machines' runs on the server, in the inspector (issue #29, decision 087): a dispatcher puts an
 * order on a load, the server's order status machine moves it Open → Planned, and an admin identity sees
 * that run (who, the event) under Order status; a dispatcher is told it takes an admin identity.
 */
test('an admin sees the order status machine’s run on the server, with who and which event', async ({
  page,
  request,
}) => {
  const dispatch = await signInByApi(page, request, accounts.dispatch);
  const orderId = await createOrder(request, dispatch, {
    poNumber: `SRV-${unique()}`,
    producerName: 'Server Run Cellars',
    quantity: 3,
  });
  const { loadId } = await okJson<{ loadId: number }>(
    await request.post('/api/Loads/create', { headers: bearer(dispatch), data: { refLoadStatusId: 1 } }),
  );
  await okJson(
    await request.put(`/api/Loads/addOrderToLoad?loadId=${loadId}&orderId=${orderId}`, {
      headers: bearer(dispatch),
    }),
  );

  await page.goto('/inspector/orderStatus');
  await page.getByRole('tab', { name: /^Live/ }).click();
  const card = page.getByRole('region', { name: 'Runs on the server' });
  await expect(card).toContainText('Sign in with an admin identity');

  await signInByApi(page, request, accounts.admin, { pick: adminIdentity });
  await page.goto('/inspector/orderStatus');
  await page.getByRole('tab', { name: /^Live/ }).click();
  const row = page
    .getByRole('table', { name: 'Server runs' })
    .getByRole('row', { name: new RegExp(`Order #${orderId}\\b`) });
  await expect(row).toContainText('Open → Planned');
  await expect(row).toContainText('load.orderAdded');
  await expect(row).toContainText('(employee)');
});
