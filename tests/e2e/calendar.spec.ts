import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { openSignedIn, signInByApi, type StoredAuth } from './support/session';

/**
 * The load calendar (issue #17, decision 043) against the real server and its small seed: a dispatcher finds
 * a load on its day in each view mode, moves between weeks, goes back with the browser, and opens the load.
 */

const businessDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(iso));
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const grid = (page: Page) => page.getByRole('grid', { name: /^Loads, / });
const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** A load of the seed with stops and a ship date, and the business day it is picked up on. */
async function aLoad(page: Page, auth: StoredAuth) {
  const res = await page.request.post('/api/Loads/getItems', {
    headers: { authorization: `Bearer ${auth.token}` },
    data: {
      pageSize: 50,
      fields: { currentOrders: 4 },
      sortColumns: [{ sortBy: 'estimatedShippingDate', isSortAscending: false }],
    },
  });
  expect(res.status()).toBe(200);
  const items = (await res.json()) as {
    loadId?: number;
    estimatedShippingDate?: string | null;
    pickups?: number;
  }[];
  const load = items.find((l) => l.loadId && l.estimatedShippingDate && (l.pickups ?? 0) > 0);
  expect(load, 'a seeded load with a pickup').toBeDefined();
  return { loadId: load!.loadId!, day: businessDay(load!.estimatedShippingDate!) };
}

test('a dispatcher finds a load in each view, moves between weeks, goes back, and opens it', async ({
  page,
}) => {
  const auth = await signInByApi(page, page.request, accounts.dispatch);
  const { loadId, day } = await aLoad(page, auth);
  const entry = page.getByRole('link', { name: new RegExp(`^Load #${loadId},`) });

  await page.goto(`/calendar?viewMode=month&date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Load Calendar' })).toBeVisible();
  await expect(grid(page).getByRole('gridcell')).toHaveCount(42);
  const cell = grid(page).locator(`[data-date="${day}"]`);
  // A busy day may list the load under "+N more"; it is there either way.
  const more = cell.getByRole('button', { name: /more loads on/ });
  if (await more.isVisible()) await more.click();
  await expect(entry.first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect.poll(() => searchOf(page)).toEqual({ viewMode: 'week', date: day });
  await expect(grid(page).getByRole('gridcell')).toHaveCount(7);
  await expect(
    grid(page)
      .locator(`[data-date="${day}"]`)
      .getByRole('link', { name: new RegExp(`^Load #${loadId},`) }),
  ).toBeVisible();
  const weekTitle = await grid(page).getAttribute('aria-label');

  await page.getByRole('button', { name: 'Next week' }).click();
  await expect.poll(() => searchOf(page)).toEqual({ viewMode: 'week', date: addDays(day, 7) });
  await expect(grid(page)).not.toHaveAttribute('aria-label', weekTitle!);
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect.poll(() => searchOf(page).date).toBe(addDays(day, 14));

  // The browser's back button walks the weeks back, and the calendar follows.
  await page.goBack();
  await expect.poll(() => searchOf(page).date).toBe(addDays(day, 7));
  await expect(grid(page).locator(`[data-date="${addDays(day, 7)}"]`)).toBeVisible();
  await page.goBack();
  await expect.poll(() => searchOf(page).date).toBe(day);
  await expect(grid(page)).toHaveAttribute('aria-label', weekTitle!);

  // Arrow keys move between days; the URL keeps the focused day.
  await grid(page).locator(`[data-date="${day}"]`).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => searchOf(page).date).toBe(addDays(day, 1));
  await expect(grid(page).locator(`[data-date="${addDays(day, 1)}"]`)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => searchOf(page).date).toBe(day);

  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect.poll(() => searchOf(page)).toEqual({ viewMode: 'day', date: day });
  await expect(grid(page).getByRole('gridcell')).toHaveCount(1);
  await entry.first().click();
  await expect(page).toHaveURL(new RegExp(`/loads/${loadId}(/|$)`));
});

test('a customer has no calendar', async ({ page }) => {
  await openSignedIn(page, page.request, accounts.customer, '/calendar');
  await expect(page.getByRole('grid', { name: /^Loads, / })).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/calendar/);
});
