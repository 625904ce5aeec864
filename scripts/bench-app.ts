/**
 * What the in-process benches share: the HTTP app as the server runs it (production config, silent log), a
 * signed-in token through Login and LoginToAccount, the bench book of orders (on PostgreSQL or PGlite), and
 * percentiles.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { SignInResult } from '#contract/identity';
import { authPaths } from '#contract/paths';
import { createApp, type App } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase, type Database } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { demoPassword, hasUsers, resetDatabase, seedDatabase } from '#server/db/seed/demo';
import { createLogger } from '#server/logging/logger';
import { createMailer } from '#server/mail/create-mailer';

/** The app over `database`; `env` adds to the production settings (TRUST_PROXY, say). */
export function benchApp(database: Database, env: Record<string, string> = {}): App {
  const config = loadConfig({
    NODE_ENV: 'production',
    ALLOW_DEMO_ACCOUNTS: 'true',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const log = createLogger('silent');
  return createApp({
    database,
    config,
    log,
    mailer: createMailer({ database, log, from: config.MAIL_FROM }),
    now: () => new Date(),
  });
}

const postJson = async (app: App, path: string, body: object, token?: string) =>
  (await (
    await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  ).json()) as SignInResult;

/**
 * A bearer token of a demo login (password `demoPassword`), bound to its identity of `identityType`, or to
 * its first identity when none is named, with its role's permissions.
 */
export async function benchToken(app: App, login: string, identityType?: string): Promise<string> {
  const first = await postJson(app, authPaths.login, { login, password: demoPassword });
  const identity = identityType
    ? first.userIdentities?.find((i) => i.identityType === identityType)
    : first.userIdentities?.[0];
  if (!identity) throw new Error(`${login} has no ${identityType ?? ''} identity to sign in to`);
  const chosen = await postJson(
    app,
    authPaths.loginToAccount,
    { hash: identity.hash, applyRolePermissions: true },
    first.token!,
  );
  return chosen.token!;
}

/** The database `name` on the PostgreSQL server at `url`, made there first when it is missing. */
export async function openBenchDatabase(url: string, name: string): Promise<Database> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return openDatabase({ url: u.toString(), poolSize: 10 });
}

/** The day the bench book is seeded as of; the calendar bench looks at the months around it. */
export const benchAnchor = new Date('2025-09-04T00:00:00Z');

export async function orderCount(database: Database) {
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from orders`);
  return Number(row?.n ?? 0);
}

/**
 * Migrates, and seeds the bench book of `orders` orders (seed 1, as of `benchAnchor`) unless the database
 * already holds that many: the 1M book takes about 16 minutes, so the benches reuse it.
 */
export async function prepareBenchBook(database: Database, orders: number) {
  await migrate(database);
  if ((await orderCount(database)) >= orders) return;
  if (await hasUsers(database)) await resetDatabase(database);
  const started = performance.now();
  console.error(`Seeding ${orders.toLocaleString('en-US')} orders (${database.engine})…`);
  await seedDatabase(database, { orders, anchor: benchAnchor, seed: 1, log: (line) => console.error(line) });
  await database.exec('vacuum analyze');
  console.error(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** The p-th percentile of times sorted ascending (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
