import { expect, test } from '@playwright/test';
import { robinRequest } from '../fixtures/access-request';
import { accessRequestsFor } from './support/test-support';

test('request access reaches the success screen and files the request', async ({ page, request }) => {
  // A new address each run attempt, so a retry never meets the request of an earlier one.
  const email = `new.customer.${Date.now()}@example.test`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'New customer? Request Access' }).click();
  await expect(page).toHaveURL(/\/login\/request-access/);
  await expect(page).toHaveTitle('Request Access | NWDS Portal');

  await page.getByLabel('First Name').fill(robinRequest.firstName);
  await page.getByLabel('Last Name').fill(robinRequest.lastname);
  await page.getByLabel('Company Name').fill(robinRequest.companyName);
  await page.getByLabel('Email').fill(email);
  // The mask formats the digits as they are typed.
  const phone = page.getByLabel('Phone');
  await phone.pressSequentially('5035550142');
  await expect(phone).toHaveValue(robinRequest.phone);
  await page.getByLabel('Company City').fill(robinRequest.city);
  // The pick list shows the states by full name.
  await page.getByLabel('State').selectOption({ label: 'Oregon' });
  await page.getByLabel('Additional Information').fill(robinRequest.additionalInfo);
  await page.getByRole('button', { name: 'Request Access' }).click();

  await expect(page).toHaveURL(/\/login\/request-access-success$/);
  await expect(page.getByRole('heading', { name: 'Request Successful' })).toBeVisible();
  await expect(
    page.getByText('Submitted successfully! Please wait for us to review your access request.'),
  ).toBeVisible();

  const rows = await accessRequestsFor(request, email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ ...robinRequest, emailAddress: email });
});
