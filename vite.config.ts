import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress';
import { zodJitless } from './scripts/zod-jitless-plugin';

/**
 * Small modules nearly every page needs go out as a few files instead of one each: over HTTP/1.1 every file
 * costs its headers (about 0.8 kB with the security headers), more than many of these modules weigh
 * compressed (docs/performance.md). Only light modules are named; a page's own code stays in its chunk.
 */
const chunkGroups = [
  {
    name: 'ui-core',
    priority: 20,
    test: /[\\/]ui[\\/](theme[\\/]|components[\\/](box|stack|inline|card|field|text-field|password-field|select-field|error-text|logo|icon-button|link-button|chip|status-chip|button|spinner|visually-hidden)[\\/])/,
  },
  {
    name: 'contract-core',
    priority: 10,
    test: /[\\/]api[\\/](contract[\\/](scalars|identity|codes|validation-messages|messages|error|password-rules|path-template|paths|permissions|pager|list-query|reference-codes|user-summary|status-tone)|client[\\/](from-call|list-calls|response-body|api-error))\.ts$/,
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
          // Hashes carry their own cost, so a cheap one here never weakens real ones (docs/decisions).
          env: { PASSWORD_ARGON2_MEMORY_KIB: '1024', LOG_LEVEL: 'silent' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
