import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { columnTexts } from './support/lists';
import { openSignedIn } from './support/session';

/**
 * Issue #25, "lists that filter" (decision 063): orders filtered by a status, a number and a date range
 * show chips and fewer rows; a reload keeps them (they are in the URL); Clear filters removes them. The
 * locations list narrows by its A–Z letter bar. At a desktop and at a phone size.
 */

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' });
const rows = (page: Page) => ordersTable(page).locator('tbody tr[aria-rowindex]');
const chips = (page: Page) => page.getByRole('group', { name: 'Orders filters' });

/** The pager's total: '1–10 of 42' → 42 (the page buttons follow in the same navigation). */
async function total(page: Page, list: string) {
  const range = page.getByRole('navigation', { name: `${list} pages` }).getByText(/^\d+–\d+ of \d+$/);
  await expect(range).toBeVisible();
  return Number(/of (\d+)$/.exec((await range.textContent()) ?? '')![1]);
}

/** The rows of the query in force have come (a chip shows in the same render that starts the load). */
const settled = (page: Page) => expect(ordersTable(page)).not.toHaveAttribute('aria-busy', 'true');

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
}

async function openFilter(page: Page, column: string) {
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const popover = page.getByRole('dialog', { name: 'Filter Orders' });
  await expect(popover).toBeVisible();
  await popover.getByRole('combobox', { name: 'Column' }).selectOption({ label: column });
  return popover;
}

async function filterJourney(page: Page) {
  await openSignedIn(page, page.request, accounts.dispatch, '/orders');
  // The current orders (the default grouping): their total is read once the first page has come.
  await expect(rows(page).first()).toBeVisible();
  const all = await total(page, 'Orders');

  // A date range: the orders needed in this century (those without a Needed By drop out).
  let popover = await openFilter(page, 'Needed By');
  await popover.getByRole('combobox', { name: 'Dates' }).selectOption({ label: 'Date Range' });
  await popover.getByLabel('From').fill('2000-01-01');
  await popover.getByRole('button', { name: 'Apply' }).click();
  await expect(popover.getByText('A date range needs two dates.')).toBeVisible();
  await popover.getByLabel('To').fill('2099-12-31');
  await popover.getByRole('button', { name: 'Apply' }).click();
  await expect(chips(page).getByText('Needed By: 01/01/2000 – 12/31/2099')).toBeVisible();
  await settled(page);
  await expect(page).toHaveURL(/filters=/);
  await noSidewaysScroll(page);

  // The status of the first order still shown.
  await expect(rows(page).first()).toBeVisible();
  const status = (await columnTexts(ordersTable(page), 'Status'))[0]!;
  popover = await openFilter(page, 'Status');
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page, 'orders list with the filter popover open');
  await popover.getByRole('checkbox', { name: status, exact: true }).click();
  await popover.getByRole('button', { name: 'Apply' }).click();
  await expect(chips(page).getByText(`Status: ${status}`)).toBeVisible();
  await settled(page);
  await expect
    .poll(async () => new Set(await columnTexts(ordersTable(page), 'Status')))
    .toEqual(new Set([status]));

  // A number: 'abc' is refused with a sentence; the first order's number is one row.
  const orderNo = /\d+/.exec((await columnTexts(ordersTable(page), 'Order #'))[0]!)![0];
  popover = await openFilter(page, 'Order #');
  await popover.getByRole('textbox', { name: 'Value' }).fill('abc');
  await popover.getByRole('button', { name: 'Apply' }).click();
  await expect(popover.getByText('Enter a number (digits only, e.g. 1042).')).toBeVisible();
  await popover.getByRole('textbox', { name: 'Value' }).fill(orderNo);
  await popover.getByRole('button', { name: 'Apply' }).click();
  await expect(chips(page).getByRole('button', { name: `Remove filter Order #: ${orderNo}` })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  expect(await total(page, 'Orders')).toBeLessThan(all);
  await noSidewaysScroll(page);

  // A reload (or the link) shows the same: the filters are in the URL.
  const url = page.url();
  await page.reload();
  await expect(chips(page).getByText(`Status: ${status}`)).toBeVisible();
  await expect(chips(page).getByText('Needed By: 01/01/2000 – 12/31/2099')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  expect(page.url()).toBe(url);

  // One chip goes by its button, all by Clear filters.
  await chips(page)
    .getByRole('button', { name: `Remove filter Order #: ${orderNo}` })
    .click();
  await expect(chips(page).getByText(/^Order #/)).toHaveCount(0);
  await chips(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(chips(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/filters=/);
  await expect.poll(() => total(page, 'Orders')).toBe(all);
}

async function letterJourney(page: Page) {
  await openSignedIn(page, page.request, accounts.dispatch, '/locations');
  const table = page.getByRole('table', { name: 'Locations' });
  await expect(table.locator('tbody tr[aria-rowindex]').first()).toBeVisible();
  const all = await total(page, 'Locations');
  const first = (await columnTexts(table, 'Name'))[0]!.trim()[0]!.toUpperCase();
  const bar = page.getByRole('toolbar', { name: 'Locations by first letter' });
  await bar.getByRole('button', { name: first, exact: true }).click();
  await expect(bar.getByRole('button', { name: first, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`letter=${first}`));
  await expect
    .poll(async () => (await columnTexts(table, 'Name')).every((n) => n.toUpperCase().startsWith(first)))
    .toBe(true);
  await noSidewaysScroll(page);
  // The keyboard: the pressed letter is the one tab stop; Home goes to All.
  await bar.getByRole('button', { name: first, exact: true }).focus();
  await page.keyboard.press('Home');
  await expect(bar.getByRole('button', { name: 'All' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/letter=/);
  await expect.poll(() => total(page, 'Locations')).toBe(all);
}

test.describe('list filters at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('orders by status, number and date range; reload keeps them; Clear removes them', async ({ page }) => {
    await filterJourney(page);
  });
  test('locations by their first letter', async ({ page }) => {
    await letterJourney(page);
  });
});

test.describe('list filters at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('orders by status, number and date range; reload keeps them; Clear removes them', async ({ page }) => {
    await filterJourney(page);
  });
  test('locations by their first letter', async ({ page }) => {
    await letterJourney(page);
  });
});
