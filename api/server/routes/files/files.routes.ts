import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { fileKindInfo, fileKinds, fileSchemaOf, fileUpdateSchema, type FileKind } from '#contract/file';
import { filePaths } from '#contract/paths';
import { id, plainString } from '#contract/scalars';
import { callerOf, identityAccess } from '#server/auth/guard';
import { files } from '#server/db/schema/files';
import type { AppEnv, Deps } from '#server/deps';
import { cleanFileName, attachmentDisposition } from '#server/files/file-names';
import { fileStorage } from '#server/files/file-storage';
import { countFiles, findFile, listFiles } from '#server/files/file-store';
import { receiveUpload } from '#server/files/multipart-upload';
import { saveUpload } from '#server/files/save-upload';
import { invalidFields } from '#server/http/errors';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { requireVisibleOwner } from '#server/records/owner-access';
import { ownerListRoutes } from '#server/records/owner-list-routes';

const route = areaRoutes(['files']);
const ownerParam = z.object({ ownerId: z.coerce.number().pipe(id) });
const fileParam = ownerParam.extend({ fileId: z.coerce.number().pipe(id) });
const missing = { 404: { description: 'The owner (or the file) does not exist or is not yours' } } as const;
const ownerAccess =
  'A customer login reaches only its own customer’s records, a carrier login only its own carrier and loads (404 otherwise).';

function fileRoutes(kind: FileKind) {
  const paths = filePaths[kind];
  const perms = fileKindInfo[kind].permissions;
  const file = fileSchemaOf[kind];
  return {
    ...ownerListRoutes({
      kind,
      noun: 'files',
      tags: route.tags,
      paths,
      viewPermission: perms.view,
      ownerParam,
      item: file,
      ownerAccess,
      missing,
    }),
    download: route.get(paths.byId, identityAccess([perms.view]), {
      summary: `Download a ${kind} file`,
      description: `The bytes as uploaded, as an attachment with the original name. ${ownerAccess}`,
      request: { params: fileParam },
      responses: { 200: { description: 'The file (Content-Disposition: attachment)' }, ...missing },
    }),
    upload: route.post(paths.list, identityAccess([perms.add]), {
      summary: `Upload a ${kind} file`,
      description: [
        `multipart/form-data: formFile, nameOfFile, description${kind === 'carrier' ? ', documentType' : ''}`,
        '(description may come as ?description= too). Streamed to disk; 413 past MAX_UPLOAD_MB, 415 for a type',
        `off the allow-list or content that does not match its extension (docs/decisions/030). ${ownerAccess}`,
      ].join(' '),
      // The body is read as a stream by the handler, not validated (and buffered) by the framework.
      request: { params: ownerParam, query: z.object({ description: plainString().max(1000).optional() }) },
      responses: {
        200: jsonResponse(file, 'The stored file'),
        413: { description: 'Larger than MAX_UPLOAD_MB' },
        415: { description: 'Not an allowed type (unsupported_type)' },
        ...missing,
      },
    }),
    update: route.put(paths.byId, identityAccess([perms.update]), {
      summary: `Change a ${kind} file's name or description`,
      description: ownerAccess,
      request: {
        params: fileParam,
        ...jsonBody(fileUpdateSchema, 'name, description (documentType for carriers)'),
      },
      responses: { 200: jsonResponse(file, 'The file as saved'), ...missing },
    }),
    remove: route.delete(paths.byId, identityAccess([perms.delete]), {
      summary: `Delete a ${kind} file`,
      description: `The row and the bytes on disk. ${ownerAccess}`,
      request: { params: fileParam },
      responses: { 204: { description: 'Deleted' }, ...missing },
    }),
  };
}

const storageOf = (deps: Deps) => fileStorage(deps.config);

/** Spec 2 §7 "Files": list, count, download, upload, change and delete, for each of the four kinds. */
export function mountFileRoutes(app: OpenAPIHono<AppEnv>) {
  for (const kind of fileKinds) {
    const r = fileRoutes(kind);
    app.openapi(r.count, async (c) => {
      const { ownerId } = c.req.valid('param');
      await requireVisibleOwner(c, kind, ownerId);
      return c.json(await countFiles(c.var.deps.database.db, kind, ownerId), 200);
    });
    app.openapi(r.list, async (c) => {
      const { ownerId } = c.req.valid('param');
      await requireVisibleOwner(c, kind, ownerId);
      const { shouldSortAscending } = c.req.valid('query');
      return c.json(
        (await listFiles(c.var.deps.database.db, kind, ownerId, shouldSortAscending)) as never,
        200,
      );
    });
    app.openapi(r.download, async (c) => {
      const { ownerId, fileId } = c.req.valid('param');
      await requireVisibleOwner(c, kind, ownerId);
      const { row } = await findFile(c.var.deps.database.db, kind, ownerId, fileId);
      const stream = Readable.toWeb(createReadStream(storageOf(c.var.deps).absolute(row.path)));
      return c.body(stream as ReadableStream, 200, {
        'Content-Type': row.type ?? 'application/octet-stream',
        'Content-Length': String(row.size),
        'Content-Disposition': attachmentDisposition(row.name),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      }) as never;
    });
    app.openapi(r.upload, async (c) => {
      const { ownerId } = c.req.valid('param');
      await requireVisibleOwner(c, kind, ownerId);
      const { deps } = c.var;
      const storage = storageOf(deps);
      const upload = await receiveUpload(c.req.raw, storage, deps.config.MAX_UPLOAD_MB);
      const fileId = await saveUpload(deps.database, storage, kind, ownerId, upload, {
        description: c.req.valid('query').description,
        userId: callerOf(c).systemUserId,
        now: deps.now(),
      });
      return c.json((await findFile(deps.database.db, kind, ownerId, fileId)).record as never, 200);
    });
    app.openapi(r.update, async (c) => {
      const { ownerId, fileId } = c.req.valid('param');
      await requireVisibleOwner(c, kind, ownerId);
      const db = c.var.deps.database.db;
      await findFile(db, kind, ownerId, fileId);
      const body = c.req.valid('json');
      const name = body.name === undefined ? undefined : cleanFileName(body.name);
      if (name === '') throw invalidFields({ name: 'The name must have a visible character.' });
      await db
        .update(files)
        .set({
          ...(name === undefined ? {} : { name }),
          ...(body.description === undefined ? {} : { description: body.description?.trim() || null }),
          ...(kind === 'carrier' && body.documentType !== undefined
            ? { documentType: body.documentType?.trim() || null }
            : {}),
          dateModified: c.var.deps.now(),
        })
        .where(eq(files.fileId, fileId));
      return c.json((await findFile(db, kind, ownerId, fileId)).record as never, 200);
    });
    app.openapi(r.remove, async (c) => {
      const { ownerId, fileId } = c.req.valid('param');
      await requireVisibleOwner(c, kind, ownerId);
      const db = c.var.deps.database.db;
      const { row } = await findFile(db, kind, ownerId, fileId);
      await db.delete(files).where(eq(files.fileId, fileId));
      // After the row is gone: a failure here leaves an orphan the start-up sweep removes, never a dead row.
      await storageOf(c.var.deps).remove(row.path);
      return c.body(null, 204);
    });
  }
}
