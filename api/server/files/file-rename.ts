import type { files } from '../db/schema/files';
import { invalidFields } from '../http/errors';
import { allowedExtensions, extensionsOfType, mediaTypeOf } from './content-type';
import { extensionOf } from './file-names';
import type { FileStorage } from './file-storage';

type FileRow = typeof files.$inferSelect;

const allowedList = allowedExtensions.map((e) => `.${e}`).join(', ');

/** The stored bytes' first block; null when they are gone (a row whose bytes were lost keeps its own type). */
async function storedHead(storage: FileStorage, row: FileRow): Promise<Uint8Array | null> {
  try {
    return await storage.head(storage.absolute(row.path));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The media type a stored file has under a new name (decision 067): the upload's own check (content-type.ts)
 * run on the new name and the stored bytes, so a rename can never give a file a name its upload would have
 * been refused under. 400 with `fields.name` saying why otherwise.
 */
export async function typeUnderNewName(storage: FileStorage, row: FileRow, name: string): Promise<string> {
  const extension = extensionOf(name);
  if (!allowedExtensions.includes(extension)) {
    const why = extension ? `.${extension} files are not accepted.` : 'The name has no extension.';
    throw invalidFields({ name: `${why} The name must end in one of ${allowedList}.` });
  }
  const fits = extensionsOfType(row.type);
  const head = await storedHead(storage, row);
  const type = head ? mediaTypeOf(extension, head) : fits.includes(extension) ? row.type : null;
  if (type) return type;
  const current = extensionOf(row.name);
  const keep = fits.includes(current) ? current : fits[0];
  const hint = keep ? ` Keep an extension that matches its content, such as .${keep}.` : '';
  throw invalidFields({ name: `This file's content is not a .${extension} file.${hint}` });
}
