import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { systemUsers } from '#server/db/schema/auth';
import { createTestDatabase } from '#fixtures/test-db';

describe('database template', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('starts migrated, and migrating again applies nothing', async () => {
    expect(await migrate(database)).toEqual([]);
    const rows = await database.rows<{ n: number }>(sql`select count(*)::int as n from schema_migrations`);
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('is a private copy: writes here do not leak into other files', async () => {
    await database.db.insert(systemUsers).values({ firstName: 'Probe', emailAddress: 'probe@example.test' });
    const found = await database.db
      .select()
      .from(systemUsers)
      .where(sql`email_address = 'probe@example.test'`);
    expect(found).toHaveLength(1);
  });

  // Decision 095: a short query whose estimated cost passes jit_above_cost is not compiled first.
  it.runIf(process.env.DATABASE_URL)(
    'runs its statements without JIT compilation on PostgreSQL',
    async () => {
      expect(database.engine).toBe('postgres');
      const rows = await database.rows<{ jit: string }>(sql`select current_setting('jit') as jit`);
      expect(rows[0]?.jit).toBe('off');
    },
  );

  it('refuses a second user with the same e-mail in another case', async () => {
    await expect(
      database.db.insert(systemUsers).values({ firstName: 'Dup', emailAddress: 'PROBE@example.test' }),
    ).rejects.toThrow();
  });
});
