import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered subtree and fails with a readable list of violations.
 * 'color-contrast' is off because jsdom computes no layout or cascaded colours, so axe can only guess;
 * contrast is held by the token palette (text tones are 700-800 shades on 50 tints) and checked in the browser.
 * 'region' is off because a component rendered alone is not inside a page's landmarks.
 * Pass document.body for components that portal (dialogs, menus).
 * `exclude` leaves out repeats of markup already checked (76 boxes of one picker): axe's time in jsdom
 * grows with the tree, and the same component rendered again adds cost, not coverage.
 */
export async function expectNoAxeViolations(
  container: Element,
  options: { exclude?: readonly Element[] } = {},
): Promise<void> {
  const context = options.exclude?.length
    ? { include: [container], exclude: [...options.exclude] }
    : container;
  const results = await axe.run(context, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
