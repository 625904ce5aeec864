import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { bearer, okJson } from './support/api';
import { adminIdentity, signInByApi } from './support/session';
import { unique } from './support/orders';

/**
 * The live desk (issue #28): a dispatcher looks at the carriers list while an administrator, in another
 * session, renames a carrier on it. The row changes in place within a few seconds, without a spinner and
 * without losing the dispatcher's selection, and is marked for a moment.
 */

const carriers = (page: Page) => page.getByRole('table', { name: 'Carriers' });

test('a change made in another session shows in an open list in place, marked, with the selection kept', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await signInByApi(page, request, accounts.admin, { pick: adminIdentity });
  const items = await okJson<unknown[]>(
    await request.post('/api/Carriers/getItems', {
      headers: bearer(admin),
      data: { pageNumber: 0, pageSize: 2, sortColumns: [{ sortBy: 'carrierId', isSortAscending: true }] },
    }),
  );
  const [first, second] = items as { carrierId: number }[];
  const byId = async (id: number) =>
    okJson<Record<string, unknown> & { name: string }>(
      await request.get(`/api/Carriers/getItemById/${id}`, { headers: bearer(admin) }),
    );
  // Two carriers with one stamp in their names, so one search shows exactly them.
  const stamp = `Live ${unique()}`;
  for (const carrier of [first!, second!]) {
    const record = await byId(carrier.carrierId);
    await okJson(
      await request.put(`/api/Carriers/${carrier.carrierId}`, {
        headers: bearer(admin),
        data: { ...record, name: `${record.name.replace(/ Live \S+.*$/, '')} ${stamp}` },
      }),
    );
  }

  await signInByApi(page, request, accounts.dispatch);
  await page.goto('/carriers');
  await page.getByRole('searchbox', { name: 'Search carriers' }).fill(stamp);
  const rows = carriers(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: /^Select Carrier / }) });
  await expect(rows).toHaveCount(2);
  const secondRow = rows.filter({ hasText: `${stamp}` }).last();
  await secondRow.getByRole('checkbox').check();
  await expect(page.getByText('1 selected')).toBeVisible();

  // The administrator renames the first carrier in their own session.
  const record = await byId(first!.carrierId);
  const renamed = `${record.name} Renamed`;
  // Whether the table ever says it is busy (the spinner) from now on: a quiet refresh never does.
  await page.evaluate(() => {
    const table = document.querySelector('table[aria-label="Carriers"]');
    const w = window as unknown as { wasBusy: boolean };
    w.wasBusy = false;
    new MutationObserver(() => {
      if (table?.getAttribute('aria-busy') === 'true') w.wasBusy = true;
    }).observe(table!, { attributes: true, attributeFilter: ['aria-busy'] });
  });
  await okJson(
    await request.put(`/api/Carriers/${first!.carrierId}`, {
      headers: bearer(admin),
      data: { ...record, name: renamed },
    }),
  );

  const changed = rows.filter({ hasText: renamed });
  await expect(changed).toBeVisible({ timeout: 5_000 });
  await expect(changed).toHaveAttribute('data-changed', 'true');
  expect(await page.evaluate(() => (window as unknown as { wasBusy: boolean }).wasBusy)).toBe(false);
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('1 selected')).toBeVisible();
  await expect(rows.filter({ has: page.getByRole('checkbox', { checked: true }) })).toHaveCount(1);
});
