import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { getJson } from './support/api';
import { createOrder, unique } from './support/orders';
import { signInByApi } from './support/session';

/**
 * A load from start to end (issue #14, docs/decisions/039) against the real server and its demo seed: a
 * dispatcher creates a load, adds two orders (one consolidated to the warehouse), assigns a carrier, is
 * refused stop 2 first with the spec's sentence, checks the stops off in order in the stop modal, and sees
 * the load and its orders delivered; Cancel in the modal restores what was there.
 */

test.describe.configure({ timeout: 180_000 });

const title = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Load sections' }).getByRole('link', { name, exact: true });

/** Opens a picker and chooses the first option that is not disabled, or the one named. */
async function pick(scope: Locator, label: string, option?: RegExp) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.locator('xpath=..').getByRole('button', { name: 'Show options' }).click();
  const list = scope.page().getByRole('listbox', { name: label });
  const choice = option
    ? list.getByRole('option', { name: option })
    : list.getByRole('option').filter({ hasNotText: '(disabled)' }).first();
  await choice.click();
  await expect(box).not.toHaveValue('');
}

/** Finds an unplanned order by its PO # and adds it through the dialog the button opens. */
async function addOrder(page: Page, orderId: number, po: string, button: string, dialogTitle: string) {
  const unplanned = page.getByRole('region', { name: 'Unplanned Orders' });
  // The new order may show on the first page before the debounced search lands, and the search's answer
  // clears a selection made before it: wait for the answer to the search itself.
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/Orders/getItems') && (r.request().postData() ?? '').includes(po),
  );
  await unplanned.getByRole('searchbox', { name: 'Search unplanned orders' }).fill(po);
  await searched;
  await expect(unplanned.getByRole('row').filter({ hasText: po })).toHaveCount(1);
  const pick = unplanned.getByRole('checkbox', { name: `Select Order #${orderId}` });
  const add = unplanned.getByRole('button', { name: button });
  // The search is debounced: a row picked before its answer lands is unselected by the filter change (the
  // list never acts on rows it no longer shows), so pick it again until the selection holds.
  await expect(async () => {
    if (!(await pick.isChecked())) await pick.click();
    await expect(add).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await add.click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  return dialog;
}

const stopCard = (page: Page, n: number) => page.getByRole('listitem', { name: `Stop ${n}`, exact: true });

test('a dispatcher builds a load, resolves its stops in order in the modal, and sees it delivered', async ({
  page,
  request,
}) => {
  const auth = await signInByApi(page, request, accounts.dispatch);
  const [poA, poB] = [`E2E-${unique()}-LA`, `E2E-${unique()}-LB`];
  const orderA = await createOrder(request, auth, {
    poNumber: poA,
    producerName: 'E2E Load Cellars',
    quantity: 12,
  });
  const orderB = await createOrder(request, auth, {
    poNumber: poB,
    producerName: 'E2E Load Cellars',
    quantity: 12,
  });

  // Create New Load: the dialog, then the new load's page.
  await page.goto('/loads');
  await page.getByRole('button', { name: 'Create New Load' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Load' });
  await create.getByRole('combobox', { name: 'Designation' }).selectOption({ label: 'California' });
  await create.getByRole('textbox', { name: 'Trailer Number' }).fill('E2E-TR');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/loads\/\d+$/);
  const loadId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(title(page)).toContainText(`Load #${loadId}`);
  await expect(title(page)).toContainText('Open');
  await expect(page.getByText('No Carrier')).toBeVisible();

  // Two orders: one delivered to its destination, one consolidated to the warehouse.
  await tab(page, 'Add/Remove Orders').click();
  const asDelivery = await addOrder(page, orderA, poA, 'Add as Delivery', 'Add Order as Delivery');
  await asDelivery.getByRole('button', { name: 'Save' }).click();
  await expect(asDelivery).toBeHidden();
  const onLoad = page.getByRole('region', { name: 'Orders on this Load' });
  await expect(onLoad.getByText(poA)).toBeVisible();

  const toWarehouse = await addOrder(
    page,
    orderB,
    poB,
    'Consolidate to NWDS',
    'Consolidate Order to NWDS Location',
  );
  // It starts at the consolidation target (the setting, else the one warehouse): Save is ready at once.
  await expect(toWarehouse.getByRole('combobox', { name: /Location/ })).toHaveValue(/NWDS Warehouse/);
  await expect(toWarehouse.getByRole('button', { name: 'Save' })).toBeEnabled();
  await toWarehouse.getByRole('button', { name: 'Save' }).click();
  await expect(toWarehouse).toBeHidden();
  await expect(onLoad.getByText(poB)).toBeVisible();

  // Assign a carrier on Details.
  await tab(page, 'Details').click();
  const form = page.getByRole('form', { name: 'Load' });
  await pick(form, 'Carrier');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Load #${loadId} saved successfully.`)).toBeVisible();
  await expect(page.getByText('No Carrier')).toHaveCount(0);
  // Both orders leave from one place: one pickup with two orders, then the two deliveries.
  await expect(stopCard(page, 3)).toBeVisible();
  await expect(stopCard(page, 4)).toHaveCount(0);
  await expect(stopCard(page, 1)).toContainText('2 order(s) (24 unit(s))');
  await expect(stopCard(page, 3)).toContainText('NWDS Warehouse');

  // Stop 2 first is refused, and the tooltip says why.
  const second = stopCard(page, 2).getByRole('checkbox');
  await expect(second).toBeDisabled();
  await second.locator('xpath=../..').hover();
  await expect(page.getByRole('tooltip')).toContainText(
    'Load stops must be resolved in order so that statuses are calculated correctly. The next stop is Stop #1.',
  );

  // Cancel in the modal restores what was there.
  await stopCard(page, 1).getByRole('button', { name: 'Open Stop 1' }).click();
  let modal = page.getByRole('dialog', { name: new RegExp(`Load #${loadId}`) });
  await expect(modal.getByText('CURRENT STOP')).toBeVisible();
  await expect(modal.getByText('Stop 1 of 3')).toBeVisible();
  await modal.getByRole('checkbox', { name: 'Picked up' }).click();
  await modal.getByRole('textbox', { name: 'Carrier Stop Note' }).fill('Gate code 1234');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await stopCard(page, 1).getByRole('button', { name: 'Open Stop 1' }).click();
  modal = page.getByRole('dialog', { name: new RegExp(`Load #${loadId}`) });
  await expect(modal.getByRole('checkbox', { name: 'Picked up' })).not.toBeChecked();
  await expect(modal.getByRole('textbox', { name: 'Carrier Stop Note' })).toHaveValue('');

  // Every stop checked off in order, moving on with Next; Save saves them all and closes.
  for (let n = 1; n <= 3; n += 1) {
    await expect(modal.getByText(`Stop ${n} of 3`)).toBeVisible();
    await modal.getByRole('checkbox', { name: /^(Picked up|Delivered)$/ }).click();
    await expect(modal.getByLabel(/^(Picked up at:|Delivered at:)$/)).toBeEnabled();
    if (n < 3) await modal.getByRole('button', { name: 'Next stop' }).click();
  }
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(`Load #${loadId} saved successfully.`)).toBeVisible();
  await expect(title(page)).toContainText('Delivered');
  await expect(stopCard(page, 3).getByRole('heading')).toContainText(/Delivered \d\d\/\d\d\/\d{4}/);

  // The orders followed: the one delivered to its destination is Delivered, the consolidated one reached
  // the warehouse and is Consolidated there (it goes on in a later load).
  await tab(page, 'Add/Remove Orders').click();
  const rows = page.getByRole('region', { name: 'Orders on this Load' }).getByRole('row');
  await expect(rows.filter({ hasText: poA })).toContainText('Delivered');
  await expect(rows.filter({ hasText: poB })).toContainText('Consolidated');
  const statusOf = async (orderId: number) =>
    (await getJson<{ refOrderStatusId: number }>(request, auth, `/api/Orders/getItemById/${orderId}`))
      .refOrderStatusId;
  expect(await statusOf(orderA)).toBe(600);
  expect(await statusOf(orderB)).toBe(450);
});
