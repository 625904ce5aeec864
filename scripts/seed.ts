/**
 * npm run seed -- [--seed N] [--size test|demo] [--orders N] [--anchor YYYY-MM-DD] [--reset]
 * Migrates, then fills the database (DATABASE_URL, else the PGlite directory PGLITE_DATA_DIR or data/pglite)
 * with deterministic demo data. Stop the server first when it uses the same PGlite directory.
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { demoAccounts, demoPassword, hasUsers, resetDatabase, seedDatabase } from '#server/db/seed/demo';
import { seedSizes, type SeedSize } from '#server/db/seed/sizes';

const usage = `Usage: npm run seed -- [--seed N] [--size ${seedSizes.join('|')}] [--orders N] [--anchor YYYY-MM-DD] [--reset]`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(1);
}

function options() {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string' },
      size: { type: 'string' },
      orders: { type: 'string' },
      anchor: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const int = (name: string, text: string | undefined, max: number) => {
    if (text === undefined) return undefined;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0 || n > max) fail(`--${name} must be a whole number from 0 to ${max}.`);
    return n;
  };
  const size = values.size ?? 'demo';
  if (!(seedSizes as readonly string[]).includes(size))
    fail(`--size must be one of ${seedSizes.join(', ')}.`);
  if (values.anchor !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.anchor))
    fail('--anchor must be YYYY-MM-DD.');
  const orders = int('orders', values.orders, 20_000_000);
  if (orders === 0) fail('--orders must be at least 1.');
  return {
    seed: int('seed', values.seed, 2 ** 32 - 1),
    size: size as SeedSize,
    orders,
    anchor: values.anchor ? new Date(`${values.anchor}T00:00:00Z`) : undefined,
    reset: values.reset,
  };
}

async function main() {
  const opts = options();
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.PGLITE_DATA_DIR || 'data/pglite';
  if (!url) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase(url ? { url } : { dataDir });
  try {
    console.log(`Database: ${url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
    const applied = await migrate(database);
    if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
    if (opts.reset) {
      await resetDatabase(database);
      console.log('Emptied every table (reference lists kept).');
    } else if (await hasUsers(database)) {
      throw new Error('The database already has users. Pass --reset to empty it and seed again.');
    }
    const started = performance.now();
    const summary = await seedDatabase(database, { ...opts, log: (line) => console.log(line) });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${summary.orders.toLocaleString('en-US')} orders and ${summary.loads.toLocaleString('en-US')} loads in ${seconds} s.`,
    );
    console.log(`\nDemo logins (password ${demoPassword}):`);
    for (const a of demoAccounts) console.log(`  ${a.email.padEnd(22)} ${a.description}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
