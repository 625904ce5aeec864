import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { filePaths, orderPaths } from '#contract/paths';
import { allPermissionCodes } from '#contract/permissions';
import { openDatabase, type Database } from '#server/db/connect';
import { orderChangelogs } from '#server/db/schema/changelogs';
import { orderCustomers } from '#server/db/schema/customers';
import { files } from '#server/db/schema/files';
import { locations } from '#server/db/schema/locations';
import { orders } from '#server/db/schema/orders';
import { fileStorage } from '#server/files/file-storage';
import { createUser, testPassword } from '#fixtures/auth-helpers';
import {
  checkLoadSaves,
  checkOffsAcknowledged,
  loadSaveWorker,
  type LoadRound,
} from '#fixtures/crash-load-saves';
import { adminUrl, testDatabaseName } from '#fixtures/postgres-urls';
import {
  freePort,
  signInOverHttp,
  startServer,
  waitForHealth,
  type ServerProcess,
} from '#fixtures/server-process';

/**
 * Issue #18, "Crash mid-write" (PostgreSQL): the server is killed with SIGKILL while orders are being created
 * and files uploaded to them, and loads built (created, orders added, stops reordered, a stop checked off).
 * After a restart every save that got a 2xx is there whole, and every other one is there whole or not at
 * all: no order without its change log entry, no file row without its stored file, no half-written upload
 * left behind, no stop without its load or its orders, no order on a load without both its stops.
 */
const serverUrl = process.env.DATABASE_URL;

interface Attempt {
  poNumber: string;
  status: number | 'no answer';
  orderId?: number;
  upload?: { name: string; status: number | 'no answer' };
}

describe.runIf(serverUrl)('a crash in the middle of writes', () => {
  // Made by the test itself, so a run without PostgreSQL (the suite skipped) leaves no directory behind.
  let dataDir = '';
  const name = testDatabaseName();
  const running: ServerProcess[] = [];
  let admin: pg.Client | null = null;
  let database: Database | null = null;

  afterAll(async () => {
    for (const s of running) s.kill('SIGKILL');
    await database?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged save and no half of any other', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    const url = adminUrl(serverUrl!, name);
    database = await openDatabase({ url, poolSize: 2 });
    const db = database.db;
    const user = await createUser(db, {
      identities: [{ type: 'admin', permissionCodes: [...allPermissionCodes] }],
    });
    const [customer] = await db
      .insert(orderCustomers)
      .values({ orderCustomerName: 'Crash Test Cellars' })
      .returning();
    const place = async (placeName: string) =>
      (
        await db
          .insert(locations)
          .values({ name: placeName, relatedOrderCustomerId: customer!.orderCustomerId })
          .returning()
      )[0]!;
    const from = await place('Crash Cellar');
    const to = await place('Crash Market');
    const depot = await place('Crash Depot');

    const env = { DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' };
    const port = await freePort();
    const first = startServer(port, env);
    running.push(first);
    await waitForHealth(first);
    const token = await signInOverHttp(first.base, user.login, testPassword);
    const headers = { authorization: `Bearer ${token}` };

    const orderBody = {
      refOrderTypeId: 9,
      orderCustomerId: customer!.orderCustomerId,
      sourceLocationId: from.locationId,
      destinationLocationId: to.locationId,
      producerName: 'Crash Estate',
      quantity: 12,
      unitType: 2,
      dateNeededBy: '2026-03-01',
    };
    const attempts: Attempt[] = [];
    const rounds: LoadRound[] = [];
    let killed = false;
    const worker = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const attempt: Attempt = { poNumber: `CRASH-${w}-${i}`, status: 'no answer' };
        attempts.push(attempt);
        try {
          const res = await fetch(`${first.base}${orderPaths.base}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ ...orderBody, poNumber: attempt.poNumber }),
          });
          attempt.status = res.status;
          if (!res.ok) continue;
          attempt.orderId = ((await res.json()) as { orderId: number }).orderId;
          const form = new FormData();
          const fileName = `${attempt.poNumber}.txt`;
          form.append(
            'formFile',
            new Blob([`bill of lading ${attempt.poNumber}\n`.repeat(200)], { type: 'text/plain' }),
            fileName,
          );
          attempt.upload = { name: fileName, status: 'no answer' };
          const up = await fetch(
            `${first.base}${fillPath(filePaths.order.list, { ownerId: attempt.orderId })}`,
            {
              method: 'POST',
              headers,
              body: form,
            },
          );
          attempt.upload.status = up.status;
        } catch {
          // The server died under this request: its outcome is whatever the database kept.
        }
      }
    };
    const target = {
      base: first.base,
      headers,
      order: orderBody,
      destinations: [to.locationId, depot.locationId] as [number, number],
    };
    const workers = [
      ...Array.from({ length: 5 }, (_, w) => worker(w)),
      ...Array.from({ length: 3 }, (_, w) => loadSaveWorker(target, w, rounds, () => killed)),
    ];
    // Let a stream of saves build up, then kill the process without warning.
    const uploaded = () =>
      attempts.filter((a) => a.upload?.status === 200 || a.upload?.status === 201).length;
    for (let i = 0; i < 300 && (uploaded() < 10 || checkOffsAcknowledged(rounds) < 5); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(checkOffsAcknowledged(rounds), 'load saves before the crash').toBeGreaterThanOrEqual(5);
    first.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    await first.exited;

    const second = startServer(port, env);
    running.push(second);
    await waitForHealth(second);

    const loadOrders: Attempt[] = rounds.flatMap((r) => r.orders);
    const acknowledged = [...attempts, ...loadOrders].filter(
      (a) => typeof a.status === 'number' && a.status < 300,
    );
    expect(acknowledged.length).toBeGreaterThan(5);
    expect(acknowledged.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    const stored = await db
      .select({ orderId: orders.orderId, poNumber: orders.poNumber })
      .from(orders)
      .where(eq(orders.orderCustomerId, customer!.orderCustomerId));
    const byPo = new Map(stored.map((o) => [o.poNumber, o.orderId]));
    expect(stored.length).toBe(byPo.size); // none saved twice
    for (const a of acknowledged) expect(byPo.get(a.poNumber), a.poNumber).toBe(a.orderId);
    // Unanswered saves are there whole or not at all; nothing else appeared.
    const attempted = new Set([...attempts, ...loadOrders].map((a) => a.poNumber));
    for (const po of byPo.keys()) expect(attempted.has(po!), po!).toBe(true);

    const ids = [...byPo.values()];
    const logged = new Set(
      (
        await db
          .select({ orderId: orderChangelogs.orderId })
          .from(orderChangelogs)
          .where(inArray(orderChangelogs.orderId, ids))
      ).map((r) => r.orderId),
    );
    for (const id of ids) expect(logged.has(id), `order ${id} has its change log entry`).toBe(true);

    const storage = fileStorage({ DATA_DIR: dataDir });
    const rows = await db.select().from(files).where(inArray(files.orderId, ids));
    for (const row of rows)
      expect(existsSync(storage.absolute(row.path)), `file ${row.fileId} is stored`).toBe(true);
    const names = new Set(rows.map((r) => r.name));
    for (const a of acknowledged.filter(
      (x) => x.upload && typeof x.upload.status === 'number' && x.upload.status < 300,
    ))
      expect(names.has(a.upload!.name), a.upload!.name).toBe(true);
    const incoming = join(storage.root, 'incoming');
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);

    await checkLoadSaves(database, rounds);

    second.kill('SIGTERM');
    const code = await second.exited;
    expect(code, second.output()).toBe(0);
  }, 300_000);
});
