import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { adminIdentity, openSignedIn, signInByApi } from './support/session';
import { businessLinks } from './support/navigation';

test.describe('the navigation shell', () => {
  test('a customer identity sees only its own customer link and Reports', async ({ page, request }) => {
    const auth = await signInByApi(page, request, accounts.customer);
    const customerId = auth.userIdentityCurrent?.customerId;
    expect(customerId).toBeGreaterThan(0);
    await page.goto('/');
    await expect(page).toHaveURL(/\/orders$/);

    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute('href', `/order-customers/${customerId}`);
    await expect(links.nth(1)).toHaveText('Reports');
    await expect(links.nth(1)).toHaveAttribute('href', '/reports/order-picked-dates');
    for (const hidden of ['Orders', 'Loads', 'Load Calendar', 'Customers', 'Locations', 'Carriers', 'Users'])
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);

    await links.nth(1).click();
    await expect(page).toHaveTitle('Order Picked Dates | NWDS Portal');
    // A staff-only screen sends the customer home, which is the orders list.
    await page.goto('/order-customers');
    await expect(page).toHaveURL(/\/orders$/);
  });

  // Spec 1 §2: the identity name with its customer or carrier name.
  test('the customer link and the avatar menu name the customer', async ({ page, request }) => {
    const auth = await signInByApi(page, request, accounts.customer);
    const customerName = auth.userIdentityCurrent?.customerName;
    expect(customerName).toBeTruthy();
    await page.goto('/orders');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toHaveText(
      customerName!,
    );
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await expect(page.getByRole('menu')).toContainText(`Casey Lindqvist (${customerName})`);
  });

  test('staff see the links their permissions allow', async ({ page, request }) => {
    await openSignedIn(page, request, accounts.dispatch, '/orders');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([...businessLinks, 'Reports']);
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  test('an unknown path shows the Not Found page when signed in', async ({ page, request }) => {
    await openSignedIn(page, request, accounts.dispatch, '/no/such/page');

    await expect(page).toHaveTitle('Not Found | NWDS Portal');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('a signed-out visit to a screen goes to login with a return address', async ({ page }) => {
    await page.goto('/loads');

    await expect(page).toHaveURL('/login?error=loginRequired&returnUrl=%2Floads');
    await expect(page).toHaveTitle('Login | NWDS Portal');
    // loginRequired shows no banner.
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the avatar menu offers Switch Account with the count, and shows the version', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, request, accounts.admin, '/orders', { pick: adminIdentity });
    await page.getByRole('button', { name: 'Account menu for Alex Morgan' }).click();

    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Alex Morgan');
    const switchAccount = menu.getByRole('menuitem', { name: /Switch Account/ });
    await expect(switchAccount).toContainText('2');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByText(/^v1\.3\.8 \(\d{2}\/\d{2}\/\d{4}\)$/)).toBeVisible();

    await switchAccount.click();
    await expect(page).toHaveURL('/login/account-selection?returnUrl=%2Forders');
    await expect(page.getByRole('radio', { name: /\(Administrator\)$/ })).toBeChecked();
  });

  test('Logout clears the session and returns to login', async ({ page, request }) => {
    await openSignedIn(page, request, accounts.dispatch, '/orders');
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    // The route guard now turns the visitor away.
    await page.goto('/orders');
    await expect(page).toHaveURL('/login?error=loginRequired&returnUrl=%2Forders');
  });
});
