import { expect, test, type Page } from '@playwright/test';
import { accounts, demoPassword } from './support/accounts';
import { adminIdentity, openSignedIn } from './support/session';
import { businessLinks } from './support/navigation';

/** Issue #10: the portal at 390×844, one-handed: nothing clipped, nothing wider than the screen. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The page scrolls vertically only: no element pushes it wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('sign-in and account selection fit the phone', async ({ page }) => {
  await page.goto('/login');
  await expectNoSidewaysScroll(page);
  await page.getByLabel('Email or username').fill(accounts.admin);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).tap();
  await expect(page).toHaveURL(/\/login\/account-selection/);
  const list = page.getByRole('radiogroup', { name: 'Please select the account you wish to use:' });
  await expect(list.getByRole('radio')).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await list.getByRole('radio').first().check();
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeInViewport();
  await proceed.tap();
  await expect(page).not.toHaveURL(/\/login/);
});

test('the navigation is a menu button opening the links; a tapped link goes there and closes it', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, accounts.admin, '/orders', { pick: adminIdentity });
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // No clipped strip of links in the bar: the links wait behind the button.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(button).toBeInViewport();
  await button.tap();
  const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
  for (const name of businessLinks)
    await expect(menu.getByRole('link', { name, exact: true })).toBeInViewport();
  const loads = menu.getByRole('link', { name: 'Loads', exact: true });
  expect((await loads.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await loads.tap();
  await expect(page).toHaveURL(/\/loads$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Loads' })).toBeVisible();
});

test('the orders list is reachable and its rows readable', async ({ page, request }) => {
  await openSignedIn(page, request, accounts.dispatch, '/');
  await expect(page).toHaveURL(/\/orders$/);
  const table = page.getByRole('table').first();
  await expect(table).toBeVisible();
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  // The Order # cell of the first row is on screen and not squeezed to nothing.
  const cell = firstRow.getByRole('cell').filter({ hasText: /^\d+$/ }).first();
  await expect(cell).toBeInViewport();
  const box = (await cell.boundingBox())!;
  expect(box.width).toBeGreaterThan(24);
  await expectNoSidewaysScroll(page);
});

test('the profile is usable at phone size', async ({ page, request }) => {
  await openSignedIn(page, request, accounts.dispatch, '/orders');
  await page.getByRole('button', { name: /^Account menu for / }).tap();
  await page.getByRole('menuitem', { name: 'Profile' }).tap();
  await expect(page).toHaveURL(/\/users\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const firstField = page.getByRole('textbox').first();
  await expect(firstField).toBeVisible();
  expect((await firstField.boundingBox())!.width).toBeLessThanOrEqual(390);
});
