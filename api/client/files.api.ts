import { z } from 'zod';
import { fileSchemaOf, type FileKind, type FileRecord } from '#contract/file';
import { fillPath } from '#contract/path-template';
import { filePaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import type { Uploader } from './file-upload';

const count = z.number().int().min(0);
/** Each kind's file carries its owner's id too; callers read the fields all kinds share. */
const fileOf = (kind: FileKind): z.ZodType<FileRecord> => fileSchemaOf[kind];

export interface FileUpload {
  file: Blob;
  /** The name to keep (the server cleans it); defaults to the picked file's own name. */
  nameOfFile?: string;
  description?: string | null;
  /** Carriers only (insurance certificate, W-9, …). */
  documentType?: string | null;
  onProgress?: (loaded: number, total: number) => void;
  /** Abort to cancel: the call then resolves null. */
  signal?: AbortSignal;
}

/**
 * File calls of spec 2 §7 (api/Files), one set for the four kinds. Uploads go through `upload` (an
 * XMLHttpRequest, for progress); the download answers an attachment, which the client saves and resolves null.
 */
export const createFilesApi = (http: HttpClient, upload: Uploader) => ({
  list: (kind: FileKind, ownerId: number, options: { ascending?: boolean; signal?: AbortSignal } = {}) =>
    http.get(fillPath(filePaths[kind].list, { ownerId }), {
      query: { shouldSortAscending: options.ascending ?? false },
      schema: z.array(fileOf(kind)),
      signal: options.signal,
    }),
  count: (kind: FileKind, ownerId: number, signal?: AbortSignal) =>
    http.get(fillPath(filePaths[kind].count, { ownerId }), { schema: count, signal }),
  download: (kind: FileKind, ownerId: number, fileId: number, signal?: AbortSignal) =>
    http.get(fillPath(filePaths[kind].byId, { ownerId, fileId }), { signal }),
  upload: async (kind: FileKind, ownerId: number, request: FileUpload) => {
    const form = new FormData();
    const name = request.nameOfFile ?? (request.file instanceof File ? request.file.name : 'upload');
    form.append('nameOfFile', name);
    if (request.description) form.append('description', request.description);
    if (kind === 'carrier' && request.documentType) form.append('documentType', request.documentType);
    form.append('formFile', request.file, name);
    const answer = await upload({
      path: fillPath(filePaths[kind].list, { ownerId }),
      form,
      onProgress: request.onProgress,
      signal: request.signal,
    });
    return answer === null ? null : fileOf(kind).parse(answer);
  },
  update: (
    kind: FileKind,
    ownerId: number,
    fileId: number,
    changes: { name?: string; description?: string | null; documentType?: string | null },
    signal?: AbortSignal,
  ) =>
    http.put(fillPath(filePaths[kind].byId, { ownerId, fileId }), {
      body: changes,
      schema: fileOf(kind),
      signal,
    }),
  remove: (kind: FileKind, ownerId: number, fileId: number, signal?: AbortSignal) =>
    http.delete(fillPath(filePaths[kind].byId, { ownerId, fileId }), { signal }),
});

export type FilesApi = ReturnType<typeof createFilesApi>;
