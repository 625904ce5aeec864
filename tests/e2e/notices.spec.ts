import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { bearer, okJson } from './support/api';
import { orderOnNewLoad, unique } from './support/orders';
import { adminIdentity, signInByApi } from './support/session';

/**
 * Notices (issue #30, decision 088): a dispatcher makes a load; an administrator, in another session, raises an
 * issue at one of its stops. The dispatcher's bell counts it, lists it in plain words, and the notice leads to
 * the load, read on the way.
 */
test.describe.configure({ timeout: 90_000 });

test('the staff member who made a load hears of an issue raised at its stop under the bell', async ({
  page,
  request,
}) => {
  const admin = await signInByApi(page, request, accounts.admin, { pick: adminIdentity });
  const auth = await signInByApi(page, request, accounts.dispatch);
  // Other journeys may have left the dispatcher notices: start from none unread.
  await okJson(await request.post('/api/Notices/markRead', { headers: bearer(auth), data: {} }));
  const { loadId } = await orderOnNewLoad(request, auth, {
    poNumber: `NTC-${unique()}`,
    producerName: 'Noticed Cellars',
    quantity: 4,
  });

  await page.goto('/orders');
  await expect(page.getByRole('button', { name: 'Notices', exact: true })).toBeVisible();

  const load = await okJson<{ loadStops: Record<string, unknown>[] } & Record<string, unknown>>(
    await request.get(`/api/Loads/getItemById/${loadId}`, { headers: bearer(admin) }),
  );
  await okJson(
    await request.put(`/api/Loads/${loadId}`, {
      headers: bearer(admin),
      data: {
        ...load,
        loadStops: load.loadStops.map((s, i) =>
          i === 0 ? { ...s, stopHasIssue: true, issueDescription: 'Dock door jammed' } : s,
        ),
      },
    }),
  );

  // The live stream brings the stop's change and the bell reads again; opening it reads again too.
  const bell = page.getByRole('button', { name: /^Notices/ });
  await expect(page.getByRole('button', { name: 'Notices, 1 unread notice' })).toBeVisible({
    timeout: 15_000,
  });
  await bell.click();
  const notice = page.getByRole('menuitem', {
    name: new RegExp(`^Stop 1 of load #${loadId}\\b.*has an issue: Dock door jammed`),
  });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/loads/${loadId}$`));
  await expect(page.getByRole('button', { name: 'Notices', exact: true })).toBeVisible({ timeout: 10_000 });
});
