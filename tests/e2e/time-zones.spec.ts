import { expect, test, type Page } from '@playwright/test';
import { dayInZone } from '#domain/business-day';
import { accounts } from './support/accounts';
import { bearer, getJson, okJson } from './support/api';
import { columnTexts, exportCsv } from './support/lists';
import { createOrder, unique } from './support/orders';
import { signInByApi, type StoredAuth } from './support/session';

/**
 * Days are days (docs/decisions/054, issue #24): in a browser west of UTC and in one east of it, a Needed By
 * entered as 12/20 shows 12/20 in the form, the list, the expanded row and the CSV; an All Day ship date of
 * 12/15 survives a save; ticking Picked stamps today's day in the business's zone (the server's default,
 * America/Los_Angeles).
 */
const businessZone = 'America/Los_Angeles';

// Both zones at a desk's width and at a phone's (issue #24: 1440 px and 390 px, in both time zones).
const widths = [
  { name: '1440 px', viewport: { width: 1440, height: 900 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
];
for (const timezoneId of ['America/Los_Angeles', 'Pacific/Auckland'])
  for (const { name, viewport } of widths)
    test.describe(`in ${timezoneId} at ${name}`, () => {
      test.use({ timezoneId, viewport });

      let auth: StoredAuth;
      const signIn = async (page: Page, request: Parameters<typeof signInByApi>[1]) => {
        auth = await signInByApi(page, request, accounts.dispatch);
      };

      test('a Needed By of 12/20 is 12/20 in the form, the list, the expanded row and the CSV', async ({
        page,
        request,
      }, testInfo) => {
        await signIn(page, request);
        const poNumber = `TZ-${unique()}`;
        const orderId = await createOrder(request, auth, {
          poNumber,
          producerName: 'Zone Cellars',
          quantity: 3,
        });

        await page.goto(`/orders/${orderId}`);
        const form = page.getByRole('form', { name: `Order #${orderId}` });
        await form.getByLabel(/^Needed By/).fill('2026-12-20');
        await form.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText(`Order #${orderId} saved.`)).toBeVisible();
        const saved = await getJson<{ dateNeededBy: string }>(
          request,
          auth,
          `/api/Orders/getItemById/${orderId}`,
        );
        expect(saved.dateNeededBy).toBe('2026-12-20');
        await page.reload();
        await expect(form.getByLabel(/^Needed By/)).toHaveValue('2026-12-20');

        await page.goto('/orders');
        const table = page.getByRole('table', { name: 'Orders' });
        await page.getByRole('searchbox', { name: 'Search orders' }).fill(poNumber);
        const row = table
          .getByRole('row')
          .filter({ has: page.getByRole('checkbox', { name: `Select Order ${orderId}` }) });
        await expect(row).toHaveCount(1);
        await expect(table.getByRole('row')).toHaveCount(2);
        expect(await columnTexts(table, 'Needed By')).toEqual(['12/20/2026']);

        await page.getByRole('button', { name: `Details of Order ${orderId}` }).click();
        const neededBy = table.getByRole('term').filter({ hasText: /^Needed By$/ });
        await expect(neededBy.locator('xpath=following-sibling::*[1]')).toHaveText('12/20/2026');

        await row.getByRole('checkbox').check();
        const { lines } = await exportCsv(page, testInfo);
        expect(lines).toHaveLength(2);
        expect(lines[1]).toContain('"12/20/2026"');
        expect(lines[1]).not.toContain('"12/19/2026"');
      });

      test('ticking Picked stamps today in the business zone', async ({ page, request }) => {
        await signIn(page, request);
        const orderId = await createOrder(request, auth, {
          poNumber: `TZP-${unique()}`,
          producerName: 'Zone Cellars',
          quantity: 2,
        });
        await page.goto(`/orders/${orderId}`);
        const form = page.getByRole('form', { name: `Order #${orderId}` });
        const before = dayInZone(new Date(), businessZone);
        await form.getByRole('checkbox', { name: 'Picked', exact: true }).check();
        await expect(form.getByLabel('Picked On')).toHaveValue(before);
        await form.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText(`Order #${orderId} saved.`)).toBeVisible();
        const saved = await getJson<{ datePicked: string }>(
          request,
          auth,
          `/api/Orders/getItemById/${orderId}`,
        );
        expect([before, dayInZone(new Date(), businessZone)]).toContain(saved.datePicked);
        await page.reload();
        await expect(form.getByLabel('Picked On')).toHaveValue(saved.datePicked);
      });

      test('an All Day ship date of 12/15 is 12/15 after a save', async ({ page, request }) => {
        await signIn(page, request);
        const made = await okJson<{ loadId: number }>(
          await request.post('/api/Loads/create', { headers: bearer(auth), data: { refLoadStatusId: 1 } }),
        );
        await page.goto(`/loads/${made.loadId}`);
        const form = page.getByRole('form', { name: 'Load' });
        await form.getByRole('checkbox', { name: 'All Day' }).check();
        await form.getByRole('textbox', { name: 'Estimated Ship Date' }).fill('2026-12-15');
        await form.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText(`Load #${made.loadId} saved successfully.`)).toBeVisible();
        const saved = await getJson<{ estimatedShippingDate: string; isAllDay: boolean }>(
          request,
          auth,
          `/api/Loads/getItemById/${made.loadId}`,
        );
        expect(saved.isAllDay).toBe(true);
        // Midnight of 15 December in the business's zone.
        expect(saved.estimatedShippingDate).toBe('2026-12-15T08:00:00.000Z');
        await page.reload();
        await expect(form.getByRole('textbox', { name: 'Estimated Ship Date' })).toHaveValue('2026-12-15');
      });
    });
