import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { signInByApi, signInByUi, type StoredAuth } from './support/session';
import { cloneAccount } from './support/test-support';

const details = (page: Page) => page.getByRole('form', { name: 'Your details' });

test.describe('Profile', () => {
  test('edits the own details, saved across a reload', async ({ page, request }) => {
    const login = await cloneAccount(request, accounts.dispatch, 'profile-edit');
    await signInByApi(page, request, login);
    await page.goto('/users/profile');
    const lastName = details(page).getByRole('textbox', { name: 'Last name' });
    await expect(lastName).not.toHaveValue('');
    await lastName.fill('Okafor');
    await details(page).getByRole('textbox', { name: 'Phone' }).fill('5035550142');
    await expect(details(page).getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 (503) 555-0142');
    await details(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await page.screenshot({ path: '/tmp/profile-saved.png', fullPage: true });
    await page.reload();
    await expect(details(page).getByRole('textbox', { name: 'Last name' })).toHaveValue('Okafor');
    await expect(details(page).getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 (503) 555-0142');
  });

  test('asks before leaving with unsaved changes: links, back and tab close', async ({ page, request }) => {
    const login = await cloneAccount(request, accounts.dispatch, 'profile-leave');
    await signInByApi(page, request, login);
    // Into the profile within the app, so Back is the app's own history entry.
    await page.goto('/orders');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/users\/profile$/);
    const firstName = details(page).getByRole('textbox', { name: 'First name' });
    await expect(firstName).not.toHaveValue('');
    await firstName.fill('Changed');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: '/tmp/profile-discard.png' });
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/users\/profile$/);
    await expect(firstName).toHaveValue('Changed');

    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/users\/profile$/);
    await expect(firstName).toHaveValue('Changed');

    const unload = new Promise<string>((resolve) =>
      page.once('dialog', (d) => (resolve(d.type()), void d.dismiss())),
    );
    await page.close({ runBeforeUnload: true });
    expect(await unload).toBe('beforeunload');
  });

  test('discarding follows the link', async ({ page, request }) => {
    const login = await cloneAccount(request, accounts.dispatch, 'profile-discard');
    await signInByApi(page, request, login);
    await page.goto('/users/profile');
    const firstName = details(page).getByRole('textbox', { name: 'First name' });
    await expect(firstName).not.toHaveValue('');
    await firstName.fill('Changed');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('changes the password, then signs in with the new one', async ({ page, request }) => {
    const login = await cloneAccount(request, accounts.dispatch, 'profile-password');
    await signInByApi(page, request, login);
    await page.goto('/users/profile');
    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel(/^Current Password/).fill('Portal#Demo1');
    await form.getByLabel(/^New Password/).fill('short');
    await form.getByLabel(/^Confirm Password/).fill('short');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('Password must be at least 8 characters long').first()).toBeVisible();
    await form.getByLabel(/^New Password/).fill('Fresh#Pass42');
    await form.getByLabel(/^Confirm Password/).fill('Fresh#Pass42');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Your password has been updated')).toBeVisible();
    await page.screenshot({ path: '/tmp/profile-password.png', fullPage: true });

    await page.evaluate(() => localStorage.clear());
    await signInByUi(page, login, 'Portal#Demo1');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await signInByUi(page, login, 'Fresh#Pass42');
    await expect(page).toHaveURL(/\/orders/);
  });

  test('a customer keeps report subscription weekdays and address across a reload', async ({
    page,
    request,
  }) => {
    const login = await cloneAccount(request, accounts.customer, 'profile-subscriptions');
    const auth: StoredAuth = await signInByApi(page, request, login);
    await page.goto('/users/profile');
    const form = page.getByRole('form', { name: 'Report Subscriptions' });
    await form.getByRole('checkbox', { name: 'Monday' }).check();
    await form.getByRole('checkbox', { name: 'Thursday' }).check();
    await form.getByRole('radio', { name: 'Another e-mail address' }).check();
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('reports@e2e.test');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your report subscriptions have been saved.')).toBeVisible();
    await page.screenshot({ path: '/tmp/profile-subscriptions.png', fullPage: true });

    await page.reload();
    await expect(form.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    await expect(form.getByRole('radio', { name: 'Another e-mail address' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('reports@e2e.test');

    const headers = { authorization: `Bearer ${auth.token}` };
    const me = await request.get('/api/System/SystemUsers/getMe', { headers });
    expect(me.status(), await me.text()).toBe(200);
    const { systemCustomers } = (await me.json()) as {
      systemCustomers: { systemCustomerId: number; hash: string }[];
    };
    const own = systemCustomers.find((l) => l.hash === auth.userIdentityCurrent?.hash);
    expect(own, 'the signed-in customer login in getMe').toBeDefined();
    const held = await request.get(`/api/Reports/getCustomerSubscriptions/${own!.systemCustomerId}`, {
      headers,
    });
    expect(held.status(), await held.text()).toBe(200);
    expect(await held.json()).toEqual([
      expect.objectContaining({
        systemCustomerId: own!.systemCustomerId,
        customEmail: 'reports@e2e.test',
        isOnSunday: false,
        isOnMonday: true,
        isOnTuesday: false,
        isOnWednesday: false,
        isOnThursday: true,
        isOnFriday: false,
        isOnSaturday: false,
      }),
    ]);
  });
});
