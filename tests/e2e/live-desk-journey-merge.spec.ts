import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { bearer, getJson, okJson } from './support/api';
import { createOrder, unique } from './support/orders';
import { signInByApi } from './support/session';

/**
 * The Order Journey never loses an edit to a conflict (issue #28, decision 086): Dana Whitaker has an
 * order's journey open; Alex Morgan (the admin account's employee identity, a second dispatcher) saves a
 * note and an appointment on its first stop from the load page in another browser context. Dana, her
 * journey not read again, writes her own note on that stop: her save meets his, the journey merges, keeps
 * his appointment by itself and asks only about the note both wrote.
 */

const stopCard = (scope: Page | Locator, n: number) =>
  scope.getByRole('listitem', { name: `Stop ${n}`, exact: true });
const saveState = (page: Page) => page.locator('[role="status"][data-save-state]');

test('a journey save that meets another dispatcher’s merges stop field by field and asks only about the clash', async ({
  page: dana,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const auth = await signInByApi(dana, request, accounts.dispatch);
  const orderId = await createOrder(request, auth, {
    poNumber: `MERGE-${unique()}`,
    producerName: 'One Way Cellars',
    quantity: 5,
  });
  const { loadId } = await okJson<{ loadId: number }>(
    await request.post('/api/Loads/create', { headers: bearer(auth), data: { refLoadStatusId: 1 } }),
  );
  await okJson(
    await request.put(`/api/Loads/addOrderToLoad?loadId=${loadId}&orderId=${orderId}`, {
      headers: bearer(auth),
    }),
  );
  await dana.goto(`/orders/${orderId}/loads/${loadId}`);
  const journey = dana.getByRole('region', { name: `Load #${loadId}` });
  await expect(stopCard(journey, 1)).toBeVisible();

  const other = await browser.newContext();
  const alex = await other.newPage();
  try {
    await signInByApi(alex, request, accounts.admin, { pick: (i) => i.identityType === 'employee' });
    await alex.goto(`/loads/${loadId}`);
    await stopCard(alex, 1).getByRole('button', { name: 'Open Stop 1' }).click();
    const his = alex.getByRole('dialog', { name: new RegExp(`Load #${loadId}`) });
    await his.getByRole('textbox', { name: 'Carrier Stop Note' }).fill('Gate B');
    await his.getByRole('checkbox', { name: 'Appointment', exact: true }).click();
    await his.getByRole('button', { name: 'Save' }).click();
    await expect(his).toBeHidden();
    await expect(saveState(alex)).toHaveAttribute('data-save-state', 'Saved');
  } finally {
    await other.close();
  }

  await stopCard(journey, 1).getByRole('button', { name: 'Open Stop 1' }).click();
  const mine = dana.getByRole('dialog', { name: new RegExp(`Load #${loadId}`) });
  await mine.getByRole('textbox', { name: 'Carrier Stop Note' }).fill('Dock 4');
  await mine.getByRole('button', { name: 'Save' }).click();

  const merge = dana.getByRole('dialog', { name: 'Both of you changed this record' });
  await expect(merge).toBeVisible({ timeout: 10_000 });
  await expect(merge).toContainText(
    `Someone else saved Load #${loadId} while your changes were on their way.`,
  );
  const choice = merge.getByRole('radiogroup', { name: `Stop 1 of Load #${loadId}: Carrier Stop Note` });
  await expect(choice.getByRole('radio', { name: 'Mine: Dock 4' })).toBeChecked();
  await expect(choice.getByRole('radio', { name: 'Theirs: Gate B' })).toBeVisible();
  await expect(merge.getByRole('radiogroup')).toHaveCount(1);
  await merge.getByRole('button', { name: 'Use these values' }).click();
  await expect(merge).toBeHidden();
  await expect(saveState(dana)).toHaveAttribute('data-save-state', 'Saved');

  // The server has her note and his appointment: neither edit was lost.
  const load = await getJson<{
    loadStops: { stopSequence: number; stopDirections: string | null; hasAppointment: boolean }[];
  }>(request, auth, `/api/Loads/getItemById/${loadId}`);
  const first = load.loadStops.find((s) => s.stopSequence === 1);
  expect(first).toMatchObject({ stopDirections: 'Dock 4', hasAppointment: true });
});
