import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { businessTimeZone } from '#contract/business-time-zone';
import { dayInZone } from '#domain/business-day';
import { accounts } from './support/accounts';
import { openSignedIn } from './support/session';

/** A report's file is named for the business day (the server's and the screen's), not the machine's. */
// The portal under test runs in the default business zone.
const today = () => dayInZone(new Date(), businessTimeZone);

/** Generate Report: the call answers a PDF, which the preview shows from a blob: URL. */
async function generatePdf(page: Page, title: string) {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/Reports/') && r.request().method() !== 'OPTIONS',
  );
  await page.getByRole('button', { name: 'Generate Report' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const preview = page.getByTitle(`${title} preview`);
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  return preview;
}

/** Download: the saved file is the PDF itself; answers its name. */
async function downloadPdf(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  return file.suggestedFilename();
}

test.describe('Reports', () => {
  test('staff generate, preview, refresh and download a report; a spreadsheet downloads; errors dismiss', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, request, accounts.dispatch, '/reports');
    await expect(page).toHaveURL(/\/reports\/customer-contact-list$/);
    await expect(page.getByRole('heading', { name: 'Customer Contact List' })).toBeVisible();

    const preview = await generatePdf(page, 'Customer Contact List');
    expect((await preview.boundingBox())?.height).toBe(600);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(preview).toBeVisible();
    expect(await downloadPdf(page)).toBe(`Customer_Contact_List_${today()}.pdf`);
    await page.screenshot({ path: '/tmp/reports-preview.png', fullPage: true });

    // A window without a start: the server's field message in an alert that can be dismissed.
    await page.goto('/reports/deliveries-by-destination');
    await page.getByLabel('From').fill('');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Please choose a start date' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toBeHidden();

    await page.goto('/reports/order-status');
    const sheet = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    // The server names it by the business day (Pacific), which may not be the browser's day.
    expect((await sheet).suggestedFilename()).toMatch(/^Order_Status_\d{4}-\d\d-\d\d\.xlsx$/);
    await expect(page.getByRole('status').filter({ hasText: 'was downloaded' })).toBeVisible();
  });

  test('a customer sees only Order Picked Dates, for its own customer', async ({ page, request }) => {
    await openSignedIn(page, request, accounts.customer, '/reports');
    await expect(page).toHaveURL(/\/reports\/order-picked-dates$/);
    await expect(page.getByRole('heading', { name: 'Order Picked Dates' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveCount(0);
    await generatePdf(page, 'Order Picked Dates');
    expect(await downloadPdf(page)).toBe(`Order_Picked_Dates_${today()}.pdf`);

    await page.goto('/reports/cdtfa');
    await expect(page).not.toHaveURL(/\/reports\/cdtfa$/);
    await expect(page.getByRole('heading', { name: 'CDTFA' })).toHaveCount(0);
  });
});
