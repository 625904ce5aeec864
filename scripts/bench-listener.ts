/**
 * The app as the running server calls it, in the bench's own process: @hono/node-server's request listener
 * (its light Request over the arrived headers and body bytes, its Response written back as a string), the
 * socket left out. `app.request` instead builds a web Request and reads its body as a stream, and hono
 * answers with a web Response read back as one: undici's objects the server never makes (its listener reads
 * the body's bytes, and writes a JSON answer's text to the socket), about a tenth of a millisecond of CPU a
 * call on these machines (decision 100). What the listener does not do here is the socket's own work: HTTP
 * parsing (llhttp, native) and the writes.
 */
import { getRequestListener } from '@hono/node-server';
import type { App } from '#server/app';
import type { Answer } from './bench-http';

export type BenchCaller = (
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) => Promise<Answer>;

/** A caller of `app` through the server's listener, over objects shaped like node:http's request and response. */
export function benchCaller(app: App): BenchCaller {
  const listener = getRequestListener(app.fetch);
  const socket = { remoteAddress: '127.0.0.1', remotePort: 40_000, remoteFamily: 'IPv4', encrypted: false };
  const quiet = function (this: unknown) {
    return this;
  };
  return (method, path, headers, body) =>
    new Promise<Answer>((resolve, reject) => {
      const bytes = body === undefined ? undefined : Buffer.from(body);
      const sent: Record<string, string> = { host: '127.0.0.1', ...headers };
      if (bytes) sent['content-length'] = String(bytes.length);
      // What node:http's IncomingMessage carries once its body has arrived (the listener's `rawBody` path).
      const incoming = {
        method,
        url: path,
        headers: sent,
        rawHeaders: Object.entries(sent).flat(),
        socket,
        rawBody: bytes ?? Buffer.alloc(0),
        readableEnded: true,
        on: quiet,
        once: quiet,
        off: quiet,
      };
      let status = 0;
      const chunks: (string | Uint8Array)[] = [];
      const outgoing = {
        headersSent: false,
        writable: true,
        destroyed: false,
        writableFinished: false,
        writeHead(code: number) {
          status = code;
          this.headersSent = true;
          return this;
        },
        write(chunk: string | Uint8Array) {
          chunks.push(chunk);
          return true;
        },
        end(chunk?: string | Uint8Array) {
          if (chunk !== undefined) chunks.push(chunk);
          this.writableFinished = true;
          const text = chunks
            .map((c) => (typeof c === 'string' ? c : Buffer.from(c).toString('utf8')))
            .join('');
          resolve({ status, text });
          return this;
        },
        hasHeader: () => false,
        destroy: quiet,
        on: quiet,
        once: quiet,
        off: quiet,
      };
      listener(incoming as never, outgoing as never).catch(reject);
    });
}

/** A caller of `app` through `app.request` (undici's Request and Response), as the benches called it before. */
export const requestCaller =
  (app: App): BenchCaller =>
  async (method, path, headers, body) => {
    const res = await app.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
    return { status: res.status, text: await res.text() };
  };

/** The caller a bench's `--caller` names: `request`, or else the listener. */
export const callerOf = (app: App, name: string | undefined): BenchCaller =>
  name === 'request' ? requestCaller(app) : benchCaller(app);
