import { fileKindInfo, fileUploadFieldsSchema, uploadSizeProblem, type FileKind } from '#contract/file';
import type { Db } from '../db/connect';
import { badRequest, HttpError, invalidFields } from '../http/errors';
import type { OwnerRef, RequestContext } from '../http/request-context';
import { fieldMessages } from '../http/validation';
import { recordEvents } from '../live/outbox-write';
import { ownerIdValue } from '../records/owner-access';
import { attachedEvent } from '../live/write-with-event';
import { mediaTypeOf } from './content-type';
import { cleanFileName, extensionOf } from './file-names';
import { insertFile, type StoredFile } from './file-store';
import { fileStorage } from './file-storage';
import type { ReceivedUpload } from './multipart-upload';

export const unsupportedType = () =>
  new HttpError(
    415,
    'unsupported_type',
    'This kind of file is not accepted. Upload a PDF, an image, an office document, a CSV or text file, or a zip.',
  );

/**
 * Turns a received upload into a file row and a stored file (docs/decisions/030): the name is cleaned, the
 * size checked (spec 1 §5), the content checked against the allow-list, then the row is inserted with its
 * storage key and the temporary file renamed to that key inside the same transaction, so a failure leaves
 * neither half. Answers the stored file as findFile would.
 */
export async function saveUpload(
  ctx: RequestContext,
  { kind, ownerId }: OwnerRef<FileKind>,
  body: { upload: ReceivedUpload; description?: string | undefined },
): Promise<StoredFile> {
  const { upload } = body;
  const storage = fileStorage(ctx.config);
  try {
    const parsed = fileUploadFieldsSchema.safeParse({
      nameOfFile: cleanFileName(upload.fields.nameOfFile || upload.partName),
      description: upload.fields.description ?? body.description ?? null,
      documentType: kind === 'carrier' ? (upload.fields.documentType ?? null) : null,
    });
    if (!parsed.success) throw invalidFields(fieldMessages(parsed.error));
    const fields = parsed.data;
    // Before the type: an empty file has no signature, and the spec has its own words for it (spec 1 §5).
    const sizeProblem = uploadSizeProblem([upload.size], ctx.config.MAX_UPLOAD_MB);
    if (sizeProblem) throw badRequest(sizeProblem, { formFile: sizeProblem });
    const type = mediaTypeOf(extensionOf(fields.nameOfFile), await storage.head(upload.path));
    if (!type) throw unsupportedType();
    return await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const stored = await insertFile(
        tx,
        kind,
        {
          [fileKindInfo[kind].ownerKey]: ownerIdValue(ctx, kind, ownerId),
          name: fields.nameOfFile,
          type,
          size: upload.size,
          description: fields.description?.trim() || null,
          documentType: fields.documentType?.trim() || null,
          addedByUserId: ctx.actor.systemUserId,
          dateAdded: ctx.now,
          dateModified: ctx.now,
        },
        storage.keyIn,
      );
      const { fileId, path } = stored.row;
      await recordEvents(tx, ctx.actor, [attachedEvent('file', 'created', { kind, ownerId }, fileId)]);
      await storage.store(upload.path, path);
      return stored;
    });
  } finally {
    // Stored files were renamed away; anything still here failed.
    await storage.remove(upload.path);
  }
}
