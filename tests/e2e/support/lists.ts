import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The texts of one column of a list table, by its header, for the rows shown. */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  return table.evaluate((el, name) => {
    const heads = [...el.querySelectorAll('thead th')];
    const index = heads.findIndex((th) => th.textContent?.trim() === name);
    if (index < 0) throw new Error(`no column ${name}`);
    return [...el.querySelectorAll('tbody tr[aria-rowindex]')].map(
      (tr) => tr.children[index]?.textContent?.trim() ?? '',
    );
  }, header);
}

/** Deletes the `count` selected rows through Delete and its confirmation; the selection clears. */
export async function deleteSelected(page: Page, count: number) {
  await expect(page.getByText(`${count} selected`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Are you sure you want to delete the ${count} selected item(s)?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${count} selected`)).toBeHidden();
}

/** Hides one column and shows another through Column Settings and its Save; the table then shows the new one. */
export async function swapColumns(
  page: Page,
  table: Locator,
  { hide, show }: { hide: string; show: string },
) {
  await page.getByRole('button', { name: 'Column settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Column Settings' });
  await dialog.getByRole('checkbox', { name: hide }).uncheck();
  await dialog.getByRole('checkbox', { name: show }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('columnheader', { name: show })).toBeVisible();
}

/**
 * Clicks the list's Export CSV and reads the file it downloads into the test's output folder: its name, and
 * its lines without the byte order mark.
 */
export async function exportCsv(page: Page, testInfo: TestInfo) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const name = download.suggestedFilename();
  const file = testInfo.outputPath(`${Date.now()}-${name}`);
  await download.saveAs(file);
  const lines = (await readFile(file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  return { name, lines };
}
