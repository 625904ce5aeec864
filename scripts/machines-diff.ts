import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machinesSnapshot, type MachinesSnapshot } from './machines-snapshot';

/**
 * `npm run machines:diff -- <ref>`: the states, transitions and events each machine gained and lost since a
 * git ref, and the order and load statuses that disappeared. Exits 1 when a status stored rows can hold
 * disappears and no migration added since the ref touches that status column (decision 082); additions and
 * other removals are reported, never failed.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/** The machines of the code at `ref`: its tree in a temp folder, this repository's packages, the snapshot run there. */
export function snapshotAt(ref: string): MachinesSnapshot {
  const dir = mkdtempSync(join(tmpdir(), 'machines-diff-'));
  try {
    const present = git(
      'ls-tree',
      '--name-only',
      ref,
      'package.json',
      'tsconfig.json',
      'api/contract',
      'domain',
      'machines',
    )
      .split('\n')
      .filter(Boolean);
    const archive = execFileSync('git', ['archive', ref, ...present], {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    mkdirSync(join(dir, 'scripts'));
    copyFileSync(join(root, 'scripts/machines-snapshot.ts'), join(dir, 'scripts/machines-snapshot.ts'));
    const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/machines-snapshot.ts'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`the machines of ${ref} could not be read:\n${run.stderr}`);
    return JSON.parse(run.stdout) as MachinesSnapshot;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface MachineChanges {
  id: string;
  change: 'added' | 'removed' | 'changed';
  added: { states: string[]; transitions: string[]; events: string[] };
  removed: { states: string[]; transitions: string[]; events: string[] };
}

export interface StatusRemoval {
  table: 'order' | 'load';
  name: string;
  code: number;
}

const minus = (a: readonly string[], b: readonly string[]) => a.filter((x) => !b.includes(x));
const parts = ['states', 'transitions', 'events'] as const;

/** What changed from `before` to `after`, machine by machine, and which stored statuses are gone. */
export function diffSnapshots(
  before: MachinesSnapshot,
  after: MachinesSnapshot,
): { machines: MachineChanges[]; statusesRemoved: StatusRemoval[] } {
  const ids = [...new Set([...before.machines, ...after.machines].map((m) => m.id))];
  const empty = { states: [], transitions: [], events: [] };
  const machines = ids.flatMap((id): MachineChanges[] => {
    const old = before.machines.find((m) => m.id === id) ?? empty;
    const now = after.machines.find((m) => m.id === id) ?? empty;
    const added = Object.fromEntries(parts.map((p) => [p, minus(now[p], old[p])])) as MachineChanges['added'];
    const removed = Object.fromEntries(
      parts.map((p) => [p, minus(old[p], now[p])]),
    ) as MachineChanges['removed'];
    if (parts.every((p) => !added[p].length && !removed[p].length)) return [];
    const change = old === empty ? 'added' : now === empty ? 'removed' : 'changed';
    return [{ id, change, added, removed }];
  });
  const statusesRemoved = (['order', 'load'] as const).flatMap((table) =>
    Object.entries(before.storedStatuses[table])
      .filter(([name, code]) => after.storedStatuses[table][name] !== code)
      .map(([name, code]) => ({ table, name, code })),
  );
  return { machines, statusesRemoved };
}

/** The columns that hold a status, by table: a migration that names one may move rows off a removed status. */
export const statusColumns = {
  order: ['ref_order_status_id', 'resume_status'],
  load: ['ref_load_status_id'],
} as const;

/** The SQL of migrations added since `ref` (committed or not). */
function migrationsSince(ref: string): string[] {
  const folder = 'api/server/db/migrations';
  const added = git('diff', '--name-only', '--diff-filter=A', ref, '--', folder);
  const untracked = git('ls-files', '--others', '--exclude-standard', '--', folder);
  return `${added}\n${untracked}`
    .split('\n')
    .filter((f) => f.endsWith('.sql'))
    .map((f) => readFileSync(join(root, f), 'utf8'));
}

export const isMigrated = (removal: StatusRemoval, migrations: readonly string[]): boolean =>
  migrations.some((sql) => statusColumns[removal.table].some((column) => sql.includes(column)));

export function formatDiff(ref: string, machines: readonly MachineChanges[]): string {
  if (!machines.length) return `No machine changed since ${ref}.`;
  const lines = [`Machines changed since ${ref}:`];
  for (const m of machines) {
    lines.push(`${m.id}${m.change === 'changed' ? '' : ` (${m.change})`}`);
    for (const p of parts) {
      const noun = p.replace(/s$/, '');
      lines.push(
        ...m.added[p].map((x) => `  + ${noun} ${x}`),
        ...m.removed[p].map((x) => `  - ${noun} ${x}`),
      );
    }
  }
  return lines.join('\n');
}

function main(args: string[]): number {
  const ref = args[0];
  if (!ref) {
    console.error('usage: npm run machines:diff -- <git ref>');
    return 2;
  }
  if (spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: root }).status !== 0) {
    // A shallow CI checkout has no previous commit: nothing to compare, nothing to fail.
    console.log(`No commit ${ref} here: nothing to compare.`);
    return 0;
  }
  if (
    spawnSync('git', ['cat-file', '-e', `${ref}:machines/registry/machine-registry.ts`], { cwd: root }).status
  ) {
    console.log(`${ref} has no machine registry: nothing to compare.`);
    return 0;
  }
  let before: MachinesSnapshot;
  try {
    before = snapshotAt(ref);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const { machines, statusesRemoved } = diffSnapshots(before, machinesSnapshot());
  console.log(formatDiff(ref, machines));
  const migrations = migrationsSince(ref);
  let failed = 0;
  for (const removal of statusesRemoved) {
    const migrated = isMigrated(removal, migrations);
    if (!migrated) failed += 1;
    console.log(
      `${migrated ? '!' : '✗'} ${removal.table} status ${removal.name} (${removal.code}) is gone; ${
        migrated
          ? 'a migration since then changes the status column'
          : `no migration since ${ref} changes ${statusColumns[removal.table].join(' or ')}: stored rows may hold it`
      }`,
    );
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2));
