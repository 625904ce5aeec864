import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress';
import { zodJitless } from './scripts/zod-jitless-plugin';

/**
 * What a route loads goes out as a few files instead of one per shared module: over HTTP/1.1 every file
 * costs its headers (about 0.95 kB with the security headers), more than many of these modules weigh
 * compressed (docs/performance.md, decisions 044 and 075). Each group below is one file:
 *
 * - `contract-core`: zod and the contract modules every API call needs (loaded with the first API area);
 * - what a screen cannot open without, as the static closure of its root modules (a folder's modules when
 *   a root ends in `/`): the entry's (`index`, the login route's first paint), the login page's, the
 *   signed-in shell's with the confirm dialog, and what the list screens share;
 * - `ui-core`: the light UI primitives the other pages use.
 *
 * A module goes to the first closure that holds it, except that what the login page shares with any other
 * module goes to the entry, so a signed-in route never loads the login page and the login route never loads
 * the shell.
 */
const closureGroups: [name: string, roots: string[]][] = [
  ['index', ['src/main.tsx']],
  ['login', ['src/features/sign-in/login-page.tsx']],
  [
    'signed-in',
    [
      'src/features/shell/shell-layout.tsx',
      'ui/components/confirm-dialog/confirm-dialog.tsx',
      // What every signed-in page loads at once: the live stream's reader, the home-page read, commands.
      'src/app/live-stream.ts',
      'api/client/session.api.ts',
      'src/app/use-command.ts',
      // The notices bell reads its API area as soon as a staff page opens.
      'api/client/notices.api.ts',
    ],
  ],
  ['lists', ['src/shared/lists/', 'src/shared/business-lists/', 'api/client/saved-views.api.ts']],
  // Where a dispatcher spends the day (issue #26): the orders list and its API area as one file.
  ['orders', ['src/features/orders/list/orders-page.tsx', 'api/client/orders.api.ts']],
];

/** The group each module's closure puts it in, computed once per build from the module graph. */
function closureGroupOf(): (id: string, ctx: ChunkingContext) => string | null {
  let groupOf: Map<string, string> | null = null;
  const closure = (roots: string[], ctx: ChunkingContext) => {
    // A folder's module that the screens only import dynamically (fetched on first use, as the CSV export's
    // machine) is not a root: it stays out of the group.
    const onlyDynamic = (id: string) => {
      const info = ctx.getModuleInfo(id);
      return !!info && info.importers.length === 0 && info.dynamicImporters.length > 0;
    };
    const queue = roots.flatMap((root) =>
      root.endsWith('/')
        ? readdirSync(root)
            .map((file) => resolve(root, file))
            .filter((id) => !onlyDynamic(id))
        : [resolve(root)],
    );
    const seen = new Set<string>();
    while (queue.length) {
      const next = queue.pop()!;
      const info = seen.has(next) ? null : ctx.getModuleInfo(next);
      if (!info) continue;
      seen.add(next);
      queue.push(...info.importedIds);
    }
    return seen;
  };
  return (id, ctx) => {
    if (!groupOf) {
      groupOf = new Map();
      const closures = closureGroups.map(([name, roots]) => [name, closure(roots, ctx)] as const);
      const entry = closures[0]![1];
      const login = closures[1]![1];
      // What the login page shares with any other module goes out with the entry, and so does all it imports;
      // the machine registry, which names every machine for the inspector (a page of its own), does not count.
      const shared = closure(
        [...login].filter((module) =>
          ctx
            .getModuleInfo(module)!
            .importers.some(
              (importer) => !login.has(importer) && !/[\\/]machines[\\/]registry[\\/]/.test(importer),
            ),
        ),
        ctx,
      );
      for (const [name, modules] of closures)
        for (const module of modules)
          if (!groupOf.has(module))
            groupOf.set(module, entry.has(module) || shared.has(module) ? 'index' : name);
    }
    return groupOf.get(id) ?? null;
  };
}

const groupOf = closureGroupOf();

const chunkGroups = [
  // The entry's closure first, so a contract module it reads (paths, permissions, the error body) does not
  // bring `contract-core` and zod onto the login route (decision 090).
  {
    // Vite's module preload polyfill joins it: one file fewer on every route.
    name: (id: string, ctx: ChunkingContext) =>
      groupOf(id, ctx) === 'index' || /modulepreload-polyfill/.test(id) ? 'index' : null,
    priority: 40,
    includeDependenciesRecursively: false,
  },
  {
    name: 'contract-core',
    priority: 30,
    test: /[\\/]api[\\/](contract[\\/](scalars|identity|codes|validation-messages|messages|error|password-rules|path-template|paths|permissions|pager|list-query|reference-codes|user-summary|status-tone|order|customer-status|changelog|home-page-body)|client[\\/](from-call|list-calls|response-body|api-error|record-calls))\.ts$/,
  },
  { name: groupOf, priority: 20, includeDependenciesRecursively: false },
  {
    name: 'ui-core',
    priority: 10,
    test: /[\\/]ui[\\/](theme[\\/]|components[\\/](box|stack|inline|card|field|text-field|password-field|select-field|error-text|logo|icon-button|link-button|chip|status-chip|button|spinner|visually-hidden)[\\/])/,
  },
];

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  // zodJitless: no eval probe under the portal's CSP; precompress: .br and .gz beside each built file,
  // served by Accept-Encoding (docs/security.md, docs/performance.md).
  plugins: [react(), vanillaExtractPlugin(), zodJitless(), precompress()],
  define: {
    __BUILD_DATE__: JSON.stringify(process.env.BUILD_DATE ?? '2025-09-04'),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // Only API calls: the dev server itself serves the api/contract and api/client modules.
    proxy: { '^/api/(?!contract/|client/)': `http://127.0.0.1:${apiPort}` },
  },
  test: {
    // Each project picks its files by folder so the DOM is loaded only where a screen is rendered.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'api/contract/**/*.test.ts',
            'api/client/**/*.test.ts',
            'domain/**/*.test.ts',
            'machines/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Does nothing unless MACHINES_COVERAGE_OUT is set (npm run machines:coverage, decision 082).
          setupFiles: ['tests/setup/machines-coverage.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['ui/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.setup.ts'],
          // Rendering whole screens in jsdom takes seconds when the 2 cores are shared; 5 s fails healthy tests.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/db.global-setup.ts'],
          // The server's own machine runs (stop check-offs) count for machines:coverage (decision 082).
          setupFiles: ['tests/setup/machines-coverage.setup.ts'],
          // Hashes carry their own cost, so a cheap one here never weakens real ones (docs/decisions).
          env: { PASSWORD_ARGON2_MEMORY_KIB: '1024', LOG_LEVEL: 'silent' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
