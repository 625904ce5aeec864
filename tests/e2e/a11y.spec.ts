import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { adminIdentity, signInByApi } from './support/session';

/** Issue #10: 0 axe violations on every screen built so far, at a desktop and at a phone size. */
const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The sign-in area: no session needed. */
const signInScreens: [path: string, ready: (page: Page) => Promise<void>][] = [
  ['/login', (p) => expect(p.getByRole('button', { name: 'Login', exact: true })).toBeVisible()],
  ['/login/forgot-password', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
  [
    '/login/reset-password/not-a-real-link',
    (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  ],
  ['/login/request-access', (p) => expect(p.getByRole('button', { name: 'Request Access' })).toBeVisible()],
];

/** The shell's screens, as the demo admin (admin identity: every permission). */
const shellScreens = [
  '/orders',
  '/loads',
  '/order-customers',
  '/carriers',
  '/locations',
  '/storage-customers',
  '/users/admin/system',
  '/users/admin/admins',
  '/users/admin/employees',
  '/users/admin/customers',
  '/users/admin/scan-to-pick',
  '/users/admin/roles',
  '/users/admin/requests',
  '/users/profile',
];

for (const size of sizes)
  test.describe(`accessibility at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the sign-in area and account selection have no axe violations', async ({ page }) => {
      for (const [path, ready] of signInScreens) {
        await page.goto(path);
        await ready(page);
        await expectNoAxeViolations(page, `${path} (${size.name})`);
      }
      await page.goto('/login');
      await page.getByLabel('Email or username').fill(accounts.admin);
      await page.getByLabel('Password', { exact: true }).fill('Portal#Demo1');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/login\/account-selection/);
      await expect(page.getByRole('radiogroup')).toBeVisible();
      await expectNoAxeViolations(page, `account selection (${size.name})`);
    });

    test('every shell screen has no axe violations', async ({ page, request }) => {
      test.setTimeout(120_000);
      await signInByApi(page, request, accounts.admin, { pick: adminIdentity });
      for (const path of shellScreens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Lists: wait for the rows (or the empty state) rather than the spinner.
        await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
        await expectNoAxeViolations(page, `${path} (${size.name})`);
      }
    });
  });
