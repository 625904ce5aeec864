import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Db } from '../db/connect';
import { files } from '../db/schema/files';
import { fileStorage } from '../files/file-storage';
import { backupFormat, BackupWriter, chunkBytes, type BackupSummary } from './backup-format';
import { rowsOf, snapshotTables, type CatalogTable } from './schema-catalog';

/** A file row of the snapshot whose bytes were deleted before they could be copied: take the backup again. */
export class FileVanishedError extends Error {}

const rowsPerFetch = 1000;

/**
 * Hard links (a copy where the file system has none) of every stored file, made before the snapshot: a file
 * whose row is in the snapshot but is deleted while the backup runs is still here to copy. Stored files never
 * change in place (an upload renames a new file to its key), so a link made earlier holds the same bytes.
 */
async function pinStoredFiles(root: string, staging: string) {
  const objects = join(root, 'objects');
  for (const shard of await readdir(objects).catch(() => [] as string[])) {
    await mkdir(join(staging, 'objects', shard), { recursive: true });
    for (const name of await readdir(join(objects, shard)).catch(() => [] as string[])) {
      const from = join(objects, shard, name);
      const to = join(staging, 'objects', shard, name);
      await link(from, to).catch((error: NodeJS.ErrnoException) =>
        error.code === 'ENOENT' ? undefined : copyFile(from, to).catch(() => undefined),
      );
    }
  }
}

async function writeRows(tx: Db, writer: BackupWriter, table: CatalogTable) {
  const list = sql.join(
    table.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const from = sql.identifier(table.name);
  const [count] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${from}`);
  await writer.record({ kind: 'table', ...table, rows: count!.n });
  await tx.execute(
    sql`declare backup_rows no scroll cursor for select row_to_json(r)::text as line from (select ${list} from ${from}) r`,
  );
  for (;;) {
    const batch = await rowsOf<{ line: string }>(
      tx,
      sql.raw(`fetch forward ${rowsPerFetch} from backup_rows`),
    );
    for (const row of batch) await writer.line(row.line);
    if (batch.length < rowsPerFetch) break;
  }
  await tx.execute(sql`close backup_rows`);
  writer.counts.tables += 1;
  writer.counts.rows += count!.n;
}

/**
 * Writes a backup of the database and its stored files to `out` (decision 072). The rows come from one
 * read-only repeatable-read transaction, so every write committed before it began is in the backup and no
 * transaction is in it by halves; on PGlite that transaction also holds the database, so requests wait for
 * the rows (not the files) to be read. Then the bytes of every file row of that snapshot.
 */
export async function takeBackup(
  database: Database,
  config: Pick<Config, 'DATA_DIR'>,
  out: Writable,
): Promise<BackupSummary> {
  const storage = fileStorage(config);
  await mkdir(config.DATA_DIR, { recursive: true });
  const staging = await mkdtemp(join(config.DATA_DIR, '.backup-'));
  const writer = new BackupWriter(out);
  try {
    await pinStoredFiles(storage.root, staging);
    const { migrations, keys } = await database.db.transaction(
      async (t) => {
        const tx = t as unknown as Db;
        const applied = (
          await rowsOf<{ name: string }>(tx, sql`select name from schema_migrations order by name`)
        ).map((r) => r.name);
        await writer.record({
          kind: 'portal-backup',
          format: backupFormat,
          createdAt: new Date().toISOString(),
          engine: database.engine,
          migrations: applied,
        });
        const catalog = await snapshotTables(tx);
        for (const table of catalog.tables) await writeRows(tx, writer, table);
        for (const name of catalog.sequences) {
          const [state] = await rowsOf<{ v: string; c: boolean }>(
            tx,
            sql`select last_value::text as v, is_called as c from ${sql.identifier(name)}`,
          );
          await writer.record({ kind: 'sequence', name, lastValue: state!.v, isCalled: state!.c });
        }
        const stored = await tx.select({ key: files.path }).from(files).orderBy(files.path);
        return { migrations: applied, keys: stored.map((r) => r.key) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const key of keys) {
      const pinned = join(staging, key);
      const bytes = await readFile(pinned).catch(() =>
        readFile(storage.absolute(key)).catch(() => {
          throw new FileVanishedError(`The stored file ${key} was deleted while the backup was taken.`);
        }),
      );
      const chunks = Math.ceil(bytes.length / chunkBytes);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await writer.record({ kind: 'file', key, size: bytes.length, sha256, chunks });
      for (let at = 0; at < bytes.length; at += chunkBytes)
        await writer.record({ kind: 'chunk', data: bytes.subarray(at, at + chunkBytes).toString('base64') });
      writer.counts.files += 1;
      writer.counts.fileBytes += bytes.length;
    }
    const end = await writer.end();
    return {
      tables: end.tables,
      rows: end.rows,
      files: end.files,
      fileBytes: writer.counts.fileBytes,
      migrations,
    };
  } catch (error) {
    // The output gets no end line: close it so the caller can remove what was written.
    out.destroy();
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Takes a backup into `path`: written beside it as `<path>.partial` and renamed when whole, so a file at
 * `path` is always a finished backup. A file deleted mid-backup (rare: uploaded and deleted within it) means
 * one more attempt.
 */
export async function writeBackupFile(
  database: Database,
  config: Pick<Config, 'DATA_DIR'>,
  path: string,
  attempts = 3,
): Promise<BackupSummary> {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  for (let attempt = 1; ; attempt++) {
    try {
      const summary = await takeBackup(database, config, createWriteStream(partial));
      await rename(partial, path);
      return summary;
    } catch (error) {
      await rm(partial, { force: true });
      if (!(error instanceof FileVanishedError) || attempt >= attempts) throw error;
    }
  }
}

/** The size of a finished backup file, for the command's last line. */
export const backupSize = async (path: string) => (await stat(path)).size;
