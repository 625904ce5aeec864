import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  actorRecording,
  parseAnyRecording,
  parseRecording,
  type SessionRecording,
} from '#machines/inspection/recording';
import { formatReplayReport, replayRecording } from '#machines/inspection/replay';
import { accounts } from './support/accounts';
import { addOrderToLoad, createLoad, createOrder, unique } from './support/orders';
import { journeyPath, replayJourneyInBrowser } from './support/replay-journey';
import { observedSteps } from './support/replay-in-browser';
import { signInByApi, type StoredAuth } from './support/session';

/**
 * Business recordings re-drive the real portal against the real server (issue #29): a check-off session
 * recorded live on the load page with the inspector's Record, replayed in Node from the saved file, then
 * re-driven in a second browser on a load of its own; and the kept journey of tests/replays/ that builds a
 * load and checks its stops off, re-driven on an order's journey tab.
 */

test.describe.configure({ timeout: 180_000 });

const saveState = (page: Page) => page.locator('[role="status"][data-save-state]');
const stopBox = (page: Page, n: number) =>
  page
    .getByRole('listitem', { name: `Stop ${n}`, exact: true })
    .getByRole('checkbox', { name: /^(Picked up|Delivered)$/ });

/** A fresh order of the dispatcher's, and a fresh empty load (no carrier). */
async function orderAndLoad(request: APIRequestContext, auth: StoredAuth) {
  const orderId = await createOrder(request, auth, {
    poNumber: `RPL-${unique()}`,
    producerName: 'Replay Cellars',
    quantity: 4,
  });
  const loadId = await createLoad(request, auth);
  return { orderId, loadId };
}

/** The same, with the order on the load: its pickup and its delivery. */
async function loadWithOrder(request: APIRequestContext, auth: StoredAuth) {
  const { orderId, loadId } = await orderAndLoad(request, auth);
  await addOrderToLoad(request, auth, { loadId, orderId });
  return { orderId, loadId };
}

test('a check-off session recorded on the load page replays in Node and re-drives a second browser', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // The inspector listens first (Live), then the portal tab opens the load: its actors record from their start.
  const auth = await signInByApi(page, request, accounts.dispatch);
  const { loadId } = await loadWithOrder(request, auth);
  await page.goto('/inspector');
  await page.getByRole('tab', { name: /^Live/ }).click();
  const portal = await page.context().newPage();
  await portal.goto(`/loads/${loadId}`);
  await expect(saveState(portal)).toHaveAttribute('data-save-state', 'Saved');
  for (const n of [1, 2]) {
    await stopBox(portal, n).check();
    await expect(saveState(portal)).toHaveAttribute('data-save-state', /Unsaved|Saving/);
    await expect(saveState(portal)).toHaveAttribute('data-save-state', 'Saved');
  }

  // Record the page session and save the file, as QA does.
  await page.bringToFront();
  const session = page
    .getByRole('region', { name: /^Page session \d+$/ })
    .filter({ has: page.getByRole('button', { name: /^Order journey: ready/ }) });
  await expect(
    session.getByRole('button', { name: /^Order journey: ready.* · 1[0-9] events$/ }),
  ).toBeVisible();
  const name = (await session.getAttribute('aria-label'))!;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    session.getByRole('button', { name: `Record ${name}` }).click(),
  ]);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  await testInfo.attach('load page check-off session', { path: file, contentType: 'application/json' });
  const recording = parseAnyRecording(JSON.parse(await readFile(file, 'utf8'))) as SessionRecording;
  expect(recording.version).toBe(2);
  const journeyActor = recording.actors.find((a) => a.machineId === 'orderJourney' && a.parent === null);
  expect(journeyActor, 'the load page’s journey in the session').toBeDefined();
  const journey = actorRecording(recording, journeyActor!.id);
  const edits = journey.steps.filter((s) => s.event.type === 'journey.edited');
  expect(edits.map((s) => (s.event.edit as { kind: string }).kind)).toEqual(['stopChecked', 'stopChecked']);

  // The same file replays in Node: every actor of the page, the journey's saves settled from the log.
  const report = await replayRecording(recording);
  expect(report.divergence, formatReplayReport(report)).toBeNull();

  // A second browser, another person's session on a load of its own: the recording drives its screen.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    const secondAuth = await signInByApi(second, other.request, accounts.dispatch);
    const fresh = await loadWithOrder(other.request, secondAuth);
    const done = await replayJourneyInBrowser(second, journey, { loads: { [loadId]: fresh.loadId } });
    expect(done.map((d) => d.action)).toEqual([
      `check Stop 1 of Load #${fresh.loadId}`,
      `check Stop 2 of Load #${fresh.loadId}`,
    ]);
    // Step for step the portal's journey took the recorded path, and the server has both stops checked off.
    expect(journeyPath(await observedSteps(second, 'orderJourney'))).toEqual(journeyPath(journey.steps));
    await second.reload();
    await expect(stopBox(second, 1)).toBeChecked();
    await expect(stopBox(second, 2)).toBeChecked();
  } finally {
    await other.close();
  }
});

test('the kept build-and-check-off journey re-drives an order’s journey tab', async ({ page, request }) => {
  const recording = parseRecording(
    JSON.parse(
      await readFile(new URL('../replays/load-page-build-and-check-off.json', import.meta.url), 'utf8'),
    ),
  );
  const auth = await signInByApi(page, request, accounts.dispatch);
  const { orderId, loadId } = await orderAndLoad(request, auth);
  const done = await replayJourneyInBrowser(page, recording, {
    orders: { 8: orderId },
    loads: { 20: loadId },
  });
  expect(done.map((d) => d.action)).toEqual([
    'click "Add as Delivery"',
    `add the order to Load #${loadId}`,
    `check Stop 1 of Load #${loadId}`,
    `check Stop 2 of Load #${loadId}`,
  ]);
  expect(journeyPath(await observedSteps(page, 'orderJourney'))).toEqual(journeyPath(recording.steps));
  const load = page.getByRole('region', { name: `Load #${loadId}`, exact: true });
  await expect(load.getByRole('listitem', { name: 'Stop 2', exact: true })).toContainText('Delivered');
});
