import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { adminIdentity, signInByApi, signInByUi } from './support/session';
import { linkPath, waitForMail } from './support/test-support';

const newPassword = 'Portal#Fresh9';
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

/** The demo admin, on its admin identity. */
const signInAdmin = (page: Page, request: Parameters<typeof signInByApi>[1]) =>
  signInByApi(page, request, accounts.admin, { pick: adminIdentity });

const snackbar = (page: Page, text: RegExp | string) => page.getByText(text).first();

/** Sets the open user's password to `newPassword` through the Change Password dialog. */
async function changePassword(page: Page) {
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('New Password').fill(newPassword);
  await dialog.getByLabel('Confirm Password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog).toBeHidden();
}

test('the tabs list users, roles and requests, with the Requests count', async ({ page, request }) => {
  await signInAdmin(page, request);
  await page.goto('/users/admin');
  await expect(page).toHaveURL(/\/users\/admin\/system$/);
  const tabs = page.getByRole('navigation', { name: 'User areas' });
  await expect(tabs.getByRole('link', { name: /^Requests \d+$/ })).toBeVisible();
  const users = page.getByRole('table', { name: 'All Users' });
  await expect(users.getByText(accounts.admin)).toBeVisible();

  await tabs.getByRole('link', { name: 'Customer Logins' }).click();
  await expect(page).toHaveURL(/\/users\/admin\/customers$/);
  await expect(
    page.getByRole('table', { name: 'Customer Logins' }).getByText(accounts.customer),
  ).toBeVisible();

  await tabs.getByRole('link', { name: 'Roles' }).click();
  await expect(page.getByRole('table', { name: 'Roles' }).getByText('Customer View')).toBeVisible();
  await page.screenshot({ path: '/tmp/users-roles.png', fullPage: true });
});

test('an administrator creates a user with an employee login and a role, and the user sees what the role allows', async ({
  page,
  request,
  browser,
}) => {
  const id = unique();
  const roleName = `Loads only ${id}`;
  const email = `loader-${id}@e2e.test`;
  await signInAdmin(page, request);

  await page.goto('/users/admin/roles/new');
  await page.getByLabel('Name').fill(roleName);
  await page.getByRole('checkbox', { name: /^Load View/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/users\/admin\/roles\/\d+$/);
  await expect(page.getByRole('heading', { name: `Role Details: ${roleName}` })).toBeVisible();

  await page.goto('/users/admin/employees/new');
  await page.getByLabel('First Name').fill('Lee');
  await page.getByLabel('Last Name').fill(`Loader ${id}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox', { name: roleName }).click();
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page).toHaveURL(/\/users\/admin\/employees\/\d+$/);

  // The Employees tab opens the employee login's Add form for a user without one.
  const login = page.getByRole('form', { name: 'Employee login' });
  await login.getByLabel('Employee Role').fill('Loader');
  await login.getByRole('button', { name: 'Add Employee login' }).click();
  await expect(page.getByRole('heading', { name: 'Employee login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Employee login' })).toHaveCount(0);

  await changePassword(page);
  await page.screenshot({ path: '/tmp/users-details.png', fullPage: true });

  const context = await browser.newContext();
  const theirs = await context.newPage();
  await signInByUi(theirs, email, newPassword);
  await expect(theirs).toHaveURL(/\/loads/);
  const nav = theirs.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Loads', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await context.close();
});

test('an approved access request leads through registration to signing in', async ({
  page,
  request,
  browser,
}) => {
  const email = `requester-${unique()}@e2e.test`;
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto(`/login/request-access?email=${encodeURIComponent(email)}`);
  await form.getByLabel('First Name').fill('Robin');
  await form.getByLabel('Last Name').fill('Okafor');
  await form.getByLabel('Company Name').fill('Okafor Provisions');
  await form.getByLabel('Company City').fill('Portland');
  await form.getByLabel('State').selectOption({ label: 'Oregon' });
  await form.getByRole('button', { name: 'Request Access' }).click();
  await expect(form).toHaveURL(/request-access-success/);

  await signInAdmin(page, request);
  await page.goto('/users/admin/requests');
  const tabs = page.getByRole('navigation', { name: 'User areas' });
  const countLink = tabs.getByRole('link', { name: /^Requests \d+$/ });
  await expect(countLink).toBeVisible();
  const before = Number((await countLink.textContent())!.replace(/\D/g, ''));
  expect(before).toBeGreaterThan(0);
  await page.getByRole('table', { name: 'Requests' }).getByText(email).dblclick();
  await expect(page.getByRole('heading', { name: 'User Request Details' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  const approve = page.getByRole('form', { name: 'Approve' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve.getByText('This field is required')).toBeVisible();
  await approve.getByRole('combobox', { name: 'Customer' }).press('ArrowDown');
  await page.getByRole('listbox', { name: 'Customer' }).getByRole('option').first().click();
  await expect(approve.getByText('This field is required')).toBeHidden();
  const since = new Date(Date.now() - 1000);
  await approve.getByRole('button', { name: 'Approve' }).click();
  // Approve asks first, as Decline does (issue #10).
  const confirm = page.getByRole('alertdialog', { name: 'Approve request' });
  await expect(confirm).toContainText('Robin Okafor');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(snackbar(page, /Access approved for Robin Okafor/)).toBeVisible();
  await expect(page).toHaveURL(/\/users\/admin\/requests$/);
  await expect(
    tabs.getByRole('link', { name: before > 1 ? `Requests ${before - 1}` : /^Requests 0$/ }),
  ).toBeVisible();

  const mail = await waitForMail(request, email, { subject: /Complete your registration/, since });
  await form.goto(linkPath(mail, '/login/reset-password'));
  await expect(form.getByRole('heading', { name: 'Create Password' })).toBeVisible();
  await form.getByLabel('New Password').fill(newPassword);
  await form.getByLabel('Confirm Password').fill(newPassword);
  await form.getByRole('button', { name: 'Reset Password' }).click();
  await form.getByRole('button', { name: 'Go to login' }).click();
  await signInByUi(form, email, newPassword);
  await expect(form).not.toHaveURL(/\/login/);
  await expect(form.getByRole('button', { name: /Robin/ }).first()).toBeVisible();
  await visitor.close();
});

test('a deactivated user’s open session is refused at its next call', async ({ page, request, browser }) => {
  const id = unique();
  const email = `temp-${id}@e2e.test`;
  await signInAdmin(page, request);
  await page.goto('/users/admin/system/new');
  await page.getByLabel('First Name').fill('Tem');
  await page.getByLabel('Last Name').fill(`Porary ${id}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page).toHaveURL(/\/users\/admin\/system\/\d+$/);
  await page.getByRole('button', { name: 'Add Employee login' }).click();
  const login = page.getByRole('form', { name: 'Employee login' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Add Employee login' }).click();
  await expect(page.getByRole('heading', { name: 'Employee login', exact: true })).toBeVisible();
  await changePassword(page);

  const context = await browser.newContext();
  const theirs = await context.newPage();
  await signInByUi(theirs, email, newPassword);
  await expect(theirs).not.toHaveURL(/\/login/);

  await page.getByRole('checkbox', { name: 'Active', exact: true }).click();
  await page.getByRole('form', { name: 'User' }).getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page, /saved/)).toBeVisible();

  await theirs.reload();
  await expect(theirs).toHaveURL(/\/login/);
  await context.close();
});
