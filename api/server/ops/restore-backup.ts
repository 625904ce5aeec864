import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Db } from '../db/connect';
import { migrate, migrationsFolder } from '../db/migrate';
import { fileStorage } from '../files/file-storage';
import {
  BackupFileError,
  readBackup,
  type BackupHeader,
  type BackupSummary,
  type TableLine,
} from './backup-format';
import { foreignKeys, relationCount, snapshotTables } from './schema-catalog';

/** A restore refused before it changed anything: the message says why and what to do. */
export class RestoreRefusedError extends Error {}

/** Where --force moves what a restore replaces, so nothing is lost by a wrong command. */
export const asideName = (path: string, at = new Date()) =>
  `${path}.before-restore-${at.toISOString().replaceAll(/[:.]/g, '-')}`;

/** Row lines per insert, and the most text one insert carries. */
const batchRows = 500;
const batchChars = 4 * 1024 * 1024;

/** Storage keys as file-storage.ts makes them: a backup's names never reach outside the file store. */
const storageKey = /^objects\/[0-9a-f]{2}\/[0-9]+$/;

/**
 * Reads the whole backup once, checking every line and checksum, before anything is touched; answers its
 * header and counts. A backup from a newer schema than this portal knows is refused here.
 */
export async function verifyBackup(path: string): Promise<{ header: BackupHeader; summary: BackupSummary }> {
  let header: BackupHeader | null = null;
  let fileBytes = 0;
  for await (const item of readBackup(path)) {
    if (item.kind === 'header') header = item.header;
    if (item.kind === 'file') {
      if (!storageKey.test(item.file.key))
        throw new BackupFileError(`The backup file ${path} names a stored file outside the file store.`);
      fileBytes += item.bytes.length;
    }
    if (item.kind === 'end') {
      const known = new Set((await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')));
      const unknown = header!.migrations.filter((m) => !known.has(m));
      if (unknown.length)
        throw new RestoreRefusedError(
          `The backup comes from a newer version of the portal (its schema has ${unknown.join(', ')}, which this ` +
            'version does not know). Restore it with that version or a later one.',
        );
      const { tables, rows, files } = item.end;
      return { header: header!, summary: { tables, rows, files, fileBytes, migrations: header!.migrations } };
    }
  }
  throw new BackupFileError(`The backup file ${path} is incomplete.`);
}

/** The stored files folder holds files already (from another install, or the database being replaced). */
export async function storedFileCount(config: Pick<Config, 'DATA_DIR'>): Promise<number> {
  const objects = join(fileStorage(config).root, 'objects');
  let count = 0;
  for (const shard of await readdir(objects).catch(() => [] as string[]))
    count += (await readdir(join(objects, shard)).catch(() => [] as string[])).length;
  return count;
}

async function insertBatch(tx: Db, table: TableLine, batch: string[]) {
  const target = sql.identifier(table.name);
  const list = sql.join(
    table.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  // The row text goes to the database as one parameter; it turns each value into its column's type itself.
  await tx.execute(
    sql`insert into ${target} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${target}, ${`[${batch.join(',')}]`}::json)`,
  );
}

/**
 * Loads the backup's rows, sequences and files into a database that has the backup's schema and nothing the
 * backup does not replace, in one transaction: the foreign keys are dropped and made again after the rows (so
 * the order of tables and rows does not matter, and every reference is checked once at the end), and triggers
 * are off while rows go in (the derived calendar table comes back as it was, not made twice).
 */
async function load(tx: Db, path: string, config: Pick<Config, 'DATA_DIR'>) {
  const catalog = await snapshotTables(tx);
  const here = new Map(catalog.tables.map((t) => [t.name, t]));
  const keys = await foreignKeys(tx);
  for (const fk of keys)
    await tx.execute(sql`alter table ${sql.raw(fk.table)} drop constraint ${sql.identifier(fk.name)}`);
  for (const t of catalog.tables)
    await tx.execute(sql`alter table ${sql.identifier(t.name)} disable trigger user`);
  if (catalog.tables.length)
    await tx.execute(
      sql`truncate table ${sql.join(
        catalog.tables.map((t) => sql.identifier(t.name)),
        sql`, `,
      )}`,
    );

  const storage = fileStorage(config);
  let table: TableLine | null = null;
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (table && batch.length) await insertBatch(tx, table, batch);
    batch = [];
    chars = 0;
  };
  for await (const item of readBackup(path)) {
    if (item.kind !== 'row') await flush();
    if (item.kind === 'table') {
      const mine = here.get(item.table.name);
      const missing = item.table.columns.filter((c) => !mine?.columns.includes(c));
      if (!mine || missing.length)
        throw new RestoreRefusedError(
          `The backup's table ${item.table.name} does not match this database's schema` +
            `${missing.length ? ` (no column ${missing.join(', ')})` : ''}.`,
        );
      table = item.table;
    } else if (item.kind === 'row') {
      batch.push(item.json);
      chars += item.json.length;
      if (batch.length >= batchRows || chars >= batchChars) await flush();
    } else if (item.kind === 'sequence') {
      const { name, lastValue, isCalled } = item.sequence;
      const quoted = `"${name.replaceAll('"', '""')}"`;
      await tx.execute(sql`select setval(${quoted}::regclass, ${lastValue}::bigint, ${isCalled})`);
    } else if (item.kind === 'file') {
      // Written before the rows commit: a restore that fails leaves orphans the start-up sweep removes.
      const target = storage.absolute(item.file.key);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(`${target}.restoring`, item.bytes);
      await rename(`${target}.restoring`, target);
    }
  }
  for (const fk of keys)
    await tx.execute(
      sql`alter table ${sql.raw(fk.table)} add constraint ${sql.identifier(fk.name)} ${sql.raw(fk.definition)}`,
    );
  for (const t of catalog.tables)
    await tx.execute(sql`alter table ${sql.identifier(t.name)} enable trigger user`);
}

export interface RestoreOptions {
  /**
   * Replace what the target holds: the current schema is dropped (take a backup of it first) and the stored
   * files folder is moved aside.
   */
  force?: boolean;
  businessTimeZone?: string;
  /** What verifyBackup answered for this file, when the caller checked it already. */
  verified?: Awaited<ReturnType<typeof verifyBackup>>;
}

/**
 * Restores a backup (decision 072): checks the whole file, refuses a database that is not empty (unless
 * `force`), builds the schema the backup came from with the portal's own migrations, loads the rows, sequences
 * and stored files, then applies the migrations that came after it, as a server start would.
 */
export async function restoreBackup(
  database: Database,
  config: Pick<Config, 'DATA_DIR'>,
  path: string,
  options: RestoreOptions = {},
): Promise<BackupSummary & { applied: string[]; movedAside: string[] }> {
  const { header, summary } = options.verified ?? (await verifyBackup(path));
  const relations = await relationCount(database.db);
  const storedFiles = await storedFileCount(config);
  if ((relations > 0 || storedFiles > 0) && !options.force) {
    const what = [
      relations > 0 ? `the database has ${relations} tables and sequences` : '',
      storedFiles > 0 ? `${fileStorage(config).root} holds ${storedFiles} stored files` : '',
    ].filter(Boolean);
    throw new RestoreRefusedError(
      `The target is not empty (${what.join('; ')}). A restore replaces everything: restore into an empty ` +
        'database and data folder, or pass --force to replace what is there.',
    );
  }
  const movedAside: string[] = [];
  if (storedFiles > 0) {
    const root = fileStorage(config).root;
    movedAside.push(asideName(root));
    await rename(root, movedAside[0]!);
  }
  // From here the target holds only what this restore put there: a failure empties it again.
  const empty = async () => {
    const [schema] = await database.rows<{ name: string }>(sql`select current_schema() as name`);
    const name = `"${schema!.name.replaceAll('"', '""')}"`;
    await database.exec(`drop schema ${name} cascade; create schema ${name};`);
  };
  if (relations > 0) await empty();
  let applied: string[];
  try {
    await migrate(database, { businessTimeZone: options.businessTimeZone, only: new Set(header.migrations) });
    await database.db.transaction(async (t) => load(t as unknown as Db, path, config));
    applied = await migrate(database, { businessTimeZone: options.businessTimeZone });
  } catch (error) {
    await empty().catch(() => undefined);
    await rm(fileStorage(config).root, { recursive: true, force: true });
    throw error;
  }
  return { ...summary, applied, movedAside };
}
