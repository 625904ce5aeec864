import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { signInByApi } from './support/session';

/**
 * The live desk with two dispatchers on one load (issue #28, decision 080): Dana Whitaker and Alex Morgan
 * (the admin account's employee identity, a second dispatcher) open the same load in two browser contexts.
 * Each sees the other on the page within two seconds of arriving, editing or leaving (decision 086);
 * Alex's save shows on Dana's screen without a reload; when both change the Trailer Number, Dana's form
 * merges and asks which one to keep.
 */

const form = (page: Page) => page.getByRole('form', { name: 'Load' });
const trailer = (page: Page) => form(page).getByRole('textbox', { name: 'Trailer Number' });
const miles = (page: Page) => form(page).getByRole('spinbutton', { name: 'Miles' });
const present = (page: Page) => page.getByRole('list', { name: 'Also here' });

test('two dispatchers on one load: presence, a change without reload, and a conflicting save merged', async ({
  page: dana,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  await signInByApi(dana, request, accounts.dispatch);
  await dana.goto('/loads');
  await dana.getByRole('button', { name: 'Create New Load' }).click();
  const create = dana.getByRole('dialog', { name: 'Create New Load' });
  await create.getByRole('combobox', { name: 'Designation' }).selectOption({ label: 'California' });
  await create.getByRole('textbox', { name: 'Trailer Number' }).fill('TR-FIRST');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(dana).toHaveURL(/\/loads\/\d+$/);
  const loadId = Number(new URL(dana.url()).pathname.split('/').at(-1));
  await expect(trailer(dana)).toHaveValue('TR-FIRST');

  const other = await browser.newContext();
  const alex = await other.newPage();
  try {
    await signInByApi(alex, request, accounts.admin, { pick: (i) => i.identityType === 'employee' });
    await alex.goto(`/loads/${loadId}`);
    await expect(trailer(alex)).toHaveValue('TR-FIRST');

    // Presence: Alex hears of Dana at once; Dana hears of Alex from her live stream, well before her next
    // 10 s heartbeat (decision 086).
    await expect(present(alex).getByText('Dana Whitaker is viewing')).toBeVisible();
    await expect(present(dana).getByText('Alex Morgan is viewing')).toBeVisible({ timeout: 2_000 });

    // Alex's save reaches Dana's screen, with nothing typed there, without a reload.
    await miles(alex).fill('321');
    await form(alex).getByRole('button', { name: 'Save' }).click();
    await expect(alex.getByText(`Load #${loadId} saved successfully.`)).toBeVisible();
    await expect(miles(dana)).toHaveValue('321', { timeout: 5_000 });
    await expect(dana.getByText('Alex Morgan changed miles. This is their version.')).toBeVisible();

    // Dana starts editing: Alex sees it. Then both change the Trailer Number, Alex saves first.
    await trailer(dana).fill('TR-DANA');
    await expect(present(alex).getByText('Dana Whitaker is editing')).toBeVisible({ timeout: 2_000 });
    await trailer(alex).fill('TR-ALEX');
    await form(alex).getByRole('button', { name: 'Save' }).click();
    await expect(alex.getByText(`Load #${loadId} saved successfully.`)).toBeVisible();

    const merge = dana.getByRole('dialog', { name: 'Both of you changed this record' });
    await expect(merge).toBeVisible({ timeout: 5_000 });
    await expect(merge).toContainText(`Alex Morgan changed Trailer Number on Load #${loadId}.`);
    const choice = merge.getByRole('radiogroup', { name: 'Trailer Number' });
    await expect(choice.getByRole('radio', { name: 'Mine: TR-DANA' })).toBeChecked();
    await expect(choice.getByRole('radio', { name: 'Theirs: TR-ALEX' })).toBeVisible();
    await merge.getByRole('button', { name: 'Use these values' }).click();
    await expect(merge).toBeHidden();
    await expect(trailer(dana)).toHaveValue('TR-DANA');
    await form(dana).getByRole('button', { name: 'Save' }).click();
    await expect(dana.getByText(`Load #${loadId} saved successfully.`)).toBeVisible();
    // Alex, with nothing typed, now sees Dana's version, his miles kept in it.
    await expect(trailer(alex)).toHaveValue('TR-DANA', { timeout: 5_000 });
    await expect(miles(alex)).toHaveValue('321');

    // Alex leaves the load for another page of the app (it says goodbye): Dana's page shows him gone within
    // a second or two, not at the 30 s expiry.
    await alex.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await expect(alex).toHaveURL(/\/orders$/);
    await expect(present(dana).getByText(/Alex Morgan/)).toBeHidden({ timeout: 2_000 });
  } finally {
    await other.close();
  }
});
