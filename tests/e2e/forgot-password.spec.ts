import { expect, test } from '@playwright/test';
import { accounts, demoPassword } from './support/accounts';
import { readStoredAuth, signInByUi } from './support/session';
import { cloneAccount, linkPath, waitForMail } from './support/test-support';

// A clone of the carrier account, so changing its password disturbs no other journey.
test('forgot password mails a link that resets the password', async ({ page, request }, testInfo) => {
  const email = await cloneAccount(request, accounts.carrier, 'reset');
  // Differs per attempt, so a retry still changes the password.
  const newPassword = `Carrier#Reset${testInfo.retry + 2}`;
  const since = new Date(Date.now() - 1_000);

  // The 'Forgot your password?' link carries the typed address.
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(email);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/login\/forgot-password/);
  await expect(page).toHaveTitle('Forgot Password | NWDS Portal');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Request Reset Link' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'A password reset link has been sent to your email address.' })
      .filter({ hasText: 'If your account has no email address, please contact an administrator.' }),
  ).toBeVisible();

  const mail = await waitForMail(request, email, { subject: /password/i, since });
  await page.goto(linkPath(mail, '/login/reset-password/'));

  await expect(page).toHaveTitle('Reset Password | NWDS Portal');
  const rules = page.getByRole('list', { name: 'Password requirements' });
  await expect(rules.getByRole('listitem')).toHaveCount(5);
  await expect(rules).toContainText('Password must be at least 8 characters long');
  await expect(rules).toContainText('Password must contain at least one special character');
  await expect(rules.getByText('Not met:')).toHaveCount(5);
  await page.getByLabel('New Password').fill(newPassword);
  await expect(rules.getByText('Met:', { exact: true })).toHaveCount(5);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your password has been updated' })).toBeVisible();
  await expect(page.getByText('Please sign in to complete the reset process.')).toBeVisible();
  await page.getByRole('button', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);

  // The old password no longer signs in.
  await signInByUi(page, email, demoPassword);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email/username or password.' }),
  ).toBeVisible();
  expect(await readStoredAuth(page)).toBeNull();

  // The new one does: the session is stored, bound to the carrier identity.
  await signInByUi(page, email, newPassword);
  await expect
    .poll(async () => (await readStoredAuth(page))?.userIdentityCurrent?.identityType)
    .toBe('carrier');
  expect((await readStoredAuth(page))?.token).toBeTruthy();
});
