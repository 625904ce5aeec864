import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's own list of elements that count as a region of their own, as a dialog does. */
const axeRegionMatcher = 'dialog, [role=dialog], [role=alertdialog], svg';

/**
 * Runs axe-core in the page and fails with the violations listed. The source is evaluated through the
 * DevTools protocol, so the portal's CSP (no inline script) stays on for the page itself.
 * `popupListbox`: an open combobox's list, portalled to the body (docs/decisions/059), counts as a region
 * of its own for the landmark rule, as a dialog does; its input, which owns it, is in the page's landmarks.
 */
export async function expectNoAxeViolations(
  page: Page,
  screen: string,
  options: { popupListbox?: boolean } = {},
) {
  await page.evaluate(axeSource);
  const regionMatcher = options.popupListbox ? `${axeRegionMatcher}, [role=listbox]` : axeRegionMatcher;
  const violations = await page.evaluate(async (matcher) => {
    const axe = (
      window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      checks: { region: { options: { regionMatcher: matcher } } },
    });
    return result.violations;
  }, regionMatcher);
  const summary = (violations as AxeViolation[]).map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${screen}`).toEqual([]);
}
