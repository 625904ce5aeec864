import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileKind } from '#contract/file';
import { carrierPaths, filePaths, loadPaths, orderCustomerPaths, orderPaths } from '#contract/paths';
import { orderCustomers } from '#server/db/schema/customers';
import { files } from '#server/db/schema/files';
import { carriers } from '#server/db/schema/carriers';
import { loads } from '#server/db/schema/loads';
import { orders } from '#server/db/schema/orders';
import { sweepOrphanFiles } from '#server/files/sweep-orphans';
import { createLogger } from '#server/logging/logger';
import { putOrderOnNewLoad } from '#fixtures/order-on-load';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { everyCode } from '#fixtures/record-owners';
import { createTestApp, type TestApp } from '#fixtures/test-app';

let t: TestApp;
let dataDir: string;
let admin: { token: string };
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'files-owners-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await createSignedInUser(t, { identities: [{ type: 'admin', permissionCodes: [...everyCode] }] });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const stored = async () => {
  const root = join(dataDir, 'files', 'objects');
  const found: string[] = [];
  for (const shard of await readdir(root).catch(() => [] as string[]))
    for (const name of await readdir(join(root, shard))) found.push(`objects/${shard}/${name}`);
  return found;
};
const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const uploadTo = async (kind: FileKind, ownerId: number) => {
  const form = new FormData();
  form.append('nameOfFile', 'doc.pdf');
  form.append('formFile', new Blob([pdf]), 'doc.pdf');
  const res = await t.app.request(filePaths[kind].list.replace('{ownerId}', String(ownerId)), {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(res.status).toBe(200);
  const [row] = await t.database.db
    .select({ path: files.path })
    .from(files)
    .orderBy(files.fileId)
    .limit(1)
    .offset((await t.database.db.$count(files)) - 1);
  return row!.path;
};

describe('deleting owners deletes their stored files', () => {
  it.each([
    [
      'order',
      orderPaths.deleteBulk,
      async () =>
        (await t.database.db.insert(orders).values({ poNumber: 'DEL', orderCustomerId: 1 }).returning())[0]!
          .orderId,
    ],
    [
      'load',
      loadPaths.deleteBulk,
      async () => (await t.database.db.insert(loads).values({}).returning())[0]!.loadId,
    ],
    [
      'carrier',
      carrierPaths.deleteBulk,
      async () =>
        (await t.database.db.insert(carriers).values({ name: 'Gone Co' }).returning())[0]!.carrierId,
    ],
    [
      'customer',
      orderCustomerPaths.deleteBulk,
      async () =>
        (await t.database.db.insert(orderCustomers).values({ orderCustomerName: 'Gone Inc' }).returning())[0]!
          .orderCustomerId,
    ],
  ] as const)('%s deleteBulk', async (kind, deletePath, create) => {
    const ownerId = await create();
    const key = await uploadTo(kind, ownerId);
    expect(await stored()).toContain(key);
    const res = await t.call('POST', deletePath, { token: admin.token, body: [ownerId] });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await stored()).not.toContain(key);
  });

  it('keeps the files when the delete is refused (409)', async () => {
    const [order] = await t.database.db
      .insert(orders)
      .values({ poNumber: 'KEEP', orderCustomerId: 1 })
      .returning();
    const key = await uploadTo('order', order!.orderId);
    // An order on a load cannot be deleted (RESTRICT): its files must survive the refusal.
    await putOrderOnNewLoad(t.database.db, order!.orderId, 'Keep dock');
    expect(
      (await t.call('POST', orderPaths.deleteBulk, { token: admin.token, body: [order!.orderId] })).status,
    ).toBe(409);
    expect(await stored()).toContain(key);
  });
});

describe('the start-up sweep', () => {
  it('removes half-written uploads and stored files without a row, and keeps the rest', async () => {
    const [order] = await t.database.db
      .insert(orders)
      .values({ poNumber: 'SWEEP', orderCustomerId: 1 })
      .returning();
    const kept = await uploadTo('order', order!.orderId);
    await mkdir(join(dataDir, 'files', 'incoming'), { recursive: true });
    await writeFile(join(dataDir, 'files', 'incoming', 'half-written'), 'x');
    await mkdir(join(dataDir, 'files', 'objects', 'ff'), { recursive: true });
    await writeFile(join(dataDir, 'files', 'objects', 'ff', '999999'), 'orphan');
    const removed = await sweepOrphanFiles(t.database, t.config, createLogger('silent'));
    expect(removed).toBe(1);
    expect(await stored()).toContain(kept);
    expect(await stored()).not.toContain('objects/ff/999999');
    expect(await readdir(join(dataDir, 'files', 'incoming')).catch(() => [])).toEqual([]);
  });
});
