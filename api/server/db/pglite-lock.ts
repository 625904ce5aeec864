import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one data directory would both write it and corrupt it.
 * The server takes `<dataDir>/portal.lock` (created exclusively, holding its pid) before opening PGlite and
 * removes it on shutdown. A lock whose process is gone (a crash, SIGKILL) is taken over.
 */
export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another portal process (pid ${pid}) is using the embedded database in ${dataDir}. ` +
        'Stop that process first, point PGLITE_DATA_DIR at another directory, or set DATABASE_URL to share ' +
        'a PostgreSQL server between several processes.',
    );
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export interface DataDirectoryLock {
  release(): void;
}

export function lockDataDirectory(dataDir: string, pid = process.pid): DataDirectoryLock {
  const path = join(dataDir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(pid));
      closeSync(fd);
      return {
        release: () => {
          // Only our own lock: never remove one a later process took over.
          let holder: string;
          try {
            holder = readFileSync(path, 'utf8').trim();
          } catch {
            return; // already gone
          }
          if (holder === String(pid)) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== pid && isAlive(holder))
        throw new DataDirectoryInUseError(dataDir, holder);
      if (holder === pid) throw new DataDirectoryInUseError(dataDir, holder);
      // A stale lock (its process is gone, or the file is unreadable): take it over.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
