/**
 * npm run backup -- <file>
 * Writes one file holding the database and the stored files (decision 072, docs/operations.md "Backup and
 * restore"): from DATABASE_URL, else from the embedded database in PGLITE_DATA_DIR. A server running on that
 * embedded database is asked to take the backup itself; otherwise the directory is locked while it is read.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/connect';
import { DataDirectoryInUseError, lockDataDirectory } from '#server/db/pglite-lock';
import type { BackupSummary } from '#server/ops/backup-format';
import { backupSocketPath, requestBackup } from '#server/ops/backup-socket';
import { verifyBackup } from '#server/ops/restore-backup';
import { backupSize, writeBackupFile } from '#server/ops/take-backup';
import { failCommand, describeSummary } from '#server/ops/command-output';

const usage = 'Usage: npm run backup -- <file>';

async function fromRunningServer(dataDir: string, pid: number, file: string): Promise<BackupSummary> {
  try {
    return await requestBackup(dataDir, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw error;
    throw new Error(
      `A portal server (pid ${pid}) is using the embedded database in ${dataDir} and does not answer on ` +
        `${backupSocketPath(dataDir)}. Stop it (Ctrl+C, or kill ${pid}) and run the backup again.`,
      { cause: error },
    );
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', default: false } },
  });
  if (values.help) return console.log(usage);
  if (positionals.length !== 1) throw new Error(`Name the file to write.\n${usage}`);
  const file = resolve(positionals[0]!);
  const config = loadConfig();
  let summary: BackupSummary;
  let source: string;
  if (config.DATABASE_URL) {
    const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 2 });
    try {
      summary = await writeBackupFile(database, config, file);
    } finally {
      await database.close();
    }
    source = 'PostgreSQL (DATABASE_URL)';
  } else {
    const dataDir = config.PGLITE_DATA_DIR;
    if (!existsSync(join(dataDir, 'PG_VERSION')))
      throw new Error(`There is no embedded database in ${dataDir} (PGLITE_DATA_DIR) to back up.`);
    try {
      const lock = lockDataDirectory(dataDir);
      try {
        const database = await openDatabase({ dataDir });
        try {
          summary = await writeBackupFile(database, config, file);
        } finally {
          await database.close();
        }
      } finally {
        lock.release();
      }
      source = `the embedded database in ${dataDir}`;
    } catch (error) {
      if (!(error instanceof DataDirectoryInUseError)) throw error;
      summary = await fromRunningServer(dataDir, error.pid, file);
      source = `the server running on ${dataDir} (pid ${error.pid})`;
    }
  }
  // Read back whole before saying it is done: a backup nobody can restore is no backup.
  await verifyBackup(file);
  console.log(
    `Backup of ${source} written to ${file} (${await backupSize(file)} bytes) and read back whole.`,
  );
  console.log(describeSummary(summary));
}

main().catch(failCommand);
