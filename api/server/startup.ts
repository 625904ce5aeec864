import { inArray, sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './db/connect';
import { systemUsers } from './db/schema/auth';
import { demoAccounts, demoPassword, ensureSeeded } from './db/seed/demo';
import type { Logger } from './logging/logger';
import { syncBusinessTimeZone } from './calendar/calendar-zone';
import { migrate } from './db/migrate';

/**
 * Brings the database up to date before the server listens: the migrations, the business zone of the
 * calendar's days (decision 061) and, on a first start, the demo data. Under one database-wide lock, so
 * several servers started together on an empty PostgreSQL migrate and seed it once: the others wait, then
 * find nothing left to do (decision 068). Returns the lines to print.
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: Logger,
): Promise<string | null> {
  return database.withLock('portal:startup', async () => {
    const applied = await migrate(database, { businessTimeZone: config.BUSINESS_TIME_ZONE });
    if (applied.length) log.info('migrations applied', { applied });
    if (await syncBusinessTimeZone(database, config.BUSINESS_TIME_ZONE))
      log.info('calendar days placed in the business zone', { zone: config.BUSINESS_TIME_ZONE });
    return startupChecks(database, config, log);
  });
}

/**
 * Seeds demo data on a first start (unless SEED_DEMO_DATA=false) and refuses to run production with the
 * well-known demo accounts present unless ALLOW_DEMO_ACCOUNTS is set. Returns the lines to print.
 */
export async function startupChecks(database: Database, config: Config, log: Logger): Promise<string | null> {
  if (config.SEED_DEMO_DATA === 'true' && !config.isProduction) {
    const seeded = await ensureSeeded(database, { size: config.SEED_SIZE, log: (line) => log.info(line) });
    if (seeded) log.info('demo data created');
  }
  const emails = demoAccounts.map((a) => a.email);
  const present = await database.db
    .select({ email: systemUsers.emailAddress })
    .from(systemUsers)
    .where(inArray(sql`lower(${systemUsers.emailAddress})`, emails));
  if (present.length === 0) return null;
  if (config.isProduction && !config.ALLOW_DEMO_ACCOUNTS) {
    throw new Error(
      `Refusing to start in production: demo accounts exist (${present.map((p) => p.email).join(', ')}). ` +
        'Delete them, or set ALLOW_DEMO_ACCOUNTS=true if this is a demonstration install.',
    );
  }
  const rows = demoAccounts.map((a) => `    ${a.email.padEnd(22)} ${a.description}`).join('\n');
  return `\n  Demo logins (password ${demoPassword}):\n${rows}\n`;
}
