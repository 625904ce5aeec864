/**
 * npm run bench:start -- [--runs 7] [--tsx] [--server dist/server/main.js]
 *
 * How long a restart takes: the prebuilt server (`npm run build:server`) is started with plain `node` on an
 * embedded database that already exists (migrated and seeded by a first start, not timed), and timed from
 * the spawn until GET /api/health answers, then stopped with SIGTERM. With --tsx the same is timed for
 * `tsx api/server/main.ts` (how `npm run serve` starts it). Beside the wall clock it prints the CPU the
 * process (and its children) used until then, the fairer figure on a shared machine.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './bench-server';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    tsx: { type: 'boolean', default: false },
    server: { type: 'string', default: 'dist/server/main.js' },
  },
});

/** CPU seconds (user + system) of every process in the group `pgid`, from /proc. */
function groupCpu(pgid: number): number {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the name: state ppid pgrp … utime is the 14th field of the line, the 12th after the name.
      if (Number(fields[2]) === pgid) total += (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

async function startOnce(command: string, commandArgs: string[], env: Record<string, string>) {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(command, commandArgs, {
    detached: true,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const healthy = async () => {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${command} exited with ${child.exitCode} before it answered`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok)
          return { ms: performance.now() - began, cpu: groupCpu(child.pid!) };
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const result = await healthy();
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  return result;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  if (!existsSync(args.server)) throw new Error(`${args.server} is missing: run npm run build:server first`);
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
  const env = {
    PGLITE_DATA_DIR: join(dir, 'pglite'),
    DATA_DIR: join(dir, 'data'),
    STATIC_DIR: 'dist/client',
    LOG_LEVEL: 'warn',
    REPORT_SCHEDULER: 'off',
    SEED_SIZE: 'test',
    DATABASE_URL: '',
  };
  const subjects: [string, string, string[]][] = [['node (prebuilt)', process.execPath, [args.server]]];
  if (args.tsx) subjects.push(['tsx', join('node_modules', '.bin', 'tsx'), ['api/server/main.ts']]);
  try {
    // The first start migrates and seeds the new database; a restart finds it ready.
    await startOnce(process.execPath, [args.server], env);
    const runs = Number(args.runs);
    const before = loadavg()[0]!;
    const results = new Map<string, { ms: number; cpu: number }[]>(subjects.map(([name]) => [name, []]));
    for (let i = 0; i < runs; i++)
      for (const [name, command, commandArgs] of subjects)
        results.get(name)!.push(await startOnce(command, commandArgs, env));
    const after = loadavg()[0]!;
    console.log(`${runs} restarts each, load average ${before.toFixed(1)} → ${after.toFixed(1)}`);
    console.log('| start | median to healthy | min | max | CPU median |');
    console.log('| ----- | ----------------: | --: | --: | ---------: |');
    for (const [name, rs] of results) {
      const ms = rs.map((r) => r.ms);
      console.log(
        `| ${name} | ${(median(ms) / 1000).toFixed(2)} s | ${(Math.min(...ms) / 1000).toFixed(2)} s | ${(Math.max(...ms) / 1000).toFixed(2)} s | ${median(rs.map((r) => r.cpu)).toFixed(2)} s |`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
