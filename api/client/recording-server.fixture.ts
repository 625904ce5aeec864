import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach } from 'vitest';
import { createHttpClient, type HttpClientOptions } from './http-client';

/** What reached the server, so a test asserts the wire rather than a fake fetch. */
export interface RecordedRequest {
  method: string;
  /** Path and raw (still encoded) query string. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RecordingServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** The last request that arrived; fails the test when none did. */
  last: () => RecordedRequest;
  close: () => Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a free port; `handle` answers each request. */
export const startRecordingServer = async (
  handle: (request: RecordedRequest, response: ServerResponse) => void,
): Promise<RecordingServer> => {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      handle(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    last: () => {
      const request = requests.at(-1);
      if (!request) throw new Error('No request reached the server');
      return request;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

/** Sends a JSON body with the given status. */
export const sendJson = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** A server that answers each path with the reply a test set for it, and 204 for any other path. */
export const startReplyServer = async () => {
  const replies = new Map<string, { status: number; body: unknown }>();
  const server = await startRecordingServer((req, res) => {
    const reply = replies.get(req.url.split('?')[0] ?? '');
    if (reply) return sendJson(res, reply.status, reply.body);
    res.writeHead(204);
    res.end();
  });
  return {
    ...server,
    reply: (path: string, status: number, body: unknown) => void replies.set(path, { status, body }),
    clearReplies: () => replies.clear(),
  };
};

export type ReplyServer = Awaited<ReturnType<typeof startReplyServer>>;

/** The reply server of one test file: started as the file loads, emptied before each test, closed after all. */
export const replyServerForFile = async (): Promise<ReplyServer> => {
  const server = await startReplyServer();
  afterAll(() => server.close());
  beforeEach(() => server.clearReplies());
  return server;
};

/** A client of the test server holding a token and logging nothing; `options` replace any of that. */
export const testHttpClient = (server: { baseUrl: string }, options: Partial<HttpClientOptions> = {}) =>
  createHttpClient({
    baseUrl: server.baseUrl,
    getToken: () => 'tok',
    onUnauthorized() {},
    log() {},
    ...options,
  });
