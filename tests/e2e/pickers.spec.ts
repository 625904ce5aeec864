import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { createLoad, createOrder, unique } from './support/orders';
import { signInByApi } from './support/session';

/**
 * Pickers open on click and draw their lists above everything (issue #25, docs/decisions/059): in the
 * "Consolidate Order to Location" dialog of a load's Add/Remove Orders tab and in the Order Journey's
 * "Add Order as Delivery" load picker, a click on the input opens a list whose options are whole on
 * screen (not cut by the dialog's scrolling body) and can be clicked; a plain select of a form takes a
 * click too. At a desk and on a phone.
 */

test.describe.configure({ timeout: 120_000 });

/**
 * Content-Security-Policy reports on the console. The list is placed with style properties set from
 * script, which the policy allows; the check covers the picker only, from its first click on (opening a
 * dialog reports its own, older violation: the scroll lock's injected <style>).
 */
const cspViolations = new WeakMap<Page, string[]>();
test.beforeEach(({ page }) => {
  const found: string[] = [];
  cspViolations.set(page, found);
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) found.push(m.text());
  });
});

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Load sections' }).getByRole('link', { name, exact: true });

/**
 * Clicks the input itself (not its "Show options" button) and expects the list to open outside the
 * dialog's subtree with at least three options wholly in the viewport, each the topmost element at its
 * own centre (nothing, the dialog included, covers it); then clicks the third and expects it chosen.
 */
async function expectPickerOpensWhole(dialog: Locator, label: string) {
  const page = dialog.page();
  const violations = cspViolations.get(page)!;
  const violationsBefore = violations.length;
  const box = dialog.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toBeFocused();
  const list = page.getByRole('listbox', { name: label });
  await expect(list).toBeVisible();
  await expect(dialog.getByRole('listbox')).toHaveCount(0);
  const options = list.getByRole('option');
  await expect.poll(() => options.count()).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < 3; i += 1) {
    const option = options.nth(i);
    await expect(option).toBeInViewport({ ratio: 1 });
    const rect = (await option.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(rect.y).toBeGreaterThanOrEqual(0);
    expect(rect.y + rect.height).toBeLessThanOrEqual(viewport.height);
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(viewport.width);
    const topmost = await option.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top !== null && el.contains(top);
    });
    expect(topmost, `option ${i + 1} of ${label} is the topmost element at its centre`).toBe(true);
  }
  await expectNoAxeViolations(page, `the ${label} picker open in its dialog`, { popupListbox: true });
  const third = options.nth(2);
  const name = (await third.locator('span').first().innerText()).trim();
  await third.click();
  await expect(list).toBeHidden();
  await expect(box).toHaveValue(name);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();
  expect(violations.slice(violationsBefore)).toEqual([]);
}

/**
 * The wheel scrolls the portalled list although a modal dialog locks scrolling outside itself, and
 * reaching the end of a list with more pages loads the next one (the option-search machine's paging).
 */
async function expectListScrollsAndPages(dialog: Locator, label: string) {
  const page = dialog.page();
  const box = dialog.getByRole('combobox', { name: label, exact: true });
  await box.click();
  const list = page.getByRole('listbox', { name: label });
  const options = list.getByRole('option');
  await expect.poll(() => options.count()).toBeGreaterThanOrEqual(3);
  const more = await page.getByRole('button', { name: 'Show more' }).isVisible();
  const before = await options.count();
  await list.hover();
  await page.mouse.wheel(0, 5_000);
  await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  if (more) await expect.poll(() => options.count()).toBeGreaterThan(before);
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();
}

/** A fresh order and a fresh Open load of the dispatcher's, so each run has its own records. */
async function freshOrderAndLoad(page: Page, request: Parameters<typeof signInByApi>[1], tag: string) {
  const auth = await signInByApi(page, request, accounts.dispatch);
  const po = `PK-${unique()}-${tag}`;
  const orderId = await createOrder(request, auth, {
    poNumber: po,
    producerName: 'Picker Cellars',
    quantity: 6,
  });
  return { orderId, po, loadId: await createLoad(request, auth) };
}

for (const [label, use] of [
  ['desk', { viewport: { width: 1440, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const) {
  test.describe(`at ${use.viewport.width} px (${label})`, () => {
    test.use(use);

    test('Consolidate Order to Location on a load: a click opens the location list, whole and clickable', async ({
      page,
      request,
    }) => {
      const { orderId, po, loadId } = await freshOrderAndLoad(page, request, 'CL');
      await page.goto(`/loads/${loadId}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
        `Load #${loadId}`,
      );
      await tab(page, 'Add/Remove Orders').click();
      const unplanned = page.getByRole('region', { name: 'Unplanned Orders' });
      const searched = page.waitForResponse(
        (r) => r.url().includes('/api/Orders/getItems') && (r.request().postData() ?? '').includes(po),
      );
      await unplanned.getByRole('searchbox', { name: 'Search unplanned orders' }).fill(po);
      await searched;
      const pick = unplanned.getByRole('checkbox', { name: `Select Order #${orderId}` });
      const consolidate = unplanned.getByRole('button', { name: 'Consolidate to Location' });
      // The debounced search may clear a selection made before its answer: pick again until it holds.
      await expect(async () => {
        if (!(await pick.isChecked())) await pick.click();
        await expect(consolidate).toBeEnabled({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await consolidate.click();
      const dialog = page.getByRole('dialog', { name: 'Consolidate Order to Location' });
      await expectPickerOpensWhole(dialog, 'Location');
      await expectListScrollsAndPages(dialog, 'Location');
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    });

    test('the Order Journey load picker: a click opens the load list, whole and clickable', async ({
      page,
      request,
    }) => {
      const { orderId } = await freshOrderAndLoad(page, request, 'OJ');
      await page.goto(`/orders/${orderId}/loads`);
      await expect(page.getByText('No loads are currently associated with this order.')).toBeVisible();
      await page
        .getByRole('region', { name: 'Order Journey' })
        .getByRole('button', { name: 'Add as Delivery' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Add Order as Delivery' });
      await expect(dialog.getByRole('combobox', { name: 'Load', exact: true })).toHaveValue('New load');
      await expectPickerOpensWhole(dialog, 'Load');
      await expectListScrollsAndPages(dialog, 'Load');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    });

    test("a plain select in a form takes a click and a choice (the load form's Load Type)", async ({
      page,
      request,
    }) => {
      const { loadId } = await freshOrderAndLoad(page, request, 'LT');
      await page.goto(`/loads/${loadId}`);
      const form = page.getByRole('form', { name: 'Load' });
      const type = form.getByRole('combobox', { name: 'Load Type' });
      // Playwright's click fails when another element would take it: the select itself is hit.
      await type.click();
      await expect(type).toBeFocused();
      await expect.poll(() => type.evaluate((el) => el.matches(':open'))).toBe(true);
      await page.keyboard.press('Escape');
      const choice = (await type.locator('option:not([value=""])').nth(1).innerText()).trim();
      await type.selectOption({ label: choice });
      await expect(type.locator('option:checked')).toHaveText(choice);
    });
  });
}
