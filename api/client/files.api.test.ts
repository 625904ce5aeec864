import { expect, it } from 'vitest';
import { filePaths } from '#contract/paths';
import { createUploader, type XhrLike } from './file-upload';
import { createFilesApi } from './files.api';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';

const file = {
  fileId: 11,
  orderId: 7,
  name: 'BOL.pdf',
  type: 'application/pdf',
  size: 1200,
  description: 'signed',
  dateAdded: '2026-01-05T10:00:00.000Z',
  dateModified: '2026-01-05T10:00:00.000Z',
  documentType: null,
  addedByUserId: 1,
  addedByUserName: 'Ada Tester',
};

/** A stand-in for the browser's XMLHttpRequest: records what was sent; the test plays the network. */
class FakeXhr implements XhrLike {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getResponseHeader() {
    return 'application/json';
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const server = await replyServerForFile();
let unauthorized = 0;
const api = () =>
  createFilesApi(
    testHttpClient(server),
    createUploader({
      baseUrl: 'http://portal.test',
      getToken: () => 'tok',
      onUnauthorized: () => void (unauthorized += 1),
      createXhr: () => new FakeXhr(),
    }),
  );

it('list and count GET the kind’s paths', async () => {
  server.reply('/api/Files/OrderFiles/7', 200, [file]);
  expect(await api().list('order', 7, { ascending: true })).toEqual([file]);
  expect(server.last().url).toBe('/api/Files/OrderFiles/7?shouldSortAscending=true');
  server.reply(filePaths.carrier.count.replace('{ownerId}', '2'), 200, 3);
  expect(await api().count('carrier', 2)).toBe(3);
});

it('download GETs the file; an attachment is saved by the client and resolves null', async () => {
  expect(await api().download('load', 4, 11)).toBeNull();
  expect(server.last()).toMatchObject({ method: 'GET', url: '/api/Files/LoadFiles/4/11' });
});

it('update PUTs the changes; remove DELETEs', async () => {
  server.reply('/api/Files/OrderFiles/7/11', 200, { ...file, description: 'new' });
  expect(await api().update('order', 7, 11, { description: 'new' })).toMatchObject({ description: 'new' });
  expect(server.last()).toMatchObject({ method: 'PUT', body: '{"description":"new"}' });
  server.clearReplies();
  expect(await api().remove('order', 7, 11)).toBeNull();
});

it('upload POSTs multipart with the token, reports progress and resolves the stored file', async () => {
  const progress: [number, number][] = [];
  const pending = api().upload('carrier', 2, {
    file: new Blob(['%PDF-1.4']),
    nameOfFile: 'W9.pdf',
    description: 'tax form',
    documentType: 'W-9',
    onProgress: (loaded, total) => progress.push([loaded, total]),
  });
  const xhr = FakeXhr.last;
  expect(xhr).toMatchObject({ method: 'POST', url: 'http://portal.test/api/Files/CarrierFiles/2' });
  expect(xhr.headers.Authorization).toBe('Bearer tok');
  expect(xhr.sent?.get('nameOfFile')).toBe('W9.pdf');
  expect(xhr.sent?.get('description')).toBe('tax form');
  expect(xhr.sent?.get('documentType')).toBe('W-9');
  expect(xhr.sent?.get('formFile')).toBeInstanceOf(Blob);
  xhr.upload.onprogress?.({ loaded: 4, total: 8, lengthComputable: true });
  xhr.upload.onprogress?.({ loaded: 8, total: 8, lengthComputable: true });
  xhr.answer(200, { ...file, orderId: undefined, carrierId: 2 });
  expect(await pending).toMatchObject({ fileId: 11, name: 'BOL.pdf' });
  expect(progress).toEqual([
    [4, 8],
    [8, 8],
  ]);
});

it('upload sends no documentType for other kinds', async () => {
  const pending = api().upload('order', 7, {
    file: new Blob(['x']),
    nameOfFile: 'a.txt',
    documentType: 'W-9',
  });
  expect(FakeXhr.last.sent?.has('documentType')).toBe(false);
  FakeXhr.last.answer(200, file);
  await pending;
});

it('cancelling through the signal aborts the request and resolves null', async () => {
  const controller = new AbortController();
  const pending = api().upload('order', 7, {
    file: new Blob(['x']),
    nameOfFile: 'a.txt',
    signal: controller.signal,
  });
  controller.abort();
  expect(FakeXhr.last.aborted).toBe(true);
  expect(await pending).toBeNull();
});

it("a refusal rejects with the server's text; a 401 also logs out", async () => {
  const tooBig = api().upload('order', 7, { file: new Blob(['x']), nameOfFile: 'a.pdf' });
  FakeXhr.last.answer(413, { statusText: 'File must be smaller than 25mb.', code: 'too_large' });
  await expect(tooBig).rejects.toMatchObject({
    status: 413,
    code: 'too_large',
    message: 'File must be smaller than 25mb.',
  });
  const expired = api().upload('order', 7, { file: new Blob(['x']), nameOfFile: 'a.pdf' });
  FakeXhr.last.answer(401, {
    statusText: 'Your session has expired. Please login again.',
    code: 'token_expired',
  });
  await expect(expired).rejects.toMatchObject({ status: 401 });
  expect(unauthorized).toBe(1);
});
