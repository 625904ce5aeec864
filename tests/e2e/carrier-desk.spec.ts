import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { getJson } from './support/api';
import { addOrderToLoad, createLoad, createOrder, unique } from './support/orders';
import { signInByApi } from './support/session';
import { deskAndPhone } from './support/viewports';

/**
 * The demo carrier on one of its loads (issue #24, decision 057), at a desk and on a phone: it sees only the
 * tabs and controls it can use (Details, Notes, Attachments; the load's fields read-only; no pay, change log
 * or orders), checks the pickup off, writes a carrier stop note, adds a load note and uploads a proof of
 * delivery. A dispatcher makes the load through the API first, so each run has a fresh one.
 */

test.describe.configure({ timeout: 120_000 });

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Load sections' }).getByRole('link');
const stopCard = (page: Page, n: number) => page.getByRole('listitem', { name: `Stop ${n}`, exact: true });

async function carrierLoad(page: Page, request: Parameters<typeof signInByApi>[1]) {
  const carrier = await signInByApi(page, request, accounts.carrier);
  const carrierId = (carrier.userIdentityCurrent as { carrierId?: number | null }).carrierId;
  expect(carrierId).toBeTruthy();
  const dispatch = await signInByApi(page, request, accounts.dispatch);
  const po = `CAR-${unique()}`;
  const orderId = await createOrder(request, dispatch, {
    poNumber: po,
    producerName: 'Carrier Desk',
    quantity: 12,
  });
  const loadId = await createLoad(request, dispatch, { carrierId });
  await addOrderToLoad(request, dispatch, { loadId, orderId });
  // The page is the carrier's again.
  const auth = await signInByApi(page, request, accounts.carrier);
  return { loadId, auth, po };
}

for (const [label, viewport] of deskAndPhone) {
  test.describe(`at ${viewport.width} px (${label})`, () => {
    test.use({ viewport });

    test('the carrier sees only what it can use, checks a stop off, writes a stop note, a note and a document', async ({
      page,
      request,
    }) => {
      const { loadId, auth, po } = await carrierLoad(page, request);
      await page.goto(`/loads/${loadId}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
        `Load #${loadId}`,
      );
      await expect(tabs(page)).toHaveText(['Details', 'Notes', 'Attachments']);
      await expect(page.getByLabel('Trailer Number')).toBeDisabled();
      await expect(page.getByLabel('Revenue')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Move Stop/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Load Summary' })).toHaveCount(0);
      await page.screenshot({ path: `/tmp/carrier-desk-${label}-details.png`, fullPage: true });

      // The pickup, checked off on its card: it saves itself, its save state beside the stops (decision 064);
      // the load form has nothing a carrier may change, so no Save either.
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
      const saveState = page.locator('[role="status"][data-save-state]');
      await stopCard(page, 1).getByRole('checkbox', { name: 'Picked up' }).click();
      await expect(saveState).toHaveAttribute('data-save-state', /Unsaved|Saving/);
      await expect(saveState).toHaveAttribute('data-save-state', 'Saved');
      await page.reload();
      await expect(stopCard(page, 1).getByRole('checkbox', { name: 'Picked up' })).toBeChecked();

      // A carrier stop note on the delivery, in the stop modal.
      await stopCard(page, 2).getByRole('button', { name: 'Open Stop 2' }).click();
      const modal = page.getByRole('dialog', { name: new RegExp(`Load #${loadId}`) });
      await expect(modal.getByRole('button', { name: 'Receiving Summary' })).toHaveCount(0);
      const note = `Dock 4 ${unique()}`;
      await modal.getByRole('textbox', { name: 'Carrier Stop Note' }).fill(note);
      await modal.getByRole('button', { name: 'Save' }).click();
      await expect(modal).toBeHidden();
      await expect(page.getByText(/^Load Locations \d+ saved successfully\.$/)).toBeVisible();
      const saved = await getJson<{ loadStops: { stopDirections: string | null }[] }>(
        request,
        auth,
        `/api/Loads/getItemById/${loadId}`,
      );
      expect(saved.loadStops.map((s) => s.stopDirections)).toContain(note);

      // A load note.
      await tabs(page).filter({ hasText: 'Notes' }).click();
      const text = `Arrived early ${po}`;
      await page.getByRole('textbox', { name: 'New note' }).fill(text);
      await page.getByRole('button', { name: 'Add Note' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: text })).toContainText('(You)');

      // A proof of delivery.
      await tabs(page).filter({ hasText: 'Attachments' }).click();
      const panel = page.getByRole('region', { name: 'Attachments' });
      const name = `pod-${po}.pdf`;
      await panel.getByLabel('Drop files here or choose them:').setInputFiles({
        name,
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      await expect(panel.getByRole('row').filter({ hasText: name })).toBeVisible({ timeout: 20_000 });
      await page.screenshot({ path: `/tmp/carrier-desk-${label}-attachments.png`, fullPage: true });

      // The hidden tabs' own addresses do not open either: the route guard reads the same rules.
      for (const sub of ['orders', 'carrier-pay', 'changelog']) {
        await page.goto(`/loads/${loadId}/${sub}`);
        await expect(page).not.toHaveURL(new RegExp(`/loads/${loadId}/${sub}$`));
        await expect(page.getByText('You do not have permission to do that.')).toHaveCount(0);
      }
    });
  });
}
