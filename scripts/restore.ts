/**
 * npm run restore -- <file> [--force]
 * Restores a backup made by `npm run backup` (decision 072, docs/operations.md "Backup and restore") into
 * DATABASE_URL, else into the embedded database directory PGLITE_DATA_DIR, and its stored files into
 * DATA_DIR/files. The target must be empty; --force replaces it (an embedded directory and the files folder
 * are moved aside, a PostgreSQL schema is dropped). Stop the servers on the target first.
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config';
import { openDatabase, type Database } from '#server/db/connect';
import { DataDirectoryInUseError, lockDataDirectory, type DataDirectoryLock } from '#server/db/pglite-lock';
import { describeSummary, failCommand } from '#server/ops/command-output';
import { asideName, restoreBackup, RestoreRefusedError, verifyBackup } from '#server/ops/restore-backup';

const usage = 'Usage: npm run restore -- <file> [--force]';

const lockOrRefuse = (dataDir: string): DataDirectoryLock => {
  try {
    return lockDataDirectory(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    throw new RestoreRefusedError(
      `A portal server (pid ${error.pid}) is using the embedded database in ${dataDir}. Stop it before restoring.`,
    );
  }
};

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (values.help) return console.log(usage);
  if (positionals.length !== 1) throw new Error(`Name the backup file to restore.\n${usage}`);
  const file = resolve(positionals[0]!);
  const config = loadConfig();
  // The whole file is checked before anything is touched.
  const verified = await verifyBackup(file);

  let database: Database;
  let lock: DataDirectoryLock | null = null;
  let target: string;
  if (config.DATABASE_URL) {
    database = await openDatabase({ url: config.DATABASE_URL, poolSize: 2 });
    target = 'PostgreSQL (DATABASE_URL)';
  } else {
    const dataDir = config.PGLITE_DATA_DIR;
    target = `the embedded database in ${dataDir}`;
    mkdirSync(dataDir, { recursive: true });
    lock = lockOrRefuse(dataDir);
    const held = readdirSync(dataDir).filter((name) => name !== 'portal.lock');
    if (held.length) {
      if (!values.force) {
        lock.release();
        throw new RestoreRefusedError(
          `${dataDir} already holds an embedded database. Restore into an empty directory (PGLITE_DATA_DIR), ` +
            'or pass --force to move it aside and restore in its place.',
        );
      }
      // Moved while this process holds its lock, so no server can start on it half-way.
      const aside = asideName(resolve(dataDir));
      renameSync(dataDir, aside);
      rmSync(join(aside, 'portal.lock'), { force: true });
      console.log(`The embedded database that was in ${dataDir} is now in ${aside}.`);
      mkdirSync(dataDir, { recursive: true });
      lock = lockOrRefuse(dataDir);
    }
    database = await openDatabase({ dataDir });
  }
  let summary: Awaited<ReturnType<typeof restoreBackup>>;
  try {
    summary = await restoreBackup(database, config, file, {
      force: values.force,
      businessTimeZone: config.BUSINESS_TIME_ZONE,
      verified,
    });
  } catch (error) {
    await database.close();
    // The embedded directory was empty (or moved aside): leave it empty again, ready for another try.
    if (lock) rmSync(config.PGLITE_DATA_DIR, { recursive: true, force: true });
    throw error;
  }
  await database.close();
  lock?.release();
  for (const aside of summary.movedAside) console.log(`What was in the target is now in ${aside}.`);
  console.log(`Restored ${file} into ${target} and ${join(config.DATA_DIR, 'files')}.`);
  console.log(describeSummary(summary));
  if (summary.applied.length) console.log(`  Migrations applied after it: ${summary.applied.join(', ')}.`);
  console.log('Start the portal with npm run serve (or npm start).');
}

main().catch(failCommand);
