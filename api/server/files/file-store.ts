import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fileKindInfo, type FileKind } from '#contract/file';
import type { Db } from '../db/connect';
import { returnedColumns } from '../db/returned-columns';
import { systemUsers } from '../db/schema/auth';
import { files } from '../db/schema/files';
import { notFound } from '../http/errors';

export const fileOwnerColumn: Readonly<Record<FileKind, AnyPgColumn>> = {
  order: files.orderId,
  load: files.loadId,
  carrier: files.carrierId,
  customer: files.orderCustomerId,
};
const ownerField = (kind: FileKind) => fileKindInfo[kind].ownerKey as 'orderId';

type FileRow = typeof files.$inferSelect;
export type StoredFile = { record: Record<string, unknown>; row: FileRow };

const columns = { file: files, first: systemUsers.firstName, last: systemUsers.lastName };

/** The answer's shape: metadata, the owner's id, the uploader's name; never the storage path. */
function toRecord(kind: FileKind, r: { file: FileRow; first: string | null; last: string | null }) {
  const f = r.file;
  return {
    fileId: f.fileId,
    [ownerField(kind)]: f[ownerField(kind)],
    name: f.name,
    type: f.type,
    size: f.size,
    description: f.description,
    documentType: f.documentType,
    dateAdded: f.dateAdded.toISOString(),
    dateModified: f.dateModified.toISOString(),
    addedByUserId: f.addedByUserId,
    addedByUserName: r.first === null && r.last === null ? null : `${r.first ?? ''} ${r.last ?? ''}`.trim(),
  };
}

export async function listFiles(db: Db, kind: FileKind, ownerId: number, ascending: boolean) {
  const rows = await db
    .select(columns)
    .from(files)
    .leftJoin(systemUsers, eq(systemUsers.systemUserId, files.addedByUserId))
    .where(eq(fileOwnerColumn[kind], ownerId))
    .orderBy(
      ascending ? asc(files.dateAdded) : desc(files.dateAdded),
      ascending ? asc(files.fileId) : desc(files.fileId),
    );
  return rows.map((r) => toRecord(kind, r));
}

export const countFiles = (db: Db, kind: FileKind, ownerId: number) =>
  db.$count(files, eq(fileOwnerColumn[kind], ownerId));

/** One file of one owner; 404 when it is not there or belongs to another owner. */
export async function findFile(db: Db, kind: FileKind, ownerId: number, fileId: number): Promise<StoredFile> {
  const [r] = await db
    .select(columns)
    .from(files)
    .leftJoin(systemUsers, eq(systemUsers.systemUserId, files.addedByUserId))
    .where(and(eq(fileOwnerColumn[kind], ownerId), eq(files.fileId, fileId)));
  if (!r) throw notFound('The file');
  return { record: toRecord(kind, r), row: r.file };
}

type NewFile = Omit<typeof files.$inferInsert, 'fileId' | 'path'>;

/**
 * Inserts a file row and answers it as findFile does, in one statement (issue #26): the id is drawn first
 * (`new_file`) so that the row's storage key, `keyIn(id)`, is written with it instead of by an update
 * after, and the row comes back with its uploader's name.
 */
export async function insertFile(
  db: Db,
  kind: FileKind,
  values: NewFile,
  keyIn: (fileId: SQL) => SQL,
): Promise<StoredFile> {
  const newFile = db
    .$with('new_file', { id: sql<number>`id` })
    .as(sql`select nextval(pg_get_serial_sequence('files', 'file_id'))::int as id`);
  const id = sql`(select id from new_file)`;
  const inserted = db.$with('inserted').as(
    db
      .insert(files)
      .values({ ...values, fileId: id, path: keyIn(id) })
      .returning(),
  );
  const file = returnedColumns(files, inserted);
  const [r] = await db
    .with(newFile, inserted)
    .select({ file, first: systemUsers.firstName, last: systemUsers.lastName })
    .from(inserted)
    .leftJoin(systemUsers, eq(systemUsers.systemUserId, file.addedByUserId));
  return { record: toRecord(kind, r!), row: r!.file };
}

/** The storage keys of every file of these owners (read before the owners are deleted). */
export async function storageKeysOf(db: Db, kind: FileKind, ownerIds: number[]): Promise<string[]> {
  if (!ownerIds.length) return [];
  const rows = await db
    .select({ path: files.path })
    .from(files)
    .where(inArray(fileOwnerColumn[kind], ownerIds));
  return rows.map((r) => r.path);
}

export { files as filesTable };
