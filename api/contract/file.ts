import { z } from 'zod';
import { ofKind } from './field-kinds';
import type { FileKind } from './file-kinds';
import { id, isoDateTime, plainString } from './scalars';
import { fileTooLargeMessage, filesTooLargeMessage, validationMessages } from './validation-messages';

/**
 * File metadata of spec 2 §3. `type` is the media type; `path` is the server's storage key and is never
 * a place a browser can fetch (downloads go through the API). `documentType` is used for carriers.
 */
export const fileSchema = z.object({
  fileId: id,
  name: plainString().max(255),
  type: plainString().max(200).nullable(),
  path: plainString().max(1000).nullable().optional(),
  size: z.number().int().min(0),
  description: ofKind('freeText', plainString().max(1000).nullable()),
  dateAdded: isoDateTime,
  dateModified: isoDateTime.nullable(),
  documentType: plainString().max(100).nullable().optional(),
  /** Who uploaded it (the attachments tab's "user" column). */
  addedByUserId: id.nullable().optional(),
  addedByUserName: ofKind('name', plainString().nullable().optional()),
});
export type FileRecord = z.infer<typeof fileSchema>;

/** The multipart fields of an upload besides `formFile` (spec 2 §7). */
export const fileUploadFieldsSchema = z.object({
  nameOfFile: plainString().trim().min(1).max(255),
  description: ofKind('freeText', plainString().max(1000).nullish()),
  documentType: plainString().max(100).nullish(),
});
/** PUT {ownerId}/{fileId}: what may change after upload. */
export const fileUpdateSchema = z.strictObject({
  name: plainString().trim().min(1).max(255).optional(),
  description: ofKind('freeText', plainString().max(1000).nullish()),
  documentType: plainString().max(100).nullish(),
});

/**
 * Why files of these sizes cannot be uploaded, in the words of spec 1 §5, or null. The browser asks it of
 * a whole choice before any upload starts (several files: the collective variant); the server of each file.
 * "Smaller than N mb" lets exactly N mb through, as the server's stream limit does.
 */
export function uploadSizeProblem(sizes: readonly number[], maxMb: number): string | null {
  if (sizes.some((size) => size > maxMb * 1024 * 1024))
    return sizes.length > 1 ? filesTooLargeMessage(maxMb) : fileTooLargeMessage(maxMb);
  return sizes.some((size) => size === 0) ? validationMessages.fileEmpty : null;
}

export { fileKinds, fileKindInfo, type FileKind } from './file-kinds';

export const orderFileSchema = fileSchema.extend({ orderId: id });
export const loadFileSchema = fileSchema.extend({ loadId: id });
export const carrierFileSchema = fileSchema.extend({ carrierId: id });
export const customerFileSchema = fileSchema.extend({ orderCustomerId: id });

/** Each kind's file as the calls answer it: the metadata with its owner's id (never its storage path). */
export const fileSchemaOf = {
  order: orderFileSchema,
  load: loadFileSchema,
  carrier: carrierFileSchema,
  customer: customerFileSchema,
} as const satisfies Record<FileKind, z.ZodType>;
