import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connect';
import { describeError } from '#server/logging/describe-error';
import { createTestDatabase } from '#fixtures/test-db';

/** Issue #10: a 500 from the database logs its real cause (SQLSTATE, message), never the query's parameters. */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('describeError', () => {
  it('gives the failed query, the database error drizzle wraps as cause, and no parameters', async () => {
    const secret = 'token-hash-that-must-not-be-logged';
    const error = await database.db
      .execute(sql`select 1 / 0 where ${secret} <> 'x'`)
      .then(() => null)
      .catch((e: unknown) => e);
    const fields = describeError(error);
    expect(fields).toMatchObject({
      error: 'Failed query',
      query: expect.stringContaining('select 1 / 0'),
      cause: { error: expect.stringContaining('division by zero'), code: '22012', severity: 'ERROR' },
    });
    expect(JSON.stringify(fields)).not.toContain(secret);
    expect(fields.stack).toMatch(/^\s+at /);
  });

  it('describes plain errors and thrown values', () => {
    expect(describeError(new TypeError('boom'))).toMatchObject({ error: 'TypeError: boom' });
    expect(describeError('text')).toEqual({ error: 'text' });
  });
});
