import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { orderOnNewLoad, unique } from './support/orders';
import { signInByApi } from './support/session';
import { deskAndPhone } from './support/viewports';

/**
 * One way to check a stop off (issue #25, decision 064): on the load page's stop cards, in the stop modal and
 * on the Order Journey, a tick is saved by itself and its save state shows beside the stops (Unsaved, then
 * Saving, then Saved); nothing waits for a Save button out of sight, and a load field typed meanwhile stays.
 */

test.describe.configure({ timeout: 120_000 });

const stopCard = (page: Page, n: number) => page.getByRole('listitem', { name: `Stop ${n}`, exact: true });
const saveState = (page: Page) => page.locator('[role="status"][data-save-state]');

/** Sees a change go through the save states to Saved. */
async function seenSaved(page: Page) {
  await expect(saveState(page)).toHaveAttribute('data-save-state', /Unsaved|Saving/);
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'Saved');
}

/** A new load with one order on it: a pickup and a delivery. */
async function loadWithOrder(page: Page, request: Parameters<typeof signInByApi>[1]) {
  const auth = await signInByApi(page, request, accounts.dispatch);
  const { orderId, loadId } = await orderOnNewLoad(request, auth, {
    poNumber: `ONE-${unique()}`,
    producerName: 'One Way Cellars',
    quantity: 5,
  });
  return { loadId, orderId };
}

for (const [label, viewport] of deskAndPhone) {
  test.describe(`at ${viewport.width} px (${label})`, () => {
    test.use({ viewport });

    test('the load page, the stop modal and the journey check stops off the same way', async ({
      page,
      request,
    }) => {
      const { loadId, orderId } = await loadWithOrder(page, request);
      await page.goto(`/loads/${loadId}`);
      await expect(stopCard(page, 2)).toBeVisible();

      // On the card, with a load field typed and not saved: the tick saves itself, the typing stays.
      const form = page.getByRole('form', { name: 'Load' });
      await form.getByRole('textbox', { name: 'Trailer Number' }).fill(`TR-${label}`);
      await stopCard(page, 1).getByRole('checkbox', { name: 'Picked up' }).click();
      await seenSaved(page);
      await expect(form.getByRole('textbox', { name: 'Trailer Number' })).toHaveValue(`TR-${label}`);
      // The form's own Save after it is not refused as stale.
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(`Load #${loadId} saved successfully.`)).toBeVisible();

      // The order's journey: unticking the pickup there is the same edit, with the same save states.
      await page.goto(`/orders/${orderId}/loads/${loadId}`);
      const journeyLoad = page.getByRole('region', { name: `Load #${loadId}` });
      await journeyLoad.getByRole('listitem', { name: 'Stop 1', exact: true }).getByRole('checkbox').click();
      await seenSaved(page);

      // In the stop modal on the load page: its Save hands both stops to the same save, seen the same way.
      await page.goto(`/loads/${loadId}`);
      await expect(stopCard(page, 1).getByRole('checkbox', { name: 'Picked up' })).not.toBeChecked();
      await stopCard(page, 1).getByRole('button', { name: 'Open Stop 1' }).click();
      const modal = page.getByRole('dialog', { name: new RegExp(`Load #${loadId}`) });
      await modal.getByRole('checkbox', { name: 'Picked up' }).click();
      await modal.getByRole('button', { name: 'Next stop' }).click();
      await modal.getByRole('checkbox', { name: 'Delivered' }).click();
      await modal.getByRole('button', { name: 'Save' }).click();
      await expect(modal).toBeHidden();
      await seenSaved(page);
      await expect(page.getByText(`Load #${loadId} saved successfully.`)).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Delivered');

      await page.reload();
      await expect(stopCard(page, 1).getByRole('checkbox', { name: 'Picked up' })).toBeChecked();
      await expect(stopCard(page, 2).getByRole('checkbox', { name: 'Delivered' })).toBeChecked();
      await expect(form.getByRole('textbox', { name: 'Trailer Number' })).toHaveValue(`TR-${label}`);
    });
  });
}
