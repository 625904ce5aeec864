import { expect, type Locator, type Page } from '@playwright/test';

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
