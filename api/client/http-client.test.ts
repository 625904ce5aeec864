import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { serverErrorText, unknownServerErrorText } from '#contract/error';
import { ApiError } from './api-error';
import { createHttpClient, invalidResponseText, queryString, type HttpClientOptions } from './http-client';
import { startRecordingServer, sendJson, type RecordingServer } from './recording-server.fixture';
import { invalidJsonText } from './response-body';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let server: RecordingServer;
let slowArrived: () => void = () => {};

beforeAll(async () => {
  server = await startRecordingServer((req, res) => {
    const path = req.url.split('?')[0];
    switch (path) {
      case '/echo':
        return sendJson(res, 200, { method: req.method, url: req.url, body: req.body });
      case '/no-content':
        res.writeHead(204);
        return res.end();
      case '/attachment':
        res.writeHead(200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="Load summary.pdf"; filename*=UTF-8''Load%20summary%20%E2%84%963.pdf`,
        });
        return res.end('%PDF-1.7 attachment');
      case '/attachment-plain':
        res.writeHead(200, {
          'Content-Type': xlsxType,
          'Content-Disposition': 'attachment; filename=orders.xlsx',
        });
        return res.end('PK');
      case '/pdf':
        res.writeHead(200, { 'Content-Type': 'application/pdf' });
        return res.end('%PDF-1.7 inline');
      case '/png':
        res.writeHead(200, { 'Content-Type': 'image/png' });
        return res.end(pngBytes);
      case '/xlsx':
        res.writeHead(200, { 'Content-Type': xlsxType });
        return res.end('PK spreadsheet');
      case '/zip':
        res.writeHead(200, { 'Content-Type': 'application/zip' });
        return res.end('PK zip');
      case '/empty':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end('');
      case '/json':
        return sendJson(res, 200, { ok: true, count: 3 });
      case '/invalid-json':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end('{"ok": tru');
      case '/conflict':
        return sendJson(res, 409, {
          statusText: 'This order was changed by someone else.',
          code: 'stale_write',
        });
      case '/validation':
        return sendJson(res, 400, {
          statusText: 'Please correct the highlighted fields.',
          code: 'validation_failed',
          fields: { emailAddress: 'Please enter a valid email' },
        });
      case '/error-no-body':
        res.writeHead(500);
        return res.end();
      case '/error-bare':
        // HTTP/2 has no reason phrase; an empty one here stands for it.
        res.writeHead(502, '');
        return res.end('<html>Bad gateway</html>');
      case '/unauthorized':
        return sendJson(res, 401, { statusText: 'Your session has expired.', code: 'token_expired' });
      case '/forbidden':
        return sendJson(res, 403, { statusText: 'You do not have permission.', code: 'forbidden' });
      case '/slow':
        // Never answers; the test aborts and close() drops the connection.
        slowArrived();
        return;
      default:
        return sendJson(res, 404, { statusText: 'Not found', code: 'not_found' });
    }
  });
});
afterAll(() => server.close());

const onUnauthorized = vi.fn();
const log = vi.fn();
const download = vi.fn();
let token: string | null = 'secret-token';

beforeEach(() => {
  onUnauthorized.mockReset();
  log.mockReset();
  download.mockReset();
  token = 'secret-token';
});

const client = (overrides: Partial<HttpClientOptions> = {}) =>
  createHttpClient({
    baseUrl: server.baseUrl,
    getToken: () => token,
    onUnauthorized,
    log,
    download,
    ...overrides,
  });

const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail');
};

describe('request headers and body', () => {
  it('sends the bearer token, JSON content type and JSON body', async () => {
    const result = await client().post('/echo', { body: { login: 'ann', password: 'pw' } });
    const sent = server.last();
    expect(sent.method).toBe('POST');
    expect(sent.headers.authorization).toBe('Bearer secret-token');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent.body)).toEqual({ login: 'ann', password: 'pw' });
    expect(result).toEqual({ method: 'POST', url: '/echo', body: '{"login":"ann","password":"pw"}' });
  });

  it('sends no authorization header without a token, and no content type without a body', async () => {
    token = null;
    await client().get('/echo');
    expect(server.last().headers.authorization).toBeUndefined();
    expect(server.last().headers['content-type']).toBeUndefined();
  });

  it('passes FormData through as multipart', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'note.txt');
    await client().post('/echo', { body: form });
    const sent = server.last();
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('filename="note.txt"');
    expect(sent.body).toContain('hello');
  });

  it('uses each method', async () => {
    const http = client();
    await http.get('/echo');
    await http.post('/echo');
    await http.put('/echo', { body: { a: 1 } });
    await http.delete('/echo');
    await http.request('PATCH', '/echo');
    expect(server.requests.slice(-5).map((r) => r.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
  });

  it('encodes query parameters, skipping null and undefined and repeating arrays', async () => {
    await client().get('/echo', {
      query: { email: 'a+b c@x.com', systemUserId: 7, active: true, skip: undefined, none: null, id: [1, 2] },
    });
    expect(server.last().url).toBe('/echo?email=a%2Bb%20c%40x.com&systemUserId=7&active=true&id=1&id=2');
    expect(queryString({})).toBe('');
    expect(queryString({ q: 'é&=?#' })).toBe('?q=%C3%A9%26%3D%3F%23');
  });

  it('joins a base URL with a trailing slash', async () => {
    await client({ baseUrl: `${server.baseUrl}/` }).get('/echo');
    expect(server.last().url).toBe('/echo');
  });
});

describe('response rules (spec 1 §7)', () => {
  it('gives null for 204', async () => {
    expect(await client().delete('/no-content')).toBeNull();
  });

  it('hands an attachment to download with its RFC 5987 file name and resolves null', async () => {
    expect(await client().get('/attachment')).toBeNull();
    expect(download).toHaveBeenCalledTimes(1);
    const [blob, fileName] = download.mock.calls[0] as [Blob, string];
    expect(fileName).toBe('Load summary №3.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 attachment');
  });

  it('reads a plain attachment file name', async () => {
    expect(await client().get('/attachment-plain')).toBeNull();
    expect(download.mock.calls[0]?.[1]).toBe('orders.xlsx');
  });

  it.each([
    ['/pdf', 'application/pdf', '%PDF-1.7 inline'],
    ['/xlsx', xlsxType, 'PK spreadsheet'],
    ['/zip', 'application/zip', 'PK zip'],
  ])('gives a Blob for %s', async (path, type, text) => {
    const result = await client().get(path);
    expect(result).toBeInstanceOf(Blob);
    expect((result as Blob).type).toBe(type);
    expect(await (result as Blob).text()).toBe(text);
    expect(download).not.toHaveBeenCalled();
  });

  it('gives a Blob with the bytes of an image', async () => {
    const result = (await client().get('/png')) as Blob;
    expect(result.type).toBe('image/png');
    expect(Buffer.from(await result.arrayBuffer())).toEqual(pngBytes);
  });

  it('gives null for an empty body', async () => {
    expect(await client().get('/empty')).toBeNull();
  });

  it('parses JSON', async () => {
    expect(await client().get('/json')).toEqual({ ok: true, count: 3 });
  });

  it('throws on invalid JSON', async () => {
    const error = await rejection(client().get('/invalid-json'));
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(invalidJsonText);
  });

  it('validates with a schema and fails loudly on a malformed response', async () => {
    const http = client();
    expect(await http.get('/json', { schema: z.object({ ok: z.boolean(), count: z.number() }) })).toEqual({
      ok: true,
      count: 3,
    });
    const error = await rejection(http.get('/json', { schema: z.object({ ok: z.string() }) }));
    expect((error as Error).message).toBe(invalidResponseText);
    expect(log).toHaveBeenCalledWith('error', `GET /json: ${invalidResponseText}`, expect.any(Array));
  });

  it('does not validate a null result', async () => {
    expect(await client().get('/no-content', { schema: z.object({ ok: z.boolean() }) })).toBeNull();
  });
});

describe('failures', () => {
  it("throws ApiError with the error body's statusText and code", async () => {
    const error = await rejection(client().put('/conflict', { body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'stale_write',
      message: 'This order was changed by someone else.',
      fields: {},
    });
  });

  it('carries the per-field messages of a validation failure', async () => {
    const error = await rejection(client().post('/validation', { body: {} }));
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { emailAddress: 'Please enter a valid email' },
    });
  });

  it('falls back to the HTTP status text when there is no body', async () => {
    const error = await rejection(client().get('/error-no-body'));
    expect(error).toMatchObject({ status: 500, code: 'server_error', message: 'Internal Server Error' });
  });

  it("falls back to 'Server error' with neither body text nor status text", async () => {
    const error = await rejection(client().get('/error-bare'));
    expect(error).toMatchObject({ status: 502, code: 'server_error', message: serverErrorText });
  });

  it("gives 'Unknown server error' when no response arrives at all", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await rejection(client({ baseUrl: `http://127.0.0.1:${port}` }).get('/json'));
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: unknownServerErrorText });
    expect(log).toHaveBeenCalledWith('error', 'GET /json: no response', error);
  });

  it('logs out on a 401 of a login-required call, then throws', async () => {
    const error = await rejection(client().get('/unauthorized'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 401, code: 'token_expired', message: 'Your session has expired.' });
  });

  it('only throws on a 401 of a call made without a session', async () => {
    const error = await rejection(client().post('/unauthorized', { loginRequired: false }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 401 });
  });

  it('logs a 403 as a warning and throws so the caller can show an alert', async () => {
    const error = await rejection(client().get('/forbidden'));
    expect(log).toHaveBeenCalledWith('warn', 'GET /forbidden: forbidden', error);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: 'You do not have permission.' });
  });
});

describe('aborting', () => {
  it('resolves null when the caller aborts while the server is still working', async () => {
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
    const controller = new AbortController();
    const pending = client().get('/slow', { signal: controller.signal });
    await arrived;
    controller.abort();
    expect(await pending).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('resolves null when a timeout signal fires (the sign-in session check)', async () => {
    expect(await client().get('/slow', { signal: AbortSignal.timeout(50) })).toBeNull();
  });

  it('resolves null without sending when the signal is already aborted', async () => {
    const before = server.requests.length;
    expect(await client().get('/json', { signal: AbortSignal.abort() })).toBeNull();
    expect(server.requests.length).toBe(before);
  });
});
