import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { signInByApi } from './support/session';

/**
 * Issue #25: the calendar's month view on a phone. A day cell shows which loads it holds, whole load numbers
 * where they fit and otherwise a count that lists them, never an entry cut to "#…", and the page never
 * scrolls sideways.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const grid = (page: Page) => page.getByRole('grid', { name: /^Loads, / });

/** The busiest days of the seed's latest month with loads (the calendar lists the loads' days). */
async function openBusyMonth(page: Page) {
  const auth = await signInByApi(page, page.request, accounts.dispatch);
  const res = await page.request.post('/api/Loads/getItems', {
    headers: { authorization: `Bearer ${auth.token}` },
    data: { pageSize: 1, sortColumns: [{ sortBy: 'estimatedShippingDate', isSortAscending: false }] },
  });
  expect(res.status()).toBe(200);
  const [latest] = (await res.json()) as { estimatedShippingDate?: string | null }[];
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(
    new Date(latest!.estimatedShippingDate!),
  );
  await page.goto(`/calendar?viewMode=month&date=${day}`);
  await expect(grid(page).getByRole('gridcell')).toHaveCount(42);
  await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
  const days = grid(page).getByRole('gridcell', { name: /, \d+ loads?$/ });
  const withLoads: Locator[] = [];
  for (const cell of await days.all())
    if (!/, 0 loads$/.test((await cell.getAttribute('aria-label')) ?? '')) withLoads.push(cell);
  expect(withLoads.length, 'days with loads in the month').toBeGreaterThan(0);
  return withLoads;
}

const loadsOf = async (cell: Locator) =>
  Number(/, (\d+) loads?$/.exec((await cell.getAttribute('aria-label'))!)![1]);

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** No shown text in the grid is cut short (an entry's "#…"). */
async function expectNothingCut(page: Page) {
  const cut = await grid(page).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 0.5)
      .map((el) => el.textContent),
  );
  expect(cut).toEqual([]);
}

/** What a day cell shows: its visible load-number links, or its count button. */
async function shown(cell: Locator) {
  const numbers = await cell.getByRole('link').filter({ visible: true }).allInnerTexts();
  const count = cell.getByRole('button', { name: /^\d+ loads? on / });
  return { numbers, count: (await count.isVisible()) ? count : null };
}

test('at 390 px each day shows its load numbers whole, or a count, and nothing scrolls sideways', async ({
  page,
}) => {
  const days = await openBusyMonth(page);
  await expectNoSidewaysScroll(page);
  await expectNothingCut(page);
  for (const cell of days) {
    const total = await loadsOf(cell);
    const { numbers, count } = await shown(cell);
    if (count) {
      await expect(count).toHaveText(new RegExp(`^${total} loads?$`));
      expect(numbers).toEqual([]);
    } else {
      expect(numbers.length).toBe(Math.min(total, 3));
      for (const n of numbers) expect(n).toMatch(/^#\d+$/);
    }
  }
  // A load number opens its load.
  const first = days[0]!;
  const { numbers, count } = await shown(first);
  if (count) {
    await count.tap();
    await expect(page.getByRole('dialog', { name: /^Loads on / }).getByRole('link')).toHaveCount(
      await loadsOf(first),
    );
  } else {
    await first.getByRole('link', { name: `Load ${numbers[0]!},`, exact: false }).tap();
    await expect(page).toHaveURL(new RegExp(`/loads/${numbers[0]!.slice(1)}$`));
  }
});

test('where the numbers do not fit (320 px), a day shows a count that lists its loads', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const days = await openBusyMonth(page);
  await expectNoSidewaysScroll(page);
  await expectNothingCut(page);
  for (const cell of days) {
    const { numbers, count } = await shown(cell);
    expect(count, 'a count in place of load numbers').not.toBeNull();
    expect(numbers).toEqual([]);
  }
  const day = days[0]!;
  const total = await loadsOf(day);
  const count = day.getByRole('button', { name: /^\d+ loads? on / });
  await expect(count).toHaveAccessibleName(new RegExp(`^${total} loads? on `));
  await count.tap();
  const list = page.getByRole('dialog', { name: /^Loads on / });
  await expect(list.getByRole('link', { name: /^Load #\d+, / })).toHaveCount(total);
  const box = (await list.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(count).toBeFocused();
});

test('at 1440 px a day lists its loads with carrier and stops as before', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const days = await openBusyMonth(page);
  const { numbers, count } = await shown(days[0]!);
  expect(count).toBeNull();
  expect(numbers[0]).toMatch(/^#\d+ · .+ · \d+ stops?$/);
});
