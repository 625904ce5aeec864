import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './connect';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A zone name as IANA writes them ("America/Los_Angeles", "Etc/GMT+8"): nothing else reaches the SQL. */
const zoneName = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/**
 * Applies the SQL migrations drizzle-kit generated, in order, once each, in one transaction per file.
 * One runner for both engines keeps PGlite and PostgreSQL on the same path. A migration that turns moments
 * into days reads the business's zone (BUSINESS_TIME_ZONE) as `portal.business_time_zone`, set for its
 * transaction; without one it falls back to the default, America/Los_Angeles.
 */
export async function migrate(
  database: Database,
  /** `only`: apply just these files (a restore first rebuilds the schema its backup came from). */
  options: { businessTimeZone?: string; only?: ReadonlySet<string> } = {},
): Promise<string[]> {
  const zone = options.businessTimeZone ?? '';
  if (zone && !zoneName.test(zone)) throw new Error(`Not a time zone name: ${zone}`);
  await database.exec(
    `create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
  );
  const applied = new Set(
    (await database.rows<{ name: string }>(sql`select name from schema_migrations`)).map((r) => r.name),
  );
  const files = readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file) || (options.only && !options.only.has(file))) continue;
    const body = readFileSync(join(migrationsFolder, file), 'utf8').replaceAll(
      '--> statement-breakpoint',
      '',
    );
    const name = file.replaceAll("'", '');
    const setZone = zone ? `select set_config('portal.business_time_zone', '${zone}', true);\n` : '';
    await database.exec(
      `begin;\n${setZone}${body}\ninsert into schema_migrations (name) values ('${name}');\ncommit;`,
    );
    ran.push(file);
  }
  return ran;
}
