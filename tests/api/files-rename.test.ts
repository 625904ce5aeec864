import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileKinds, type FileKind } from '#contract/file';
import { filePaths } from '#contract/paths';
import { files } from '#server/db/schema/files';
import { errorBody } from '#fixtures/auth-helpers';
import { createOwners, everyCode, signedInIdentity, type Owners } from '#fixtures/record-owners';
import { createTestApp, type TestApp } from '#fixtures/test-app';

// Issue #27: a rename passes the upload's own type check (decision 067), and a download's name fits its type.
let t: TestApp;
let dataDir: string;
let owners: Owners;
let admin: { token: string };
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'files-rename-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  owners = await createOwners(t);
  admin = await signedInIdentity(t, 'admin', everyCode, owners, 'Ada');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ownerOf = (kind: FileKind) =>
  ({
    order: owners.a.orderId,
    load: owners.a.loadId,
    carrier: owners.a.carrierId,
    customer: owners.a.customerId,
  })[kind];
const path = (kind: FileKind, call: 'list' | 'byId', fileId = 0) =>
  filePaths[kind][call].replace('{ownerId}', String(ownerOf(kind))).replace('{fileId}', String(fileId));

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n% an invoice\n%%EOF\n');
const textBytes = new TextEncoder().encode('loadId,cases\n1,40\n');

async function upload(kind: FileKind, bytes: Uint8Array<ArrayBuffer>, nameOfFile: string) {
  const form = new FormData();
  form.append('nameOfFile', nameOfFile);
  form.append('formFile', new Blob([bytes]), nameOfFile);
  const res = await t.app.request(path(kind, 'list'), {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { fileId: number }).fileId;
}
const rename = (kind: FileKind, fileId: number, body: Record<string, unknown>) =>
  t.call('PUT', path(kind, 'byId', fileId), { token: admin.token, body });
const stored = async (fileId: number) =>
  (await t.database.db.select().from(files).where(eq(files.fileId, fileId)))[0]!;
const downloadName = async (kind: FileKind, fileId: number) => {
  const res = await t.call('GET', path(kind, 'byId', fileId), { token: admin.token });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return res.headers.get('content-disposition');
};

describe.each(fileKinds)('%s files', (kind) => {
  it.each([
    ['invoice.exe', '.exe files are not accepted. The name must end in one of .pdf, .png'],
    ['renamed.html', '.html files are not accepted.'],
    ['invoice', 'The name has no extension.'],
    [
      'invoice.png',
      "This file's content is not a .png file. Keep an extension that matches its content, such as .pdf.",
    ],
    ['invoice.docx', "This file's content is not a .docx file."],
  ])('refuses a rename to %s with 400 and the reason; the file keeps its name', async (name, reason) => {
    const fileId = await upload(kind, pdfBytes, 'invoice.pdf');
    const res = await rename(kind, fileId, { name, description: 'changed' });
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.code).toBe('validation_failed');
    expect(body.fields?.name).toContain(reason);
    expect(await stored(fileId)).toMatchObject({
      name: 'invoice.pdf',
      type: 'application/pdf',
      description: null,
    });
    expect(await downloadName(kind, fileId)).toContain('filename="invoice.pdf"');
  });

  it('renames to another allowed name that fits the content, and the type follows the name', async () => {
    const fileId = await upload(kind, pdfBytes, 'invoice.pdf');
    const res = await rename(kind, fileId, { name: 'March invoice.PDF' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'March invoice.PDF', type: 'application/pdf' });
    expect(await downloadName(kind, fileId)).toBe(
      `attachment; filename="March invoice.PDF"; filename*=UTF-8''March%20invoice.PDF`,
    );
    // Text may be named .txt or .csv, as an upload may; the download's type is the new name's.
    const textId = await upload(kind, textBytes, 'cases.txt');
    const csv = await rename(kind, textId, { name: 'cases.csv' });
    expect(csv.status, await csv.clone().text()).toBe(200);
    expect(await csv.json()).toMatchObject({ name: 'cases.csv', type: 'text/csv' });
    const pdfName = await rename(kind, textId, { name: 'cases.pdf' });
    expect(pdfName.status).toBe(400);
    expect((await errorBody(pdfName)).fields?.name).toContain('such as .csv');
  });

  it('downloads a name saved before renames were checked with its type’s extension added', async () => {
    const fileId = await upload(kind, pdfBytes, 'invoice.pdf');
    await t.database.db.update(files).set({ name: 'invoice.exe' }).where(eq(files.fileId, fileId));
    expect(await downloadName(kind, fileId)).toBe(
      `attachment; filename="invoice.exe.pdf"; filename*=UTF-8''invoice.exe.pdf`,
    );
    // Sending that name back unchanged with a new description is no rename.
    const res = await rename(kind, fileId, { name: 'invoice.exe', description: 'kept' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await stored(fileId)).toMatchObject({ name: 'invoice.exe', description: 'kept' });
  });
});
