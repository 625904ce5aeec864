import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { adminIdentity, openSignedIn } from './support/session';

/**
 * Issue #10, "a list a dispatcher can scan", beyond the orders list: at 1440×900 the default columns of
 * the loads, carriers, locations and customers lists fit without a horizontal scrollbar, and the shell
 * fills the window exactly, so the table's box is the one scroll area (decision 033).
 */

const lists = [
  ['/loads', 'Loads'],
  ['/carriers', 'Carriers'],
  ['/locations', 'Locations'],
  ['/order-customers', 'Customers'],
] as const;

test.describe('business lists at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const [path, title] of lists) {
    test(`${title}: the default columns fit and the document is no taller than the window`, async ({
      page,
      request,
    }) => {
      await openSignedIn(page, request, accounts.admin, path, { pick: adminIdentity });
      const table = page.getByRole('table', { name: title });
      await expect(table.locator('tbody tr[aria-rowindex]').first()).toBeVisible();
      await expect(table).not.toHaveAttribute('aria-busy', 'true');

      const sizes = await table.locator('xpath=..').evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
        documentHeight: document.documentElement.scrollHeight,
        windowHeight: window.innerHeight,
      }));
      expect(sizes.scrollWidth, 'no horizontal scrollbar at 1440').toBeLessThanOrEqual(sizes.clientWidth + 1);
      expect(sizes.documentHeight, 'the page itself does not scroll').toBeLessThanOrEqual(sizes.windowHeight);
    });
  }
});
