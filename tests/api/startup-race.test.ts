import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { openDatabase, type Database } from '#server/db/connect';
import { migrationsFolder } from '#server/db/migrate';
import { demoAccounts } from '#server/db/seed/demo';
import { createLogger } from '#server/logging/logger';
import { prepareDatabase } from '#server/startup';
import { adminUrl, testDatabaseName } from '#fixtures/postgres-urls';

// Decision 068 (issue #27): two servers started together on an empty PostgreSQL migrate and seed it once;
// the second waits for the first under the startup lock and finds nothing left to do. (PGlite is one
// process's alone: its directory lock refuses a second, api/server/db/pglite-lock.test.ts.)
const url = process.env.DATABASE_URL;
const opened: Database[] = [];
let cleanup = async () => {};
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  await cleanup();
});

it.runIf(Boolean(url))(
  'two servers starting at once on an empty database migrate and seed it once',
  async () => {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = testDatabaseName();
    await admin.query(`create database ${name}`);
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
    const config = loadConfig({ NODE_ENV: 'test', SEED_SIZE: 'test', STATIC_DIR: 'dist/client' });
    const log = createLogger('silent');
    const servers = await Promise.all(
      [0, 1].map(() => openDatabase({ url: adminUrl(url!, name), poolSize: 3 })),
    );
    opened.push(...servers);

    const banners = await Promise.all(servers.map((database) => prepareDatabase(database, config, log)));
    expect(banners.every((b) => b?.includes('Demo logins'))).toBe(true);

    const [one] = servers;
    const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
    const [migrations] = await one!.rows<{ n: number }>(
      sql`select count(*)::int as n from schema_migrations`,
    );
    expect(Number(migrations!.n)).toBe(files.length);
    const emails = demoAccounts.map((a) => a.email.toLowerCase());
    const [users] = await one!.rows<{ n: number }>(
      sql`select count(*)::int as n from system_users where lower(email_address) in (${sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
    expect(Number(users!.n)).toBe(emails.length);
  },
);
