import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { authPaths, filePaths, orderPaths, systemPaths } from '#contract/paths';

/**
 * The real server process (`tsx api/server/main.ts`) on an embedded database: what SIGTERM does to a request
 * in flight, and what a second process on the same data directory does (issue #18, "Faults").
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}
function startServer(dataDir: string, port: number): Started {
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['api/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_SIZE: 'test',
      LOG_LEVEL: 'warn',
      REPORT_SCHEDULER: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(base: string, started: Started) {
  for (let i = 0; i < 600; i++) {
    if (started.child.exitCode !== null) throw new Error(`the server exited: ${started.output()}`);
    try {
      if ((await fetch(`${base}${systemPaths.health}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not start: ${started.output()}`);
}

const post = async (base: string, path: string, body: unknown, token?: string) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};

const signInBody = {
  login: 'dispatch@demo.test',
  password: 'Portal#Demo1',
  localTime: new Date().toISOString(),
  timezoneOffsetMinutes: 0,
};

const dataDir = mkdtempSync(join(tmpdir(), 'portal-process-'));
const running: Started[] = [];
afterAll(() => {
  for (const s of running) s.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// The embedded database only: with DATABASE_URL set (the suite's PostgreSQL run) it would repeat unchanged.
describe.skipIf(process.env.DATABASE_URL)('the server process', () => {
  it('refuses a second process on its data directory, and on SIGTERM finishes an upload in flight, then exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startServer(dataDir, port);
    running.push(first);
    await waitForHealth(base, first);

    // A second process on the same embedded database refuses to start, with a clear message.
    const second = startServer(dataDir, await freePort());
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another portal process (pid `);
    expect(second.output()).toContain(`is using the embedded database in ${dataDir}`);
    expect((await fetch(`${base}${systemPaths.health}`)).status).toBe(200);

    // Signed in as the demo dispatcher, an upload to an order is under way when SIGTERM arrives.
    const login = await post(base, authPaths.login, signInBody);
    const auth = await post(
      base,
      authPaths.loginToAccount,
      { hash: login.userIdentities[0].hash },
      login.token,
    );
    const orders = await post(base, orderPaths.getItems, { pageNumber: 1, pageSize: 1 }, auth.token);
    // A list answers its rows with the pager last.
    const orderId: number = orders[0].orderId;

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
        authorization: `Bearer ${auth.token}`,
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

    first.child.kill('SIGTERM');
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
    const third = startServer(dataDir, port);
    running.push(third);
    await waitForHealth(base, third);
    const again = await post(base, authPaths.login, signInBody);
    const auth2 = await post(
      base,
      authPaths.loginToAccount,
      { hash: again.userIdentities[0].hash },
      again.token,
    );
    const files = await fetch(`${base}${fillPath(filePaths.order.list, { ownerId: orderId })}`, {
      headers: { authorization: `Bearer ${auth2.token}` },
    });
    expect(JSON.stringify(await files.json())).toContain('slow.txt');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 240_000);
});
