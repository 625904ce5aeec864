import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { filePaths, orderPaths, systemPaths } from '#contract/paths';
import {
  freePort,
  postJson,
  signInOverHttp,
  startServer,
  waitForHealth,
  type ServerProcess,
} from '#fixtures/server-process';

/**
 * The real server process (`tsx api/server/main.ts`) on an embedded database: what SIGTERM does to a request
 * in flight, and what a second process on the same data directory does (issue #18, "Faults").
 */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-process-'));
const running: ServerProcess[] = [];
const start = (port: number) =>
  startServer(port, { PGLITE_DATA_DIR: dataDir, DATA_DIR: join(dataDir, 'data') });
afterAll(() => {
  for (const s of running) s.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// The embedded database only: with DATABASE_URL set (the suite's PostgreSQL run) it would repeat unchanged.
describe.skipIf(process.env.DATABASE_URL)('the server process', () => {
  it('refuses a second process on its data directory, and on SIGTERM finishes an upload in flight, then exits 0', async () => {
    const port = await freePort();
    const first = start(port);
    const { base } = first;
    running.push(first);
    await waitForHealth(first);

    // A second process on the same embedded database refuses to start, with a clear message.
    const second = start(await freePort());
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another portal process (pid `);
    expect(second.output()).toContain(`is using the embedded database in ${dataDir}`);
    expect((await fetch(`${base}${systemPaths.health}`)).status).toBe(200);

    // Signed in as the demo dispatcher, an upload to an order is under way when SIGTERM arrives.
    const token = await signInOverHttp(base, 'dispatch@demo.test', 'Portal#Demo1');
    const orders = await postJson<{ orderId: number }[]>(
      base,
      orderPaths.getItems,
      { pageNumber: 1, pageSize: 1 },
      token,
    );
    // A list answers its rows with the pager last.
    const orderId = orders[0]!.orderId;

    const boundary = 'portal-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="formFile"; filename="slow.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\n' +
        'first half of the file, ',
    );
    const tail = Buffer.from(`second half.\r\n--${boundary}--\r\n`);
    const upload = request(`${base}${fillPath(filePaths.order.list, { ownerId: orderId })}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + tail.length),
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.on('response', (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      upload.on('error', reject);
    });
    upload.write(head);
    await new Promise((r) => setTimeout(r, 300));

    first.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    // Still stopping: new connections are refused while the upload goes on.
    await expect(fetch(`${base}${systemPaths.health}`)).rejects.toThrow();
    upload.end(tail);

    const result = await answered;
    expect(result.status, result.body).toBeGreaterThanOrEqual(200);
    expect(result.status, result.body).toBeLessThan(300);
    expect(JSON.parse(result.body)).toMatchObject({ name: 'slow.txt' });
    expect(await first.exited).toBe(0);

    // The directory is free again: a new process starts on it and sees the upload.
    const third = start(port);
    running.push(third);
    await waitForHealth(third);
    const token2 = await signInOverHttp(base, 'dispatch@demo.test', 'Portal#Demo1');
    const files = await fetch(`${base}${fillPath(filePaths.order.list, { ownerId: orderId })}`, {
      headers: { authorization: `Bearer ${token2}` },
    });
    expect(JSON.stringify(await files.json())).toContain('slow.txt');
    third.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 240_000);
});
