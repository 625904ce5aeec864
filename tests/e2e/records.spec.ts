import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { getJson } from './support/api';
import { freeOrders, orderItems, showAllOrders } from './support/orders';
import { signInByApi, type StoredAuth } from './support/session';

/**
 * Notes, attachments and change logs (issue #12, docs/decisions/032) against the real server and its small
 * demo seed: what a dispatcher sees, and what the server stored, read back through the API with the page's
 * token. Each journey picks its own order, so the journeys do not depend on each other or on their order.
 */

const title = 'Orders';
const table = (page: Page) => page.getByRole('table', { name: title });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search orders' });
const rowOf = (page: Page, orderId: number) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select Order ${orderId}` }) });

async function openOrders(page: Page) {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    table(page)
      .getByRole('checkbox', { name: /^Select Order / })
      .first(),
  ).toBeVisible();
}

interface NoteRecord {
  noteId: number;
  noteContent: string;
}
const storedNotes = async (request: APIRequestContext, auth: StoredAuth, orderId: number) =>
  (await getJson<NoteRecord[]>(request, auth, `/api/Notes/OrderNotes/${orderId}`)).map((n) => n.noteContent);

interface FileRow {
  fileId: number;
  name: string;
}
const storedFiles = async (request: APIRequestContext, auth: StoredAuth, orderId: number) =>
  (await getJson<FileRow[]>(request, auth, `/api/Files/OrderFiles/${orderId}`)).map((f) => f.name);

/** A unique text, so repeated runs against one server never find the previous run's note or file. */
const unique = (prefix: string) => `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.describe('records', () => {
  test('a dispatcher adds, edits and deletes a note from the orders list', async ({ page, request }) => {
    const auth = await signInByApi(page, request, accounts.dispatch);
    const [orderId] = await freeOrders(request, auth, { newestFirst: true, wanted: 1 });
    const before = (await storedNotes(request, auth, orderId!)).length;
    await openOrders(page);
    await search(page).fill(String(orderId));
    await page.getByRole('button', { name: `Details of Order ${orderId}` }).click();
    await page.getByRole('button', { name: `All notes (${before})` }).click();

    const dialog = page.getByRole('dialog', { name: `Notes for Order #${orderId}` });
    const add = dialog.getByRole('button', { name: 'Add Note' });
    await expect(add).toBeDisabled();
    const text = unique('Call the consignee before delivery');
    await dialog.getByRole('textbox', { name: 'New note' }).fill(text);
    await add.click();
    const note = dialog.getByRole('listitem').filter({ hasText: text });
    await expect(note).toContainText('(You)');
    await expect(dialog.getByRole('textbox', { name: 'New note' })).toHaveValue('');
    await expect.poll(() => storedNotes(request, auth, orderId!)).toContain(text);

    const edited = `${text} (edited)`;
    await note.getByRole('button', { name: /^Actions for the note by / }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const editBox = dialog.getByRole('textbox', { name: 'Edit note' });
    await expect(editBox).toHaveValue(text);
    await editBox.fill(edited);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editBox).toBeHidden();
    const editedNote = dialog.getByRole('listitem').filter({ hasText: edited });
    await expect(editedNote).toBeVisible();
    await expect.poll(() => storedNotes(request, auth, orderId!)).toContain(edited);

    await editedNote.getByRole('button', { name: /^Actions for the note by / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this note?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
    await expect.poll(async () => (await storedNotes(request, auth, orderId!)).length).toBe(before);
  });

  test('uploads a file with progress on the order page, downloads the same bytes, deletes it', async ({
    page,
    request,
  }, testInfo) => {
    const auth = await signInByApi(page, request, accounts.dispatch);
    const [orderId] = await freeOrders(request, auth, { newestFirst: true, wanted: 1 });
    // 2 MB of text (on the allow-list), sent at 512 KB/s, so the progress bar shows for a few seconds.
    const name = `${unique('delivery-manifest').replace(' ', '-')}.txt`;
    const line = 'Pallet 01 · 40 cases · Cabernet Sauvignon 2021 · dock 3\n';
    const bytes = Buffer.from(line.repeat(Math.ceil((2 * 1024 * 1024) / Buffer.byteLength(line))));
    await page.goto(`/orders/${orderId}/attachments`);
    const panel = page.getByRole('region', { name: 'Attachments' });
    await expect(panel.getByText('Drop files here or choose them:')).toBeVisible();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const throttle = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput,
      });
    await throttle(512 * 1024);
    await panel.getByLabel('Drop files here or choose them:').setInputFiles({
      name,
      mimeType: 'text/plain',
      buffer: bytes,
    });
    const progress = panel.getByRole('progressbar', { name: `Upload of ${name}` });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
    const uploads = panel.getByRole('list', { name: 'Uploads' });
    await expect(uploads.getByRole('listitem').filter({ hasText: name })).toContainText('Uploaded', {
      timeout: 20_000,
    });
    await expect(progress).toBeHidden();
    await throttle(-1);

    const row = panel.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('2.0 MB');
    await expect.poll(() => storedFiles(request, auth, orderId!)).toContain(name);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    const saved = testInfo.outputPath(name);
    await download.saveAs(saved);
    expect((await readFile(saved)).equals(bytes)).toBe(true);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Are you sure you want to delete ${name}?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect.poll(() => storedFiles(request, auth, orderId!)).not.toContain(name);
  });

  test('a grouping shows in the Order Changelog dialog', async ({ page, request }) => {
    const auth = await signInByApi(page, request, accounts.dispatch);
    const [a, b] = await freeOrders(request, auth, { newestFirst: true, wanted: 2 });
    await openOrders(page);
    // A changed search clears the selection: both orders are ticked on one page of all rows.
    await showAllOrders(page);
    for (const orderId of [a!, b!]) {
      for (let tries = 0; (await rowOf(page, orderId).count()) === 0 && tries < 60; tries++)
        await table(page).evaluate((el) => el.parentElement!.scrollBy({ top: 300 }));
      await rowOf(page, orderId).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Group', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Orders grouped successfully.' })).toBeVisible();
    const items = await orderItems(request, auth, {
      filters: [[{ property: 'orderId', value: [b], compareType: 2, operatorType: 1 }]],
    });
    const groupId = items[0]?.orderGroupId;
    expect(groupId).toBeGreaterThan(0);

    // The Changelogs column waits in Column Settings (default columns that fit 1440 px).
    await page.getByRole('button', { name: 'Column settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Column Settings' });
    await settings.getByRole('checkbox', { name: 'Changelogs' }).check();
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(settings).toBeHidden();
    await search(page).fill(String(b));
    await rowOf(page, b!)
      .getByRole('button', { name: `Changelog of Order ${b}` })
      .click();

    const dialog = page.getByRole('dialog', { name: `Changelog for Order #${b}` });
    const entry = dialog.getByRole('listitem').filter({ hasText: `Order group: none → #${groupId}` });
    await expect(entry.first()).toBeVisible();
    await expect(entry.first()).toContainText('Updated');
  });
});
