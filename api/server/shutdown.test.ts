import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logging/logger';
import { gracefulShutdown } from './shutdown';

const log = createLogger('silent');

describe('gracefulShutdown', () => {
  it('lets a request in flight finish, refuses new connections, then runs the steps in order', async () => {
    const order: string[] = [];
    let answer: () => void = () => {};
    const server = createServer((_req, res) => {
      answer = () => res.end('done');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const inFlight = new Promise<string>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/' }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(body));
      })
        .on('error', reject)
        .end();
    });
    await new Promise((r) => setTimeout(r, 50));

    const shutdown = gracefulShutdown({
      server,
      log,
      steps: [() => void order.push('scheduler'), async () => void order.push('database')],
    });
    const stopped = shutdown('SIGTERM');
    expect(shutdown('SIGINT')).toBe(stopped);
    await new Promise((r) => setTimeout(r, 50));
    expect(order).toEqual([]);
    const refused = await new Promise<string>((resolve) =>
      request({ port, host: '127.0.0.1', path: '/' }, () => resolve('answered'))
        .on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'))
        .end(),
    );
    expect(refused).toBe('ECONNREFUSED');

    answer();
    expect(await inFlight).toBe('done');
    await stopped;
    expect(order).toEqual(['scheduler', 'database']);
  });

  it('cuts a request that outlives the grace period', async () => {
    const server = createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const outcome = new Promise<string>((resolve) =>
      request({ port, host: '127.0.0.1', path: '/' }, () => resolve('answered'))
        .on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'))
        .end(),
    );
    await new Promise((r) => setTimeout(r, 50));
    await gracefulShutdown({ server, log, steps: [], graceMs: 100 })('SIGTERM');
    expect(await outcome).toBe('ECONNRESET');
  });
});
