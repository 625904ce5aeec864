import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { bearer, okJson } from './support/api';
import { adminIdentity, signInByApi, signInByUi, type StoredAuth } from './support/session';

/**
 * A dispatcher's morning (issue #31): the board's stops-with-an-issue figure opens the load list filtered
 * to exactly those loads; the dispatcher saves that view as "My late loads", shares it, and a colleague in
 * another session opens the same rows from its link.
 */

// Each journey signs in, edits through the API and reads several pages of the portal.
test.describe.configure({ timeout: 60_000 });

const loadRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Loads' })
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: /^Select Load #/ }) });

type Stop = Record<string, unknown>;

/**
 * Changes the first stop of the first current load with a pickup, as a dispatcher would on the load page
 * (read the load, save it with the stop changed); answers the load's id.
 */
async function changeFirstStop(request: APIRequestContext, auth: StoredAuth, change: (stop: Stop) => Stop) {
  const current = await okJson<{ loadId?: number; pickups?: number }[]>(
    await request.post('/api/Loads/getItems', {
      headers: bearer(auth),
      data: { pageNumber: 0, pageSize: 50, fields: { currentOrders: 1 } },
    }),
  );
  const { loadId } = current.find((l) => (l.pickups ?? 0) > 0)!;
  const load = await okJson<Stop & { loadStops: Stop[] }>(
    await request.get(`/api/Loads/getItemById/${loadId}`, { headers: bearer(auth) }),
  );
  await okJson(
    await request.put(`/api/Loads/${loadId}`, {
      headers: bearer(auth),
      data: { ...load, loadStops: load.loadStops.map((stop, i) => (i === 0 ? change(stop) : stop)) },
    }),
  );
  return loadId!;
}

test('the board links to exactly its rows, and a shared view opens them for a colleague', async ({
  page,
  request,
  browser,
}) => {
  const dispatcher = await signInByApi(page, request, accounts.dispatch);
  // A stop with an issue on a current load, reported as a dispatcher would on the load page.
  await changeFirstStop(request, dispatcher, (stop) => ({
    ...stop,
    stopHasIssue: true,
    issueDescription: 'Dock closed',
  }));
  await page.goto('/board');
  await expect(page.getByRole('heading', { level: 1, name: 'Board' })).toBeVisible();
  await expect(page.getByText(/^Computed at /)).toBeVisible();

  const figure = page.getByRole('link', { name: /loads with a stop with an issue/ });
  const count = Number((await figure.innerText()).match(/\d+/)![0]);
  expect(count).toBeGreaterThan(0);
  await figure.click();
  await expect(page).toHaveURL(/\/loads\?filters=/);
  await expect(page.getByRole('group', { name: 'Loads filters' }).getByText('Stop Issue: Yes')).toBeVisible();

  // The list's own answer for the address's filters is the board's number.
  const filters = JSON.parse(new URL(page.url()).searchParams.get('filters')!);
  const answer = await okJson<{ totalItems?: number }[]>(
    await request.post('/api/Loads/getItems', {
      headers: bearer(dispatcher),
      data: { pageNumber: 0, pageSize: 10, fields: { currentOrders: 1 }, filters },
    }),
  );
  expect(answer.at(-1)!.totalItems).toBe(count);
  await expect(loadRows(page)).toHaveCount(Math.min(count, 10));

  // Save it as a view shared with the team.
  await page.getByRole('button', { name: 'Views' }).click();
  const views = page.getByRole('dialog', { name: 'Loads views' });
  await views.getByLabel('Name').fill('My late loads');
  await views.getByRole('checkbox', { name: 'Share with my team' }).check();
  await views.getByRole('button', { name: 'Save view' }).click();
  const link = views.getByRole('link');
  await expect(link).toHaveAttribute('href', /\?view=\d+$/);
  const href = (await link.getAttribute('href'))!;

  // A colleague, in a session of their own, opens the link.
  const colleague = await browser.newContext();
  try {
    const other = await colleague.newPage();
    await signInByApi(other, colleague.request, accounts.admin, { pick: adminIdentity });
    await other.goto(new URL(href).pathname + new URL(href).search);
    await expect(other.getByRole('button', { name: 'Views: My late loads' })).toBeVisible();
    await expect(
      other.getByRole('group', { name: 'Loads filters' }).getByText('Stop Issue: Yes'),
    ).toBeVisible();
    await expect(loadRows(other)).toHaveCount(Math.min(count, 10));
  } finally {
    await colleague.close();
  }
});

test('an on-time rate and a chart bar open the load list on exactly the loads they count', async ({
  page,
  request,
}) => {
  const dispatcher = await signInByApi(page, request, accounts.dispatch);
  // A pickup checked off now, as a dispatcher would on the load page: a load picked up today.
  const loadId = await changeFirstStop(request, dispatcher, (stop) => ({
    ...stop,
    pickedUpOrDelivered: true,
    pickedUpDeliveryDate: new Date().toISOString(),
  }));
  const listTotal = async (url: string) => {
    const address = new URL(url);
    const answer = await okJson<{ totalItems?: number }[]>(
      await request.post('/api/Loads/getItems', {
        headers: bearer(dispatcher),
        data: {
          pageNumber: 0,
          pageSize: 10,
          fields: { currentOrders: Number(address.searchParams.get('group')) },
          filters: JSON.parse(address.searchParams.get('filters')!),
        },
      }),
    );
    return answer.at(-1)!.totalItems!;
  };

  await page.goto('/board');
  await expect(page.getByText(/^Computed at /)).toBeVisible();
  // The week's pickup rate: its count of loads picked up is a link to exactly those loads, every status.
  const pickedUp = page.getByRole('link', { name: /^\d+ loads? picked up$/ }).first();
  const count = Number((await pickedUp.innerText()).match(/\d+/)![0]);
  expect(count).toBeGreaterThan(0);
  await pickedUp.click();
  await expect(page).toHaveURL(/\/loads\?filters=.*lastPickupAt.*&group=4/);
  await expect(page.getByRole('group', { name: 'Loads filters' }).getByText(/^Last Pickup: /)).toBeVisible();
  expect(await listTotal(page.url())).toBe(count);
  await expect(loadRows(page)).toHaveCount(Math.min(count, 10));
  await expect(
    loadRows(page)
      .filter({ hasText: `${loadId}` })
      .first(),
  ).toBeVisible();

  // Today's bar of loads picked up: the bar, for the pointer, opens the same loads its table cell counts.
  await page.goto('/board');
  const table = page.getByRole('table', { name: 'On-time pickups and deliveries, last 30 days' });
  const today = table.getByRole('row').last();
  const cells = today.getByRole('cell');
  const onTime = Number(await cells.nth(0).textContent());
  const late = Number(await cells.nth(1).textContent());
  expect(onTime + late).toBeGreaterThan(0);
  // The day's late part is drawn after its on-time part.
  const bar = page.locator('svg a[href*="lastPickupAt"]').last();
  const wanted = late ? 'false' : 'true';
  await expect(bar).toHaveAttribute('href', new RegExp(`pickupsOnTime%22%2C%22value%22%3A${wanted}`));
  await bar.click();
  await expect(page).toHaveURL(/\/loads\?filters=.*pickupsOnTime.*&group=4/);
  await expect(
    page.getByRole('group', { name: 'Loads filters' }).getByText(/^Pickups On Time: /),
  ).toBeVisible();
  expect(await listTotal(page.url())).toBe(late || onTime);
});

test('a dispatcher whose home is the board lands there on a first visit in a new browser', async ({
  page,
  request,
  browser,
}) => {
  const dispatcher = await signInByApi(page, request, accounts.dispatch);
  const choose = async (homePage: string) =>
    okJson(
      await request.put('/api/Session/putHomePage', {
        headers: bearer(dispatcher),
        data: { homePage },
      }),
    );
  await choose('board');
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    // The server's answer comes late: `/` waits for it rather than going to the orders list meanwhile.
    await other.route('**/api/Session/getHomePage', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const visited: string[] = [];
    other.on('framenavigated', (frame) => {
      if (frame === other.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await signInByUi(other, accounts.dispatch);
    await expect(other).toHaveURL(/\/board$/);
    await expect(other.getByRole('heading', { level: 1, name: 'Board' })).toBeVisible();
    expect(visited).not.toContain('/orders');
  } finally {
    await fresh.close();
    await choose('orders');
  }
});
