import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileKindInfo, fileKinds, type FileKind } from '#contract/file';
import { filePaths } from '#contract/paths';
import { files } from '#server/db/schema/files';
import { fileStorage } from '#server/files/file-storage';
import { errorBody } from '#fixtures/auth-helpers';
import { createOwners, everyCode, signedInIdentity, type Owners } from '#fixtures/record-owners';
import { createTestApp, type TestApp } from '#fixtures/test-app';

let t: TestApp;
let dataDir: string;
let owners: Owners;
let admin: { token: string; systemUserId: number };
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'files-calls-'));
  // The smallest limit the configuration allows, so "too large" costs one megabyte.
  t = await createTestApp({ DATA_DIR: dataDir, MAX_UPLOAD_MB: '1' });
  owners = await createOwners(t);
  admin = await signedInIdentity(t, 'admin', everyCode, owners, 'Ada');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ownerOf = (kind: FileKind, side: 'a' | 'b' = 'a') =>
  ({
    order: owners[side].orderId,
    load: owners[side].loadId,
    carrier: owners[side].carrierId,
    customer: owners[side].customerId,
  })[kind];
const path = (kind: FileKind, call: 'list' | 'count' | 'byId', ownerId: number, fileId = 0) =>
  filePaths[kind][call].replace('{ownerId}', String(ownerId)).replace('{fileId}', String(fileId));

const ownerNoun = {
  order: 'The order',
  load: 'The load',
  carrier: 'The carrier',
  customer: 'The customer',
} as const;

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n% a small document\n%%EOF\n');
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);

const upload = (
  kind: FileKind,
  ownerId: number,
  bytes: Uint8Array<ArrayBuffer>,
  fields: Record<string, string>,
  token = admin.token,
  query = '',
) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  // The browser's own name for the part; nameOfFile is what the screens send and what wins.
  form.append('formFile', new Blob([bytes]), fields.partName ?? 'upload.bin');
  return t.app.request(`${path(kind, 'list', ownerId)}${query}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
};
const storedFiles = async () => {
  const found: string[] = [];
  const root = join(dataDir, 'files', 'objects');
  for (const shard of await readdir(root).catch(() => [] as string[]))
    for (const name of await readdir(join(root, shard))) found.push(`objects/${shard}/${name}`);
  return found;
};
const incomingLeft = async () => (await readdir(join(dataDir, 'files', 'incoming')).catch(() => [])).length;

describe.each(fileKinds)('%s files', (kind) => {
  it('uploads, lists, counts, downloads the same bytes, changes the description and deletes from disk', async () => {
    const ownerId = ownerOf(kind);
    const fields: Record<string, string> = { nameOfFile: 'Bill of lading.pdf', description: ' signed copy ' };
    if (kind === 'carrier') fields.documentType = 'W-9';
    const res = await upload(kind, ownerId, pdfBytes, fields);
    expect(res.status, await res.clone().text()).toBe(200);
    const created = (await res.json()) as Record<string, unknown> & { fileId: number };
    expect(created).toMatchObject({
      name: 'Bill of lading.pdf',
      type: 'application/pdf',
      size: pdfBytes.length,
      description: 'signed copy',
      addedByUserName: 'Ada Tester',
      documentType: kind === 'carrier' ? 'W-9' : null,
      [fileKindInfo[kind].ownerKey]: ownerId,
    });
    expect(created).not.toHaveProperty('path');
    const [row] = await t.database.db.select().from(files).where(eq(files.fileId, created.fileId));
    expect(row!.path).not.toContain('lading');
    expect(await storedFiles()).toContain(row!.path);

    t.advance(60_000);
    const second = (await (await upload(kind, ownerId, pngBytes, { nameOfFile: 'photo.png' })).json()) as {
      fileId: number;
    };
    const list = await t.call('GET', path(kind, 'list', ownerId), { token: admin.token });
    expect(((await list.json()) as { name: string }[]).map((f) => f.name)).toEqual([
      'photo.png',
      'Bill of lading.pdf',
    ]);
    const ascending = await t.call('GET', `${path(kind, 'list', ownerId)}?shouldSortAscending=true`, {
      token: admin.token,
    });
    expect(((await ascending.json()) as { name: string }[]).map((f) => f.name)).toEqual([
      'Bill of lading.pdf',
      'photo.png',
    ]);
    expect(await (await t.call('GET', path(kind, 'count', ownerId), { token: admin.token })).json()).toBe(2);

    const download = await t.call('GET', path(kind, 'byId', ownerId, created.fileId), { token: admin.token });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdfBytes);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Bill of lading.pdf"; filename*=UTF-8''Bill%20of%20lading.pdf`,
    );

    const put = await t.call('PUT', path(kind, 'byId', ownerId, created.fileId), {
      token: admin.token,
      body: { description: 'countersigned', name: 'BOL.pdf' },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ description: 'countersigned', name: 'BOL.pdf' });

    const del = await t.call('DELETE', path(kind, 'byId', ownerId, created.fileId), { token: admin.token });
    expect(del.status).toBe(204);
    expect(await storedFiles()).not.toContain(row!.path);
    expect(
      (await t.call('GET', path(kind, 'byId', ownerId, created.fileId), { token: admin.token })).status,
    ).toBe(404);
    await t.call('DELETE', path(kind, 'byId', ownerId, second.fileId), { token: admin.token });
  });

  it('needs a session and the kind’s codes (each call)', async () => {
    const ownerId = ownerOf(kind);
    const p = fileKindInfo[kind].permissions;
    expect((await t.call('GET', path(kind, 'list', ownerId))).status).toBe(401);
    const none = await signedInIdentity(t, 'employee', [], owners);
    const viewer = await signedInIdentity(t, 'employee', [p.view], owners);
    const stored = (await (await upload(kind, ownerId, pdfBytes, { nameOfFile: 'a.pdf' })).json()) as {
      fileId: number;
    };
    for (const [method, at] of [
      ['GET', path(kind, 'list', ownerId)],
      ['GET', path(kind, 'count', ownerId)],
      ['GET', path(kind, 'byId', ownerId, stored.fileId)],
    ] as const) {
      expect((await t.call(method, at, { token: none.token })).status).toBe(403);
      expect((await t.call(method, at, { token: viewer.token })).status).toBe(200);
    }
    expect((await upload(kind, ownerId, pdfBytes, { nameOfFile: 'b.pdf' }, viewer.token)).status).toBe(403);
    const at = path(kind, 'byId', ownerId, stored.fileId);
    expect((await t.call('PUT', at, { token: viewer.token, body: { description: 'x' } })).status).toBe(403);
    expect((await t.call('DELETE', at, { token: viewer.token })).status).toBe(403);
    expect((await t.call('DELETE', at, { token: admin.token })).status).toBe(204);
  });

  it('answers 404 for an unknown owner and for a file of another owner', async () => {
    expect((await t.call('GET', path(kind, 'list', 999_999), { token: admin.token })).status).toBe(404);
    // Staff's upload is refused by the owner's foreign key, not a read first (decision 097): the same answer,
    // also ahead of what is wrong with the file itself, and nothing is kept.
    const notFound = { statusText: `${ownerNoun[kind]} was not found.`, code: 'not_found' };
    const before = (await storedFiles()).length;
    const lost = await upload(kind, 999_999, pdfBytes, { nameOfFile: 'x.pdf' });
    expect(lost.status).toBe(404);
    expect(await lost.json()).toEqual(notFound);
    for (const [bytes, nameOfFile] of [
      [new Uint8Array(0), 'empty.pdf'],
      [pdfBytes, 'x.exe'],
    ] as const) {
      const refused = await upload(kind, 999_999, bytes, { nameOfFile });
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual(notFound);
    }
    expect((await storedFiles()).length).toBe(before);
    expect(await incomingLeft()).toBe(0);
    const other = (await (
      await upload(kind, ownerOf(kind, 'b'), pdfBytes, { nameOfFile: 'b.pdf' })
    ).json()) as {
      fileId: number;
    };
    expect(
      (await t.call('GET', path(kind, 'byId', ownerOf(kind), other.fileId), { token: admin.token })).status,
    ).toBe(404);
  });
});

describe('what an upload may be', () => {
  const ownerId = () => owners.a.orderId;

  it('stores the bytes under the key its row names, which the insert computes as keyOf does', async () => {
    const storage = fileStorage({ DATA_DIR: dataDir });
    for (const id of [0, 1, 15, 16, 255, 256, 4097, 123_456, 2_147_483_647]) {
      const [row] = await t.database.rows<{ key: string }>(
        sql`select ${storage.keyIn(sql`${id}::int`)} as key`,
      );
      expect(row!.key).toBe(storage.keyOf(id));
    }
    const res = await upload('order', ownerId(), pdfBytes, { nameOfFile: 'keyed.pdf' });
    const { fileId } = (await res.json()) as { fileId: number };
    const [row] = await t.database.db.select().from(files).where(eq(files.fileId, fileId));
    expect(row!.path).toBe(storage.keyOf(fileId));
    expect(await storedFiles()).toContain(row!.path);
  });

  it('answers a missing owner 404 ahead of a file too large, as when the owner was read first', async () => {
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(pdfBytes);
    const res = await upload('order', 999_999, big, { nameOfFile: 'big.pdf' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusText: 'The order was not found.', code: 'not_found' });
    expect(await incomingLeft()).toBe(0);
  });

  it('refuses a file larger than MAX_UPLOAD_MB with 413 and keeps nothing', async () => {
    const before = await storedFiles();
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(pdfBytes);
    const res = await upload('order', ownerId(), big, { nameOfFile: 'big.pdf' });
    expect(res.status).toBe(413);
    expect(await errorBody(res)).toMatchObject({
      code: 'too_large',
      statusText: 'File must be smaller than 1mb.',
      fields: { formFile: 'File must be smaller than 1mb.' },
    });
    expect(await storedFiles()).toEqual(before);
    expect(await incomingLeft()).toBe(0);
  });

  it('refuses an empty file with the words of spec 1 §5, not as a type off the list', async () => {
    const before = await storedFiles();
    const res = await upload('order', ownerId(), new Uint8Array(0), { nameOfFile: 'empty.pdf' });
    expect(res.status).toBe(400);
    expect(await errorBody(res)).toEqual({
      code: 'validation_failed',
      statusText: 'File is empty.',
      fields: { formFile: 'File is empty.' },
    });
    expect(await storedFiles()).toEqual(before);
    expect(await incomingLeft()).toBe(0);
  });

  it('a multipart body past the whole request limit answers the file words too', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(pdfBytes);
    const res = await upload('order', ownerId(), big, { nameOfFile: 'huge.pdf' });
    expect(res.status).toBe(413);
    expect((await errorBody(res)).statusText).toBe('File must be smaller than 1mb.');
  });

  it('keeps only the last segment of a name with ../ and drops control characters', async () => {
    const res = await upload('order', ownerId(), pdfBytes, { nameOfFile: '../../etc/pass\u0007wd.pdf' });
    expect(res.status, await res.clone().text()).toBe(200);
    const created = (await res.json()) as { name: string; fileId: number };
    expect(created.name).toBe('passwd.pdf');
    const [row] = await t.database.db.select().from(files).where(eq(files.fileId, created.fileId));
    expect(row!.path).toMatch(/^objects\/[0-9a-f]{2}\/\d+$/);
    const dots = await upload('order', ownerId(), pdfBytes, { nameOfFile: '..' });
    expect(dots.status).toBe(400);
  });

  it('refuses with 415 a type off the list, or content that does not match its extension', async () => {
    const exe = await upload('order', ownerId(), new Uint8Array([0x4d, 0x5a, 0x90, 0]), {
      nameOfFile: 'tool.exe',
    });
    expect(exe.status).toBe(415);
    expect((await errorBody(exe)).code).toBe('unsupported_type');
    const fakePdf = await upload('order', ownerId(), pngBytes, { nameOfFile: 'image.pdf' });
    expect(fakePdf.status).toBe(415);
    const csv = await upload('order', ownerId(), new TextEncoder().encode('a,b\n1,2\n'), {
      nameOfFile: 'rows.csv',
    });
    expect(csv.status).toBe(200);
    expect(await csv.json()).toMatchObject({ type: 'text/csv' });
    expect(await incomingLeft()).toBe(0);
  });

  it('takes the description from ?description= too, and refuses a body that is not multipart', async () => {
    const res = await upload(
      'order',
      ownerId(),
      pdfBytes,
      { nameOfFile: 'q.pdf' },
      admin.token,
      '?description=From%20query',
    );
    expect(await res.json()).toMatchObject({ description: 'From query' });
    const json = await t.call('POST', path('order', 'list', ownerId()), {
      token: admin.token,
      body: { x: 1 },
    });
    expect(json.status).toBe(400);
    const noFile = new FormData();
    noFile.append('nameOfFile', 'a.pdf');
    const empty = await t.app.request(path('order', 'list', ownerId()), {
      method: 'POST',
      body: noFile,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(empty.status).toBe(400);
  });

  it('names a download with any characters through RFC 5987', async () => {
    const res = await upload('order', ownerId(), pdfBytes, { nameOfFile: "Façade l'été.pdf" });
    const { fileId } = (await res.json()) as { fileId: number };
    const download = await t.call('GET', path('order', 'byId', ownerId(), fileId), { token: admin.token });
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Fa_ade l'_t_.pdf"; filename*=UTF-8''Fa%C3%A7ade%20l%27%C3%A9t%C3%A9.pdf`,
    );
  });
});

describe("the owner's own access", () => {
  it("a customer login reaches its own customer's order files only", async () => {
    const p = fileKindInfo.order.permissions;
    const customer = await signedInIdentity(t, 'customer', [p.view, p.add], owners);
    expect(
      (await upload('order', owners.a.orderId, pdfBytes, { nameOfFile: 'c.pdf' }, customer.token)).status,
    ).toBe(200);
    expect(
      (await t.call('GET', path('order', 'list', owners.a.orderId), { token: customer.token })).status,
    ).toBe(200);
    expect(
      (await t.call('GET', path('order', 'list', owners.b.orderId), { token: customer.token })).status,
    ).toBe(404);
    // Another's order is 404 from the insert itself (decision 097), and ahead of a refused file, as before.
    const before = (await storedFiles()).length;
    for (const [bytes, nameOfFile] of [
      [pdfBytes, 'c.pdf'],
      [new Uint8Array(0), 'empty.pdf'],
      [pdfBytes, 'c.exe'],
    ] as const) {
      const res = await upload('order', owners.b.orderId, bytes, { nameOfFile }, customer.token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ statusText: 'The order was not found.', code: 'not_found' });
    }
    expect((await storedFiles()).length).toBe(before);
    expect(await incomingLeft()).toBe(0);
    // Its own order still answers what is wrong with the file.
    const refused = await upload(
      'order',
      owners.a.orderId,
      pdfBytes,
      { nameOfFile: 'c.exe' },
      customer.token,
    );
    expect(refused.status).toBe(415);
  });

  it('a carrier login reaches its own carrier and loads only', async () => {
    const codes = [fileKindInfo.carrier.permissions.view, fileKindInfo.load.permissions.view];
    const carrier = await signedInIdentity(t, 'carrier', codes, owners);
    const get = (kind: FileKind, id: number) =>
      t.call('GET', path(kind, 'list', id), { token: carrier.token });
    expect((await get('carrier', owners.a.carrierId)).status).toBe(200);
    expect((await get('load', owners.a.loadId)).status).toBe(200);
    expect((await get('carrier', owners.b.carrierId)).status).toBe(404);
    expect((await get('load', owners.b.loadId)).status).toBe(404);
  });
});
