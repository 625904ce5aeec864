import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { getJson } from './support/api';
import { openSignedIn, signInByUi } from './support/session';
import { cloneAccount } from './support/test-support';

const details = (page: Page) => page.getByRole('form', { name: 'Your details' });

/** A copy of `account` for one journey alone (the journeys change it), signed in on `path`. */
async function signInAsCopy(
  page: Page,
  request: APIRequestContext,
  account: string,
  name: string,
  path = '/users/profile',
) {
  const login = await cloneAccount(request, account, name);
  return { login, auth: await openSignedIn(page, request, login, path) };
}

/** Types into a textbox of Your details once the form shows the saved value; returns the textbox. */
async function changeDetail(page: Page, name: string, value: string) {
  const box = details(page).getByRole('textbox', { name });
  await expect(box).not.toHaveValue('');
  await box.fill(value);
  return box;
}

test.describe('Profile', () => {
  test('edits the own details, saved across a reload', async ({ page, request }) => {
    await signInAsCopy(page, request, accounts.dispatch, 'profile-edit');
    await changeDetail(page, 'Last name', 'Okafor');
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
    // Into the profile within the app, so Back is the app's own history entry.
    await signInAsCopy(page, request, accounts.dispatch, 'profile-leave', '/orders');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/users\/profile$/);
    const firstName = await changeDetail(page, 'First name', 'Changed');

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
    await signInAsCopy(page, request, accounts.dispatch, 'profile-discard');
    await changeDetail(page, 'First name', 'Changed');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('changes the password, then signs in with the new one', async ({ page, request }) => {
    const { login } = await signInAsCopy(page, request, accounts.dispatch, 'profile-password');
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
    const { auth } = await signInAsCopy(page, request, accounts.customer, 'profile-subscriptions');
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

    const { systemCustomers } = await getJson<{
      systemCustomers: { systemCustomerId: number; hash: string }[];
    }>(request, auth, '/api/System/SystemUsers/getMe');
    const own = systemCustomers.find((l) => l.hash === auth.userIdentityCurrent?.hash);
    expect(own, 'the signed-in customer login in getMe').toBeDefined();
    const held = await getJson(
      request,
      auth,
      `/api/Reports/getCustomerSubscriptions/${own!.systemCustomerId}`,
    );
    expect(held).toEqual([
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
