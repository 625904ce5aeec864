import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '#server/db/connect';
import { perDatabase } from '#server/db/prepared';
import { refLoadDesignations } from '#server/db/schema/reference';
import { createTestDatabase } from '#fixtures/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

let builds = 0;
/** What the connection it runs on holds in a setting a transaction sets for itself alone. */
const probe = perDatabase((db: Db) => {
  builds++;
  return db
    .select({ value: sql<string | null>`current_setting('app.probe', true)` })
    .from(refLoadDesignations)
    .limit(1)
    .prepare('test_probe');
});

describe('perDatabase in a transaction (issue #26)', () => {
  it('builds a query once per database and runs it on the transaction’s own connection', async () => {
    const outside = async () => (await probe(database.db).execute())[0]?.value ?? null;
    expect(await outside()).toBeFalsy();
    for (const mark of ['first', 'second']) {
      const inside = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.probe', ${mark}, true)`);
        return (await probe(tx).execute())[0]?.value;
      });
      expect(inside).toBe(mark);
    }
    expect(await outside()).toBeFalsy();
    expect(builds).toBe(1);
  });
});
