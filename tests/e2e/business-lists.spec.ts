import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { adminIdentity, signInByApi } from './support/session';
import { createBareLocations } from './support/test-support';
import { columnTexts, deleteSelected, exportCsv, swapColumns } from './support/lists';

/**
 * The Loads, Customers, Carriers and Locations lists against the real server and its small demo seed.
 * Every journey but the refused delete only reads, and the refused delete changes nothing, so the
 * journeys do not depend on each other's order.
 */

const asAdmin = (page: Page, request: Parameters<typeof signInByApi>[1]) =>
  signInByApi(page, request, accounts.admin, { pick: adminIdentity });

const table = (page: Page, title: string) => page.getByRole('table', { name: title });
/** Data rows only: the header row has no selection checkbox of its own. */
const rows = (page: Page, title: string) =>
  table(page, title)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: /^Select (?!all)/ }) });
const pagerRange = (page: Page, title: string) =>
  page.getByRole('navigation', { name: `${title} pages` }).getByText(/^\d+–\d+ of \d+$/);

const grouping = (page: Page) => page.getByRole('radiogroup', { name: 'Load status grouping' });

/** The texts of one column of the list titled `title`, by its header, for the rows shown. */
const column = (page: Page, title: string, header: string) => columnTexts(table(page, title), header);

const headers = async (list: Locator) =>
  (await list.locator('thead th').allTextContents()).map((t) => t.trim()).filter(Boolean);

async function openList(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(rows(page, title).first()).toBeVisible();
}

test.describe('business lists', () => {
  test('each list opens and shows rows', async ({ page, request }) => {
    await asAdmin(page, request);
    for (const [path, title, routeName] of [
      ['/loads', 'Loads', 'Loads'],
      ['/order-customers', 'Customers', 'Order Customers'],
      ['/carriers', 'Carriers', 'Carriers'],
      ['/locations', 'Locations', 'Locations'],
    ] as const) {
      await openList(page, path, title);
      await expect(page).toHaveTitle(`${routeName} | NWDS Portal`);
      await expect(pagerRange(page, title)).toBeVisible();
      expect(await rows(page, title).count()).toBeGreaterThan(0);
    }
    await page.screenshot({ path: '/tmp/lists-locations.png', fullPage: true });
  });

  test('loads show current loads first; the groupings show the others, and paging moves through them', async ({
    page,
    request,
  }) => {
    await asAdmin(page, request);
    await openList(page, '/loads', 'Loads');
    await page.screenshot({ path: '/tmp/lists-loads.png', fullPage: true });
    const current = await column(page, 'Loads', 'Status');
    expect(current.length).toBeGreaterThan(0);
    for (const status of current) expect(['Delivered', 'Cancelled']).not.toContain(status);
    const ids = (await column(page, 'Loads', 'Load #')).map(Number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    await grouping(page).getByRole('radio', { name: 'Delivered' }).click();
    await expect.poll(() => column(page, 'Loads', 'Status')).not.toEqual(current);
    expect(new Set(await column(page, 'Loads', 'Status'))).toEqual(new Set(['Delivered']));
    const delivered = await pagerRange(page, 'Loads').textContent();

    await grouping(page).getByRole('radio', { name: 'All' }).click();
    await expect(pagerRange(page, 'Loads')).not.toHaveText(delivered!);
    await expect(pagerRange(page, 'Loads')).toHaveText(/^1–10 of (\d+)$/);
    const total = Number((await pagerRange(page, 'Loads').textContent())!.split(' of ')[1]);
    expect(total).toBeGreaterThan(10);
    const firstPage = await column(page, 'Loads', 'Load #');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(pagerRange(page, 'Loads')).toHaveText(`11–${Math.min(20, total)} of ${total}`);
    // The pager moves at once; the rows when the next page has come.
    await expect.poll(() => column(page, 'Loads', 'Load #')).not.toEqual(firstPage);
    const secondPage = await column(page, 'Loads', 'Load #');
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    expect(Number(secondPage[0])).toBeLessThan(Number(firstPage.at(-1)));
  });

  test('search and sort through the server', async ({ page, request }) => {
    await asAdmin(page, request);
    await openList(page, '/locations', 'Locations');
    const cities = await column(page, 'Locations', 'City');
    const city = cities.find(Boolean)!;
    await page.getByRole('searchbox', { name: 'Search locations' }).fill(city);
    await expect.poll(() => column(page, 'Locations', 'City')).toEqual(expect.arrayContaining([city]));
    await expect.poll(async () => new Set(await column(page, 'Locations', 'City')).size).toBe(1);

    await page.getByRole('searchbox', { name: 'Search locations' }).fill('');
    await expect(pagerRange(page, 'Locations')).toHaveText(/^1–10 of \d+$/);
    const nameHeader = table(page, 'Locations').getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await column(page, 'Locations', 'Name');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => column(page, 'Locations', 'Name')).not.toEqual(ascending);
    const descending = await column(page, 'Locations', 'Name');
    expect(descending[0]!.localeCompare(descending.at(-1)!)).toBeGreaterThan(0);
  });

  test('column settings survive a reload', async ({ page, request }) => {
    await asAdmin(page, request);
    await openList(page, '/carriers', 'Carriers');
    expect(await headers(table(page, 'Carriers'))).toContain('MC #');
    await swapColumns(page, table(page, 'Carriers'), { hide: 'MC #', show: 'Carrier #' });

    await page.reload();
    await expect(rows(page, 'Carriers').first()).toBeVisible();
    const shown = await headers(table(page, 'Carriers'));
    expect(shown).toContain('Carrier #');
    expect(shown).not.toContain('MC #');
  });

  test('CSV export writes the shown columns of the list', async ({ page, request }, testInfo) => {
    await asAdmin(page, request);
    await openList(page, '/order-customers', 'Customers');
    const shown = await headers(table(page, 'Customers'));
    const firstName = (await column(page, 'Customers', 'Name'))[0]!;
    const total = Number((await pagerRange(page, 'Customers').textContent())!.split(' of ')[1]);

    const { name, lines } = await exportCsv(page, testInfo);
    expect(name).toMatch(/^Customers_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe(shown.map((h) => `"${h}"`).join(','));
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]!.startsWith(`"${firstName}",`)).toBe(true);
  });

  test('a delete the server refuses shows its reason and deletes nothing', async ({ page, request }) => {
    await asAdmin(page, request);
    await openList(page, '/loads', 'Loads');
    const loadId = (await column(page, 'Loads', 'Load #'))[0]!;
    await rows(page, 'Loads').first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete the 1 selected item(s)?');
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Could not delete items: ' })).toContainText(
      `Load #${loadId} carries`,
    );
    await page.screenshot({ path: '/tmp/lists-delete-blocked.png', fullPage: true });
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => column(page, 'Loads', 'Load #')).toContain(loadId);
  });

  test('a bulk delete removes the selected rows and clears the selection', async ({ page, request }) => {
    // The seed has no location that nothing refers to; two bare ones are made for this journey.
    const tag = `Delete Me ${Date.now()}`;
    const ids = await createBareLocations(request, [`${tag} A`, `${tag} B`]);
    await asAdmin(page, request);
    await openList(page, '/locations', 'Locations');
    await page.getByRole('searchbox', { name: 'Search locations' }).fill(tag);
    await expect(rows(page, 'Locations')).toHaveCount(2);
    await rows(page, 'Locations').nth(0).getByRole('checkbox').check();
    await rows(page, 'Locations').nth(1).getByRole('checkbox').check();
    await deleteSelected(page, 2);
    await expect(rows(page, 'Locations')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Locations' })).not.toHaveAttribute('aria-busy', 'true');
    await expect(rows(page, 'Locations')).toHaveCount(0);
    expect(ids).toHaveLength(2);
  });

  test('a double click opens the details route', async ({ page, request }) => {
    await asAdmin(page, request);
    await openList(page, '/carriers', 'Carriers');
    await rows(page, 'Carriers').first().getByRole('cell').nth(1).dblclick();
    await expect(page).toHaveURL(/\/carriers\/\d+$/);
  });

  test('a carrier sees only its own loads, without revenue or delete', async ({ page, request }) => {
    const auth = await signInByApi(page, request, accounts.carrier);
    const own = (auth.userIdentityCurrent as { carrierName?: string | null }).carrierName;
    expect(own).toBeTruthy();
    await page.goto('/loads');
    await expect(page.getByRole('heading', { level: 1, name: 'Loads' })).toBeVisible();
    await Promise.all([
      page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/Loads/getItems') &&
          (r.request().postDataJSON() as { fields?: { currentOrders?: number } }).fields?.currentOrders === 4,
      ),
      grouping(page).getByRole('radio', { name: 'All' }).click(),
    ]);
    await expect(table(page, 'Loads')).not.toHaveAttribute('aria-busy', 'true');
    await expect(rows(page, 'Loads').first()).toBeVisible();
    expect(new Set(await column(page, 'Loads', 'Carrier'))).toEqual(new Set([own]));
    const shown = await headers(table(page, 'Loads'));
    expect(shown).not.toContain('Revenue');
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/lists-carrier-loads.png', fullPage: true });

    await openList(page, '/carriers', 'Carriers');
    expect(await column(page, 'Carriers', 'Name')).toEqual([own]);
  });
});
