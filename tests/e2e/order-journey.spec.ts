import { expect, test, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import { accounts } from './support/accounts';
import { getJson } from './support/api';
import { createOrder, unique } from './support/orders';
import { signInByApi } from './support/session';

/**
 * The Order Journey tab (issue #15, docs/decisions/045) against the real server and its demo seed: a
 * dispatcher builds a two-load journey for one order (consolidated to the warehouse, then delivered), checks
 * the stops off in order from the journey seeing Unsaved, Saving and Saved after each, and sees the order
 * and both loads Delivered; a refused save shows SaveFailed and keeps the edit until Retry; leaving with a
 * save under way asks first.
 */

test.describe.configure({ timeout: 180_000 });

const title = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const saveStatus = (page: Page) => page.locator('[role="status"][data-save-state]');
const loads = (page: Page) => page.getByRole('region', { name: /^Load #\d+$/ });
const stopCard = (load: Locator, n: number) => load.getByRole('listitem', { name: `Stop ${n}`, exact: true });
const checkBox = (load: Locator, n: number) =>
  stopCard(load, n).getByRole('checkbox', { name: /^(Picked up|Delivered)$/ });
/** A load's header line: its number, status chip, carrier and leg. */
const loadHeader = (load: Locator) => load.getByRole('heading', { level: 2 }).locator('xpath=..');
const loadIdOf = async (load: Locator) =>
  Number((await load.getAttribute('aria-label'))!.replace('Load #', ''));

/** Opens a picker and chooses its first option that is not disabled; returns what the picker then shows. */
async function pick(scope: Locator, label: string): Promise<string> {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.locator('xpath=..').getByRole('button', { name: 'Show options' }).click();
  const list = scope.page().getByRole('listbox', { name: label });
  await list.getByRole('option').filter({ hasNotText: '(disabled)' }).first().click();
  await expect(box).not.toHaveValue('');
  return box.inputValue();
}

/**
 * Records every save state the status line shows from now on (a MutationObserver in the page), so a
 * journey sees Unsaved, Saving and Saved in order however briefly each shows, without timing its polls.
 */
async function recordSaveStates(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { saveStates: string[]; saveStatesObserver?: MutationObserver };
    w.saveStatesObserver?.disconnect();
    const states: string[] = [];
    const note = () => {
      const state =
        document.querySelector<HTMLElement>('[role="status"][data-save-state]')?.dataset.saveState ?? null;
      if (state !== null && states.at(-1) !== state) states.push(state);
    };
    note();
    w.saveStates = states;
    w.saveStatesObserver = new MutationObserver(note);
    w.saveStatesObserver.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-save-state'],
    });
  });
}
const recordedSaveStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { saveStates: string[] }).saveStates);

/** Does `act`, then expects the status line to go Unsaved, Saving and end Saved, in that order. */
async function expectSaved(page: Page, act: () => Promise<void>) {
  await expect(saveStatus(page)).toHaveAttribute('data-save-state', 'Saved');
  await recordSaveStates(page);
  await act();
  await expect
    .poll(() => recordedSaveStates(page), { timeout: 15_000 })
    .toEqual(['Saved', 'Unsaved', 'Saving', 'Saved']);
  await expect(saveStatus(page)).toHaveText('Saved');
}

/** Opens the add-order dialog from the journey's toolbar, keeps 'New load', and Saves. */
async function addOnNewLoad(page: Page, button: string, dialogTitle: string): Promise<string | null> {
  await page.getByRole('region', { name: 'Order Journey' }).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog.getByRole('combobox', { name: 'Load', exact: true })).toHaveValue('New load');
  const location = dialogTitle.startsWith('Consolidate') ? await pick(dialog, 'Location') : null;
  await expectSaved(page, async () => {
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  });
  return location;
}

/** Signs the dispatcher in and opens the journey of a fresh order of theirs, with no load yet. */
async function openNewJourney(page: Page, request: APIRequestContext, tag: string) {
  const auth = await signInByApi(page, request, accounts.dispatch);
  const orderId = await createOrder(request, auth, {
    poNumber: `E2E-${unique()}-${tag}`,
    producerName: 'E2E Journey Cellars',
    quantity: 6,
  });
  await page.goto(`/orders/${orderId}/loads`);
  await expect(title(page)).toContainText(`Order #${orderId}`);
  await expect(page.getByText('No loads are currently associated with this order.')).toBeVisible();
  await expect(saveStatus(page)).toHaveAttribute('data-save-state', 'Saved');
  return { auth, orderId };
}

test('a dispatcher builds a two-load journey, checks its stops off in order, and sees the order delivered', async ({
  page,
  request,
}) => {
  const { auth, orderId } = await openNewJourney(page, request, 'OJ');
  await expect(title(page)).toContainText('Open');

  // Leg 1: to the warehouse, on a new load.
  const warehouse = await addOnNewLoad(page, 'Consolidate to NWDS', 'Consolidate Order to NWDS Location');
  await expect(loads(page)).toHaveCount(1);
  const first = loads(page).first();
  await expect(stopCard(first, 1)).toContainText("This order's pickup");
  await expect(stopCard(first, 2)).toContainText("This order's consolidation drop");
  await expect(stopCard(first, 2)).toContainText(warehouse!);
  await expect(stopCard(first, 3)).toHaveCount(0);
  await expect(loadHeader(first)).toContainText('No Carrier');

  // Leg 2: from the warehouse to the order's destination, on another new load.
  await addOnNewLoad(page, 'Add as Delivery', 'Add Order as Delivery');
  await expect(loads(page)).toHaveCount(2);
  const second = loads(page).nth(1);
  const [firstId, secondId] = [await loadIdOf(first), await loadIdOf(second)];
  expect(secondId).not.toBe(firstId);
  await expect(loadHeader(first)).toContainText(`Leg 1 of 2: to ${warehouse} for consolidation`);
  await expect(loadHeader(second)).toContainText(`Leg 2 of 2: from ${warehouse}`);
  await expect(stopCard(second, 1)).toContainText("This order's pickup");
  await expect(stopCard(second, 1)).toContainText(warehouse!);
  await expect(stopCard(second, 2)).toContainText("This order's delivery");
  await expect(title(page)).toContainText('Planned');

  // The journey's first stop is current; load 2 waits for load 1, and its tooltip says so.
  await expect(stopCard(first, 1)).toContainText('CURRENT STOP');
  await expect(checkBox(first, 2)).toBeDisabled();
  await expect(checkBox(second, 1)).toBeDisabled();
  await checkBox(second, 1).locator('xpath=../..').hover();
  await expect(page.getByRole('tooltip')).toContainText(
    `The next stop is in the next load: Stop #1 of Load #${firstId}.`,
  );

  // Every stop checked off in order; each save shows Saving, then Saved, and the statuses follow.
  const order: [Locator, number][] = [
    [first, 1],
    [first, 2],
    [second, 1],
    [second, 2],
  ];
  for (const [load, n] of order) {
    await expect(stopCard(load, n)).toContainText('CURRENT STOP');
    await expect(checkBox(load, n)).toBeEnabled();
    await expectSaved(page, () => checkBox(load, n).click());
    await expect(checkBox(load, n)).toBeChecked();
    await expect(stopCard(load, n).getByRole('heading', { level: 3 })).toContainText(
      /(Picked Up|Delivered) \d\d\/\d\d\/\d{4}/,
    );
    if (load === first && n === 2) {
      await expect(loadHeader(first)).toContainText('Delivered');
      await expect(title(page)).toContainText('Consolidated');
    }
  }
  await expect(title(page)).toContainText('Delivered');
  await expect(loadHeader(first).getByText('Delivered', { exact: true })).toBeVisible();
  await expect(loadHeader(second).getByText('Delivered', { exact: true })).toBeVisible();

  // The server agrees: the order reached its destination.
  const stored = await getJson<{ refOrderStatusId: number }>(
    request,
    auth,
    `/api/Orders/getItemById/${orderId}`,
  );
  expect(stored.refOrderStatusId).toBe(600);
});

test('a refused save shows SaveFailed and keeps the check until Retry; leaving while saving asks first', async ({
  page,
  request,
}) => {
  const { orderId } = await openNewJourney(page, request, 'OF');
  await addOnNewLoad(page, 'Add as Delivery', 'Add Order as Delivery');
  const load = loads(page).first();
  await expect(stopCard(load, 2)).toContainText("This order's delivery");

  // The load's PUT is refused: SaveFailed with the server's sentence, and the check stays.
  const loadPut = '**/api/Loads/*';
  await page.route(loadPut, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 503,
          json: { statusText: 'The load service is down for the test', code: 'server_error' },
        })
      : route.continue(),
  );
  await checkBox(load, 1).click();
  await expect(saveStatus(page)).toHaveAttribute('data-save-state', 'SaveFailed', { timeout: 15_000 });
  await expect(saveStatus(page)).toContainText(
    'Save failed: The load service is down for the test. Your changes are kept.',
  );
  await expect(checkBox(load, 1)).toBeChecked();
  await expect(stopCard(load, 2)).toContainText('CURRENT STOP');

  // Retry with the server answering again saves the kept check.
  await page.unroute(loadPut);
  await recordSaveStates(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect
    .poll(() => recordedSaveStates(page), { timeout: 15_000 })
    .toEqual(['SaveFailed', 'Saving', 'Saved']);
  await expect(checkBox(load, 1)).toBeChecked();
  await expect(title(page)).toContainText('In Transit');

  // A save held by the server: leaving for Details asks, and Stay keeps the journey and its save.
  const held: { route: Route | null } = { route: null };
  await page.route(loadPut, (route) => {
    if (route.request().method() === 'PUT') held.route = route;
    else return route.continue();
  });
  await checkBox(load, 2).click();
  await expect(saveStatus(page)).toHaveAttribute('data-save-state', 'Saving', { timeout: 15_000 });
  await expect.poll(() => held.route !== null).toBe(true);
  const details = page
    .getByRole('navigation', { name: 'Order sections' })
    .getByRole('link', { name: 'Details', exact: true });
  await details.click();
  const ask = page.getByRole('alertdialog', { name: 'Leave the journey?' });
  await expect(ask).toContainText("1 change(s) to this order's journey are not saved yet.");
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/loads$`));
  await expect(saveStatus(page)).toHaveAttribute('data-save-state', 'Saving');
  await expect(checkBox(load, 2)).toBeChecked();

  // The server answers at last: Saved, the order Delivered, and leaving no longer asks.
  await held.route!.continue();
  await page.unroute(loadPut);
  await expect(saveStatus(page)).toHaveAttribute('data-save-state', 'Saved', { timeout: 15_000 });
  await expect(title(page)).toContainText('Delivered');
  await details.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(ask).toHaveCount(0);
});
