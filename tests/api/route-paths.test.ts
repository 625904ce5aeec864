import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contractPaths from '#contract/paths';
import { createTestApp, type TestApp } from '#fixtures/test-app';

/** Every template of api/contract/paths.ts, with where it is declared ('notePaths.order.list'). */
function templates(node: unknown, at: string): { name: string; template: string }[] {
  if (typeof node === 'string') return [{ name: at, template: node }];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    templates(value, at ? `${at}.${key}` : key),
  );
}

// Answered by the test-support app only while ENABLE_TEST_SUPPORT is on, never by the main app's routes.
const { testSupportPaths, ...servedPaths } = contractPaths;
const declared = templates(servedPaths, '');
const allTemplates = new Set([...declared, ...templates(testSupportPaths, '')].map((d) => d.template));

/**
 * Calls the spec names that no route serves yet (the business pages bring them). Remove a line when its
 * route lands; the last test fails until you do.
 */
const notYetServed = new Set<string>([]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The app's routes as templates: Hono writes `{id}` as `:id`. */
const served = () =>
  new Set(
    t.app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
      .map((r) => r.path.replace(/:(\w+)/g, '{$1}')),
  );

describe('route paths', () => {
  it('are all templates of the contract', () => {
    expect([...served()].filter((path) => !allTemplates.has(path))).toEqual([]);
  });

  it('serve every template of the contract (a `base` is a prefix, a call only where a route uses it)', () => {
    const routes = served();
    const unserved = declared
      .filter(({ name, template }) => !name.endsWith('.base') && !routes.has(template))
      .map(({ template }) => template);
    expect(unserved.filter((template) => !notYetServed.has(template))).toEqual([]);
    expect([...notYetServed].filter((template) => routes.has(template))).toEqual([]);
  });
});
