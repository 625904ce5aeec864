import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { adminIdentity, openSignedIn, readStoredAuth } from './support/session';
import { expireSessions } from './support/test-support';

/** The list's first answer has arrived: no call of the page is under way. */
const listLoaded = (page: Page, name: string) =>
  expect(page.getByRole('table', { name })).not.toHaveAttribute('aria-busy', 'true');

test.describe('the session', () => {
  // The server learns of the expiry at once; the portal learns of it from the 401 of its next login-required
  // call: here, once the list has loaded, the avatar menu's Switch Account opens account selection, which
  // reads the profile (getMe).
  test('an expired session returns to login with the expiry banner', async ({ page, request }) => {
    await openSignedIn(page, request, accounts.admin, '/loads', { pick: adminIdentity });
    await expect(page).toHaveTitle('Loads | NWDS Portal');
    await listLoaded(page, 'Loads');

    expect(await expireSessions(request, accounts.admin)).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: /Switch Account/ }).click();

    await expect(page).toHaveURL(/\/login\?error=tokenExpired&returnUrl=/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your session has expired. Please login again.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(await readStoredAuth(page)).toBeNull();
  });

  test('removing the token in another tab logs this tab out', async ({ page, context, request }) => {
    await openSignedIn(page, request, accounts.dispatch, '/orders');
    await expect(page).toHaveTitle('Orders | NWDS Portal');
    await listLoaded(page, 'Orders');
    const other = await context.newPage();
    await other.goto('/loads');
    await expect(other).toHaveTitle('Loads | NWDS Portal');
    // A list call still under way when the token goes would be refused (401) and say "expired" instead.
    await listLoaded(other, 'Loads');

    await other.evaluate(() => localStorage.removeItem('auth'));

    // The session watcher looks every second.
    await expect(page).toHaveURL(/\/login$/, { timeout: 2_500 });
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(other).toHaveURL(/\/login$/, { timeout: 2_500 });
  });
});
