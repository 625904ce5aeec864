import { expect, test, type Page, type Response } from '@playwright/test';
import { accounts } from './support/accounts';
import { openSignedIn, signInByUi } from './support/session';

/**
 * The built portal under its Content-Security-Policy (api/server/http/security-headers.ts): every page a
 * person reaches loads with no violation, the policy is on the page's answer, and scripts arrive compressed.
 */

/** Collects violations both ways Chromium reports them: the DOM event and the console line. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleLines.push(message.text());
  });
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (e) =>
      found.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [
    ...consoleLines,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

test('the login page carries the policy and loads compressed scripts with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const scripts: Response[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('.js')) scripts.push(res);
  });
  const answer = await page.goto('/login');
  const csp = answer!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(answer!.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByLabel('Email or username')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  // Files under 1 kB are not worth compressing (scripts/precompress.ts); every other one arrives as Brotli.
  for (const res of scripts) {
    if ((await res.body()).length >= 1024) expect(res.headers()['content-encoding'], res.url()).toBe('br');
  }
  expect(await violations()).toEqual([]);
});

test('signing in, the orders list, its menus and dialogs run with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signInByUi(page, accounts.dispatch);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('table').first()).toBeVisible();
  // Radix menus and dialogs lock scrolling with styles they add at run time: the policy must allow them.
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  // A modal dialog locks the page's scroll with a style element it writes (react-remove-scroll): it carries
  // the page's nonce, so the policy takes it without 'unsafe-inline'.
  await page.getByRole('button', { name: 'Column Settings' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the machine inspector runs under the policy', async ({ page, request }) => {
  const violations = await watchViolations(page);
  await openSignedIn(page, request, accounts.dispatch, '/inspector');
  await expect(page.getByRole('heading', { level: 1, name: 'Machine Inspector' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Machines' }).getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  expect(await violations()).toEqual([]);
});
