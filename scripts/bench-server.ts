/**
 * The real server for a benchmark: `tsx api/server/main.ts` on a free port, in its own process group, over a
 * fresh embedded database (or DATABASE_URL when given), waited for until /api/health answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function startBenchServer(
  env: Record<string, string>,
): Promise<{ url: string; stop: () => void; pid: number | undefined }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  // Its own process group, so stopping it stops tsx's node child too.
  const child: ChildProcess = spawn(join('node_modules', '.bin', 'tsx'), ['api/server/main.ts'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      DATA_DIR: join(dataDir, 'data'),
      LOG_LEVEL: 'warn',
      REPORT_SCHEDULER: 'off',
      DATABASE_URL: '',
      // As `npm start` runs it (decision 093): tsx hands NODE_OPTIONS to the server's node.
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' '),
      ...env,
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('the server exited before it answered');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    /** The server's process group (tsx and its node child). */
    pid: child.pid,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
