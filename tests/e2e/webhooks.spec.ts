import { expect, test } from '@playwright/test';
import { webhookTexts } from '#contract/webhook';
import { accounts } from './support/accounts';
import { signInByApi } from './support/session';

/**
 * The webhook endpoints screens (issue #30, decision 083): an administrator meets the empty list, is refused a
 * private address with the field's sentence, adds an endpoint, copies its secret shown once, and sends a test
 * event that shows in the delivery log.
 */
test.describe.configure({ timeout: 60_000 });

test('an administrator adds a webhook endpoint and sends it a test event', async ({ page, request }) => {
  await signInByApi(page, request, accounts.admin, { pick: (i) => i.identityType === 'admin' });
  await page.goto('/admin/webhooks');
  await expect(page.getByText(webhookTexts.empty)).toBeVisible();
  await page.getByRole('button', { name: 'Add endpoint' }).first().click();

  const address = page.getByRole('textbox', { name: 'Address' });
  await address.fill('http://127.0.0.1:9/hook');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(webhookTexts.urlPrivate)).toBeVisible();

  await address.fill('https://93.184.216.34/hook');
  await page.getByRole('textbox', { name: 'Description' }).fill('Accounting');
  await page.getByRole('checkbox', { name: 'Stop issue' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
  await expect(page.getByText(webhookTexts.noDeliveries)).toBeVisible();

  await page.getByRole('button', { name: 'Send test event' }).click();
  await expect(page.getByRole('table', { name: 'Delivery log' }).getByText('webhook.test')).toBeVisible();

  await page.goto('/admin/webhooks');
  await expect(page.getByRole('row').filter({ hasText: 'Accounting' })).toBeVisible();
  await expect(page.getByText(webhookTexts.empty)).toHaveCount(0);
});
