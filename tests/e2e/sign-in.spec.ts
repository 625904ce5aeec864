import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { readStoredAuth, signInByUi } from './support/session';

test.describe('sign-in', () => {
  test('a single-identity login lands on the orders list', async ({ page }) => {
    await signInByUi(page, accounts.dispatch);

    await expect(page).toHaveURL(/\/orders$/);
    await expect(page).toHaveTitle('Orders | NWDS Portal');
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    const auth = await readStoredAuth(page);
    expect(auth?.token).toBeTruthy();
    expect(auth?.userIdentityCurrent?.identityType).toBe('employee');
  });

  // Admin holds an admin and an employee identity, and the Administrator role is assigned to the user. The
  // employee identity alone has the Dispatch codes, so applying the role's permissions changes what it holds:
  // the stored userRoles, and the Users link (User View comes only with the role).
  test('a multi-identity login goes through account selection, with and without role permissions', async ({
    browser,
  }) => {
    const continueAsEmployee = async (applyRolePermissions: boolean) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInByUi(page, accounts.admin);

      await expect(page).toHaveURL(/\/login\/account-selection/);
      await expect(page).toHaveTitle('Account Selection | NWDS Portal');
      await expect(page.getByText('Welcome, Alex.')).toBeVisible();
      await expect(page.getByText('Your login is associated with multiple accounts.')).toBeVisible();
      const list = page.getByRole('radiogroup', { name: 'Please select the account you wish to use:' });
      await expect(list.getByRole('radio')).toHaveCount(2);
      await list.getByRole('radio', { name: /\(Dispatch\)$/ }).check();

      await page.getByRole('button', { name: 'Advanced Options' }).click();
      await expect(page.getByRole('list', { name: 'Roles' })).toContainText('Administrator');
      const checkbox = page.getByRole('checkbox', { name: 'Apply role permissions' });
      await expect(checkbox).toBeChecked();
      await checkbox.setChecked(applyRolePermissions);
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page).toHaveURL(/\/orders$/);
      await expect(page).toHaveTitle('Orders | NWDS Portal');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(applyRolePermissions ? 1 : 0);
      const auth = await readStoredAuth(page);
      expect(auth?.userIdentityCurrent?.identityType).toBe('employee');
      await context.close();
      return new Set(auth?.userRoles ?? []);
    };

    const withRoles = await continueAsEmployee(true);
    const withoutRoles = await continueAsEmployee(false);

    expect(withoutRoles.size).toBeGreaterThan(0);
    expect(withRoles.size).toBeGreaterThan(withoutRoles.size);
    expect([...withoutRoles].every((code) => withRoles.has(code))).toBe(true);
  });

  test('a wrong password shows the server’s message in the error banner', async ({ page }) => {
    await signInByUi(page, accounts.picker, 'Not-the-password1!');

    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email/username or password.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await readStoredAuth(page)).toBeNull();
  });

  // The carrier has Load View but no Order View: / leads it to the loads list (docs/decisions/012).
  test('the carrier demo login enters the portal', async ({ page }) => {
    await signInByUi(page, accounts.carrier);

    await expect
      .poll(async () => (await readStoredAuth(page))?.userIdentityCurrent?.identityType)
      .toBe('carrier');
    await expect(page).not.toHaveURL(/\/login/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loads' }),
    ).toBeVisible();
  });
});
