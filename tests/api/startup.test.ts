import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import type { Database } from '#server/db/connect';
import { systemUsers } from '#server/db/schema/auth';
import { createLogger } from '#server/logging/logger';
import { startupChecks } from '#server/startup';
import { createTestDatabase } from '#fixtures/test-db';

const log = createLogger('silent');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('start-up checks', () => {
  it('lists the demo logins outside production', async () => {
    const banner = await startupChecks(database, loadConfig({ NODE_ENV: 'development' }), log);
    expect(banner).toContain('Portal#Demo1');
    for (const email of [
      'admin@demo.test',
      'dispatch@demo.test',
      'customer@demo.test',
      'carrier@demo.test',
    ]) {
      expect(banner).toContain(email);
    }
  });

  it('refuses to start production while the demo accounts exist', async () => {
    await expect(startupChecks(database, loadConfig({ NODE_ENV: 'production' }), log)).rejects.toThrow(
      /Refusing to start in production: demo accounts exist/,
    );
  });

  it('lets production start with them when explicitly allowed', async () => {
    const config = loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_ACCOUNTS: 'true' });
    await expect(startupChecks(database, config, log)).resolves.toContain('admin@demo.test');
  });

  it('refuses the test-support routes in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ENABLE_TEST_SUPPORT: 'true' })).toThrow(/refused/);
  });

  it('starts production quietly once the demo accounts are gone', async () => {
    await database.db.delete(systemUsers);
    await expect(startupChecks(database, loadConfig({ NODE_ENV: 'production' }), log)).resolves.toBeNull();
  });
});
