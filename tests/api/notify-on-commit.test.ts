import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connect';
import { notifyOnCommit } from '#server/db/notify-on-commit';
import { createTestDatabase } from '#fixtures/test-db';

const channel = 'test_notify_on_commit';
let database: Database;
let heard: string[] = [];
let unlisten: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  unlisten = await database.listen(
    channel,
    (payload) => heard.push(payload),
    () => undefined,
  );
});
afterAll(async () => {
  await unlisten();
  await database.close();
});

/** Waits for `payload`, then answers everything heard up to it; notifications of one sender keep their order. */
async function heardUpTo(payload: string): Promise<string[]> {
  const until = Date.now() + 5000;
  while (!heard.includes(payload)) {
    if (Date.now() > until) throw new Error(`no notification "${payload}" (heard ${heard.join(', ')})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const upTo = heard.slice(0, heard.indexOf(payload) + 1);
  heard = heard.slice(upTo.length);
  return upTo;
}

describe('notifyOnCommit sends a transaction’s notifications once it commits (decision 103)', () => {
  it('sends nothing for a transaction that rolls back, and nothing before the commit', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        notifyOnCommit(tx, channel, 'rolled back');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    let beforeCommit: string[] = [];
    await database.db.transaction(async (tx) => {
      notifyOnCommit(tx, channel, 'committed');
      await new Promise((resolve) => setTimeout(resolve, 100));
      beforeCommit = [...heard];
    });
    expect(beforeCommit).toEqual([]);
    expect(await heardUpTo('committed')).toEqual(['committed']);
  });

  it('sends the same notification asked twice in a transaction once, and a nested one with the outermost', async () => {
    await database.db.transaction(async (tx) => {
      notifyOnCommit(tx, channel, 'twice');
      notifyOnCommit(tx, channel, 'twice');
      await tx.transaction(async (inner) => notifyOnCommit(inner, channel, 'nested'));
      expect(heard).toEqual([]);
    });
    notifyOnCommit(database.db, channel, 'after');
    expect((await heardUpTo('after')).sort()).toEqual(['after', 'nested', 'twice']);
  });

  it('sends at once outside a transaction', async () => {
    notifyOnCommit(database.db, channel, 'at once');
    expect(await heardUpTo('at once')).toEqual(['at once']);
  });

  it('refuses a database it does not know, rather than dropping the notification', () => {
    expect(() => notifyOnCommit({} as Database['db'], channel)).toThrow(/not opened by openDatabase/);
  });
});
