import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './connect';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the SQL migrations drizzle-kit generated, in order, once each, in one transaction per file.
 * One runner for both engines keeps PGlite and PostgreSQL on the same path.
 */
export async function migrate(database: Database): Promise<string[]> {
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
    if (applied.has(file)) continue;
    const body = readFileSync(join(migrationsFolder, file), 'utf8').replaceAll(
      '--> statement-breakpoint',
      '',
    );
    const name = file.replaceAll("'", '');
    await database.exec(`begin;\n${body}\ninsert into schema_migrations (name) values ('${name}');\ncommit;`);
    ran.push(file);
  }
  return ran;
}
