import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { livePaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { createApp } from '#server/app';
import { openDatabase, type Db } from '#server/db/connect';
import { recordEvents, type NewEvent } from '#server/live/outbox-write';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestAppWithUrl } from '#fixtures/file-app';
import { changeOf, openLiveStream, readyHead } from './live-events-helpers';
import { create, createOrderData, json, staffForm } from './orders-helpers';

const { t, databaseUrl } = useTestAppWithUrl();
const d = useBeforeAll(async () => {
  const data = await createOrderData(t);
  const reader = await createSignedInUser(t, {
    identities: [{ type: 'employee', permissionCodes: [P.PortalAccess, P.OrderView, P.LoadView] }],
  });
  return { ...data, reader };
});

const listen = (fetch: Parameters<typeof serve>[0]['fetch']) =>
  new Promise<{ server: ServerType; base: string }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server, base: `http://127.0.0.1:${info.port}` }),
    );
  });

describe('the live stream across servers and readers (decision 077)', () => {
  // Two app servers need one database server: PGlite is one process's alone (decision 068).
  it.skipIf(!process.env.DATABASE_URL)(
    'brings a write through server A to a stream on server B, over HTTP, within a second',
    async () => {
      const second = await openDatabase({ url: databaseUrl(), poolSize: 2 });
      const appB = createApp({ ...t.deps, database: second });
      const { server, base } = await listen(appB.fetch);
      const stream = await openLiveStream((path, init) => fetch(`${base}${path}`, init), d.reader.token);
      try {
        await readyHead(stream);
        const started = Date.now();
        const order = await json(await create(t, d.staff.token, staffForm(d, { poNumber: 'PO-SERVER-A' })));
        const event = await changeOf(stream, 'order.created', order.orderId, 1000);
        expect(Date.now() - started).toBeLessThan(1000);
        expect(event.record).toEqual({ type: 'order', id: order.orderId });
      } finally {
        await stream.close();
        server.close();
        await second.close();
      }
    },
  );

  it('drops a reader that takes nothing without holding up another stream', async () => {
    const fast = await openLiveStream((path, init) => t.app.request(path, init), d.reader.token);
    await readyHead(fast);
    // Opened and never read: its writes wait, its queue fills, and the stream is dropped.
    const slow = await t.app.request(livePaths.events, {
      headers: { authorization: `Bearer ${d.staff.token}` },
    });
    expect(slow.status).toBe(200);
    const many: NewEvent[] = Array.from({ length: 2600 }, (_, i) => ({
      kind: 'order.changed',
      recordType: 'order',
      recordId: 900_000 + i,
      payload: { fields: ['poNumber'] },
      scope: { orderCustomerIds: [], carrierIds: [], loadIds: [] },
    }));
    await t.database.db.transaction((tx) => recordEvents(tx as unknown as Db, null, many));
    const [newest] = await t.database.rows<{ id: string }>(
      sql`select max(event_id) as id from domain_events`,
    );
    await fast.next((f) => f.id === String(newest!.id), 10_000);
    // The reader of the slow stream has now taken nothing for over a second with more than 2 000 waiting: the
    // next event drops it, and still reaches the other stream.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const order = await json(await create(t, d.staff.token, staffForm(d, { poNumber: 'PO-AFTER-SLOW' })));
    await changeOf(fast, 'order.created', order.orderId);
    // The slow stream ended: reading it now reaches its end instead of waiting for ever.
    const text = await Promise.race([
      slow.text(),
      new Promise<string>((_, reject) =>
        setTimeout(() => reject(new Error('the slow stream still open')), 5000),
      ),
    ]);
    expect(text.length).toBeLessThan(200_000);
    await fast.close();
  });
});
