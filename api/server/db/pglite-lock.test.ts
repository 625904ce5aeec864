import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirectoryInUseError, lockDataDirectory } from './pglite-lock';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited, so nothing answers to it. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('lockDataDirectory', () => {
  it('lets one process in and refuses a second one with a message that says what to do', () => {
    const dir = freshDir();
    const lock = lockDataDirectory(dir);
    expect(readFileSync(join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    // A second process while the first (this one, alive) holds it:
    const second = () => lockDataDirectory(dir, process.pid + 100_000);
    expect(second).toThrow(DataDirectoryInUseError);
    expect(second).toThrow(
      `Another portal process (pid ${process.pid}) is using the embedded database in ${dir}`,
    );
    lock.release();
    expect(existsSync(join(dir, 'portal.lock'))).toBe(false);
    lockDataDirectory(dir).release();
  });

  it('takes over a lock whose process is gone (a crash)', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'portal.lock'), String(deadPid()));
    const lock = lockDataDirectory(dir);
    expect(readFileSync(join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('does not remove a lock another process took over after it', () => {
    const dir = freshDir();
    const lock = lockDataDirectory(dir);
    writeFileSync(join(dir, 'portal.lock'), '424242');
    lock.release();
    expect(readFileSync(join(dir, 'portal.lock'), 'utf8')).toBe('424242');
  });
});
