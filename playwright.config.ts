import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Several runs may share a checkout: each port gets its own database, and E2E_STATIC_DIR its own build.
const dataDir = port === 3100 ? 'data/e2e' : `data/e2e-${port}`;
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist/client';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: port === 3100 ? 'test-results' : `test-results/${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A fresh embedded database each run, in one place, so runs leave nothing behind.
    command: `rm -rf ${dataDir} && tsx api/server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      // Cheap password hashes and the small seed keep start-up and sign-ins fast.
      PASSWORD_ARGON2_MEMORY_KIB: '1024',
      SEED_SIZE: 'test',
      // /api/test-support: the outbox, access requests and session expiry (refused in production).
      ENABLE_TEST_SUPPORT: 'true',
      // Links in mail point at the address the browser uses, so localStorage stays on one origin.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ENVIRONMENT_NAME: 'e2e',
      DATABASE_URL: '',
    },
  },
});
