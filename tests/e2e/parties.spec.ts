import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Permission } from '#contract/permissions';
import { accounts } from './support/accounts';
import { bearer } from './support/api';
import { adminIdentity, openSignedIn, signInByApi } from './support/session';

/**
 * Customers, locations and carriers (issue #16, decision 041) against the real server and its small demo
 * seed. Each journey makes or picks its own records (names carry a stamp), so they do not depend on
 * each other's order.
 */

const stamp = Date.now().toString(36);
const asAdmin = (page: Page, request: APIRequestContext) =>
  signInByApi(page, request, accounts.admin, { pick: adminIdentity });

const table = (page: Page, title: string) => page.getByRole('table', { name: title });
const row = (page: Page, title: string, text: string) =>
  table(page, title).getByRole('row').filter({ hasText: text });

async function searchList(page: Page, label: string, title: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect(row(page, title, text).first()).toBeVisible();
}

/** A double click on the row's name opens it; a list still settling after a search may swallow one. */
async function openRow(page: Page, title: string, text: string, url: RegExp) {
  await expect(row(page, title, text)).toHaveCount(1);
  await expect(async () => {
    await table(page, title).getByRole('cell', { name: text, exact: true }).dblclick();
    await expect(page).toHaveURL(url, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('customers, locations and carriers', () => {
  test('a dispatcher creates customers with Add Another, adds a contact and a location, and merges a duplicate into it', async ({
    page,
    request,
  }) => {
    // The longest journey here: two sign-ins, eight saves and a merge.
    test.setTimeout(120_000);
    const customerName = `E2E Cellars ${stamp}`;
    const spareName = `E2E Spare ${stamp}`;
    const dockName = `E2E Dock ${stamp}`;
    const dispatch = await signInByApi(page, request, accounts.dispatch);

    // Create Customer, twice in one go with 'Add Another After Saving'.
    await page.goto('/order-customers');
    await page.getByRole('button', { name: 'Create Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Customer' });
    await dialog.getByRole('checkbox', { name: 'Add Another After Saving' }).click();
    const fill = async (name: string) => {
      await dialog.getByRole('textbox', { name: /^Customer Name/ }).fill(name);
      await dialog.getByRole('textbox', { name: /^Address(?! 2)/ }).fill('9 Oak Ave');
      await dialog.getByRole('textbox', { name: /^City/ }).fill('Salem');
      await dialog.getByRole('textbox', { name: /^Zip/ }).fill('97301');
    };
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Customer name is required')).toBeVisible();
    await fill(customerName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Customer ${customerName} saved`)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Customer Name/ })).toHaveValue('');
    await dialog.getByRole('checkbox', { name: 'Add Another After Saving' }).click();
    await fill(spareName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    // Open the customer: its status is Good Standing, as every customer created from the list.
    await searchList(page, 'Search customers', 'Customers', customerName);
    await openRow(page, 'Customers', customerName, /\/order-customers\/\d+$/);
    const customerId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveValue('0');

    // A contact.
    const sections = page.getByRole('navigation', { name: 'Customer sections' });
    await sections.getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveTitle('Order Customer Contacts | NWDS Portal');
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const contact = page.getByRole('dialog', { name: 'Add Contact' });
    await contact.getByRole('textbox', { name: /^Name/ }).fill('Ana Ortiz');
    await contact.getByRole('checkbox', { name: /Primary contact/ }).click();
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(table(page, 'Contacts').getByRole('cell', { name: 'Ana Ortiz', exact: true })).toBeVisible();

    // A location of the customer, from its Locations tab.
    await sections.getByRole('link', { name: 'Locations' }).click();
    await page.getByRole('button', { name: 'Create Location' }).click();
    const create = page.getByRole('dialog', { name: 'Create Location' });
    await create.getByRole('textbox', { name: /^Name/ }).fill(dockName);
    await create.getByRole('textbox', { name: /^City/ }).fill('Salem');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(create).toBeHidden({ timeout: 20_000 });
    await openRow(page, 'Locations', dockName, /\/locations\/\d+$/);
    const locationId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: dockName })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('Salem');

    // A duplicate of it, with a contact of its own, made through the API.
    const dup = await request.post('/api/Locations/create', {
      headers: bearer(dispatch),
      data: { name: `${dockName} (dup)`, city: 'Salem', relatedOrderCustomerId: customerId },
    });
    expect(dup.status(), await dup.text()).toBe(200);
    const dupId = ((await dup.json()) as { locationId: number }).locationId;
    const dupContact = await request.post(`/api/LocationContacts/${dupId}`, {
      headers: bearer(dispatch),
      data: { name: 'Dock clerk' },
    });
    expect(dupContact.status(), await dupContact.text()).toBe(200);

    // Merging needs LocationMerge (430), which the seeded Dispatch role does not hold: an admin merges.
    const admin = await asAdmin(page, request);
    await page.goto('/locations');
    await searchList(page, 'Search locations', 'Locations', dockName);
    await expect(row(page, 'Locations', dockName)).toHaveCount(2);
    await table(page, 'Locations')
      .getByRole('checkbox', { name: `Select Location ${dockName}`, exact: true })
      .click();
    await table(page, 'Locations')
      .getByRole('checkbox', { name: `Select Location ${dockName} (dup)` })
      .click();
    await page.getByRole('button', { name: 'Merge' }).click();
    const merge = page.getByRole('dialog', { name: 'Merge Locations' });
    await expect(
      merge.getByRole('table', { name: 'Locations to merge' }).getByText(`${dockName} (dup) (#${dupId})`),
    ).toBeVisible();
    await merge.getByRole('radio', { name: `${dockName} (#${locationId})` }).click();
    await merge.getByRole('button', { name: 'Merge' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Merge' }).click();
    await expect(
      merge.getByText(
        `Moved 0 orders, 0 loads, 0 notes and 1 contact from 1 location to ${dockName}; the merged locations were removed.`,
      ),
    ).toBeVisible();
    await merge.getByRole('button', { name: 'Close' }).click();
    await expect(row(page, 'Locations', dockName)).toHaveCount(1);

    // What the server holds now: the duplicate is gone and its contact belongs to the primary.
    const gone = await request.get(`/api/Locations/getItemById/${dupId}`, { headers: bearer(admin) });
    expect(gone.status()).toBe(404);
    const contacts = await request.get(`/api/LocationContacts/${locationId}`, { headers: bearer(admin) });
    expect(((await contacts.json()) as { name: string }[]).map((c) => c.name)).toContain('Dock clerk');
  });

  test("disabling a carrier marks it disabled in getResultItems and in a load's carrier picker", async ({
    page,
    request,
  }) => {
    const dispatch = await openSignedIn(page, request, accounts.dispatch, '/carriers');
    const first = table(page, 'Carriers')
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: /^Select Carrier / }) })
      .first();
    await expect(first).toBeVisible();
    await first.dblclick();
    await expect(page).toHaveURL(/\/carriers\/\d+$/);
    const carrierId = Number(new URL(page.url()).pathname.split('/').pop());
    const enabled = page.getByRole('checkbox', { name: /^Enabled/ });
    // The switch is enabled once the carrier has loaded; only then does its state say anything.
    await expect(enabled).toBeEnabled();
    if (!(await enabled.isChecked())) {
      await enabled.click();
      await expect(enabled).toBeChecked();
    }
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    await enabled.click();
    await expect(page.getByText(`Carrier ${name} disabled`)).toBeVisible();
    await expect(enabled).not.toBeChecked();

    const picker = await request.post('/api/Carriers/getResultItems', {
      headers: bearer(dispatch),
      data: { pageNumber: 0, pageSize: -1 },
    });
    expect(picker.status(), await picker.text()).toBe(200);
    const item = ((await picker.json()) as { value?: number; disabled?: boolean }[]).find(
      (i) => i.value === carrierId,
    );
    expect(item?.disabled).toBe(true);

    // And a load's carrier picker lists it, marked disabled: a new load of its own, so no other journey's
    // load (which may carry this very carrier) decides what the picker shows.
    const created = await request.post('/api/Loads/create', {
      headers: bearer(dispatch),
      data: { refLoadStatusId: 1 },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { loadId } = (await created.json()) as { loadId: number };
    await page.goto(`/loads/${loadId}`);
    const carrierPicker = page.getByRole('combobox', { name: /^Carrier/ });
    await expect(carrierPicker).toBeEnabled({ timeout: 15_000 });
    await carrierPicker.click();
    await carrierPicker.fill(name!);
    await expect(
      page.getByRole('option', {
        name: new RegExp(`^${name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(disabled\\)`),
      }),
    ).toBeVisible();
  });

  test('a customer identity opens its own customer page and sees no status and no back link', async ({
    page,
    request,
  }) => {
    // The seeded Customer View role reads orders only; reading one's own customer needs CustomerView.
    const admin = await asAdmin(page, request);
    const roles = await request.post('/api/System/SystemRoles/getItems', {
      headers: bearer(admin),
      data: { pageNumber: 0, pageSize: -1 },
    });
    const role = ((await roles.json()) as { systemRoleId?: number; name?: string }[]).find(
      (r) => r.name === 'Customer View',
    )!;
    const full = await request.get(`/api/System/SystemRoles/getItemById/${role.systemRoleId}`, {
      headers: bearer(admin),
    });
    const saved = (await full.json()) as { permissionCodes: number[] };
    const put = await request.put(`/api/System/SystemRoles/${role.systemRoleId}`, {
      headers: bearer(admin),
      data: { ...saved, permissionCodes: [...new Set([...saved.permissionCodes, Permission.CustomerView])] },
    });
    expect(put.status(), await put.text()).toBe(200);

    const customer = await signInByApi(page, request, accounts.customer, { applyRolePermissions: true });
    const own = customer.userIdentityCurrent!;
    await page.goto('/');
    await page.getByRole('link', { name: own.customerName ?? 'My Company' }).click();
    await expect(page).toHaveURL(new RegExp(`/order-customers/${own.customerId}$`));
    await expect(page.getByRole('heading', { level: 1, name: own.customerName! })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Customer Name/ })).toHaveValue(own.customerName!);
    await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveCount(0);
    await expect(page.getByText(/^(Good Standing|Pending Approval|COD Only|Suspended)$/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to list' })).toHaveCount(0);
  });
});
