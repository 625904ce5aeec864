import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FileKind, fileUpdateSchema } from '#contract/file';
import { files } from '../db/schema/files';
import { invalidFields } from '../http/errors';
import type { OwnedId, RequestContext } from '../http/request-context';
import { cleanFileName } from './file-names';
import { fileStorage } from './file-storage';
import { findFile, type StoredFile } from './file-store';

/** PUT: a file's name, description and (carrier files) document type; what is left out stays. */
export async function updateFile(
  ctx: RequestContext,
  { kind, ownerId, id: fileId }: OwnedId<FileKind>,
  body: z.infer<typeof fileUpdateSchema>,
): Promise<StoredFile> {
  await findFile(ctx.db, kind, ownerId, fileId);
  const name = body.name === undefined ? undefined : cleanFileName(body.name);
  if (name === '') throw invalidFields({ name: 'The name must have a visible character.' });
  await ctx.db
    .update(files)
    .set({
      ...(name === undefined ? {} : { name }),
      ...(body.description === undefined ? {} : { description: body.description?.trim() || null }),
      ...(kind === 'carrier' && body.documentType !== undefined
        ? { documentType: body.documentType?.trim() || null }
        : {}),
      dateModified: ctx.now,
    })
    .where(eq(files.fileId, fileId));
  return findFile(ctx.db, kind, ownerId, fileId);
}

/** DELETE: the row, then its stored bytes. */
export async function deleteFile(ctx: RequestContext, { kind, ownerId, id: fileId }: OwnedId<FileKind>) {
  const { row } = await findFile(ctx.db, kind, ownerId, fileId);
  await ctx.db.delete(files).where(eq(files.fileId, fileId));
  // After the row is gone: a failure here leaves an orphan the start-up sweep removes, never a dead row.
  await fileStorage(ctx.config).remove(row.path);
}
