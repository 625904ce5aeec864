import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FileKind, fileUpdateSchema } from '#contract/file';
import type { Db } from '../db/connect';
import { files } from '../db/schema/files';
import { invalidFields } from '../http/errors';
import type { OwnedId, RequestContext } from '../http/request-context';
import { attachedEvent, writeWithEvent } from '../live/write-with-event';
import { cleanFileName } from './file-names';
import { typeUnderNewName } from './file-rename';
import { fileStorage } from './file-storage';
import { findFile, type StoredFile } from './file-store';

/**
 * PUT: a file's name, description and (carrier files) document type; what is left out stays. A new name must
 * pass the upload's type check against the stored bytes (decision 067); the type follows it (.txt to .csv).
 */
export async function updateFile(
  ctx: RequestContext,
  { kind, ownerId, id: fileId }: OwnedId<FileKind>,
  body: z.infer<typeof fileUpdateSchema>,
): Promise<StoredFile> {
  const { row } = await findFile(ctx.db, kind, ownerId, fileId);
  const name = body.name === undefined ? undefined : cleanFileName(body.name);
  if (name === '') throw invalidFields({ name: 'The name must have a visible character.' });
  // Sending the name back unchanged (a description edit) is no rename, so a name from before decision 067 stays.
  const renamed = name !== undefined && name !== row.name;
  const type = renamed ? await typeUnderNewName(fileStorage(ctx.config), row, name) : undefined;
  const save = (tx: Db) =>
    tx
      .update(files)
      .set({
        ...(renamed ? { name, type } : {}),
        ...(body.description === undefined ? {} : { description: body.description?.trim() || null }),
        ...(kind === 'carrier' && body.documentType !== undefined
          ? { documentType: body.documentType?.trim() || null }
          : {}),
        dateModified: ctx.now,
      })
      .where(eq(files.fileId, fileId));
  const fields = Object.keys(body).filter((k) => k !== 'dateModified');
  await writeWithEvent(ctx.db, ctx.actor, save, () =>
    attachedEvent('file', 'changed', { kind, ownerId }, fileId, fields),
  );
  return findFile(ctx.db, kind, ownerId, fileId);
}

/** DELETE: the row, then its stored bytes. */
export async function deleteFile(ctx: RequestContext, { kind, ownerId, id: fileId }: OwnedId<FileKind>) {
  const { row } = await findFile(ctx.db, kind, ownerId, fileId);
  await writeWithEvent(
    ctx.db,
    ctx.actor,
    (tx) => tx.delete(files).where(eq(files.fileId, fileId)),
    () => attachedEvent('file', 'deleted', { kind, ownerId }, fileId),
  );
  // After the row is gone: a failure here leaves an orphan the start-up sweep removes, never a dead row.
  await fileStorage(ctx.config).remove(row.path);
}
