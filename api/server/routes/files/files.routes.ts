import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { fileKindInfo, fileKinds, fileSchemaOf, fileUpdateSchema, type FileKind } from '#contract/file';
import { filePaths } from '#contract/paths';
import { idText, plainString } from '#contract/scalars';
import { crudAccess } from '#contract/access';
import { ruleAccess } from '#server/auth/rule-access';
import type { AppEnv } from '#server/deps';
import { deleteFile, updateFile } from '#server/files/file-edit';
import { attachmentDisposition, downloadName } from '#server/files/file-names';
import { fileStorage } from '#server/files/file-storage';
import { countFiles, filesTable, findFile, listFiles } from '#server/files/file-store';
import { receiveUpload } from '#server/files/multipart-upload';
import { saveUpload } from '#server/files/save-upload';
import { requestContext } from '#server/http/request-context';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { forOwner, requireVisibleOwner } from '#server/records/owner-access';
import { ownerListRoutes } from '#server/records/owner-list-routes';
import { withAuditUsersFor } from '#server/users/audit-users';

const route = areaRoutes(['files']);
const ownerParam = z.object({ ownerId: idText });
const fileParam = ownerParam.extend({ fileId: idText });
const missing = { 404: { description: 'The owner (or the file) does not exist or is not yours' } } as const;
const ownerAccess =
  'A customer login reaches only its own customer’s records, a carrier login only its own carrier and loads (404 otherwise), and is told who added a file only when it was itself (decision 067).';

function fileRoutes(kind: FileKind) {
  const paths = filePaths[kind];
  const rules = crudAccess(fileKindInfo[kind].permissions);
  const file = fileSchemaOf[kind];
  return {
    ...ownerListRoutes({
      kind,
      noun: 'files',
      tags: route.tags,
      paths,
      view: rules.view,
      ownerParam,
      item: file,
      ownerAccess,
      missing,
    }),
    download: route.get(paths.byId, ruleAccess(rules.view), {
      summary: `Download a ${kind} file`,
      description: `The bytes as uploaded, as an attachment with the file's name (with an extension of its type added when the name lacks one, decision 067). ${ownerAccess}`,
      request: { params: fileParam },
      responses: { 200: { description: 'The file (Content-Disposition: attachment)' }, ...missing },
    }),
    upload: route.post(paths.list, ruleAccess(rules.add), {
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
        400: { description: "An empty file ('File is empty.', validation_failed) or fields not valid" },
        413: { description: "Larger than MAX_UPLOAD_MB ('File must be smaller than Nmb.', too_large)" },
        415: { description: 'Not an allowed type (unsupported_type)' },
        ...missing,
      },
    }),
    update: route.put(paths.byId, ruleAccess(rules.update), {
      summary: `Change a ${kind} file's name or description`,
      description: ownerAccess,
      request: {
        params: fileParam,
        ...jsonBody(fileUpdateSchema, 'name, description (documentType for carriers)'),
      },
      responses: {
        200: jsonResponse(file, 'The file as saved'),
        400: {
          description:
            'A new name whose extension is off the upload allow-list or does not match the stored content (validation_failed, fields.name)',
        },
        ...missing,
      },
    }),
    remove: route.delete(paths.byId, ruleAccess(rules.delete), {
      summary: `Delete a ${kind} file`,
      description: `The row and the bytes on disk. ${ownerAccess}`,
      request: { params: fileParam },
      responses: { 204: { description: 'Deleted' }, ...missing },
    }),
  };
}

/** Spec 2 §7 "Files": list, count, download, upload, change and delete, for each of the four kinds. */
export function mountFileRoutes(app: OpenAPIHono<AppEnv>) {
  for (const kind of fileKinds) {
    const r = fileRoutes(kind);
    app.openapi(r.count, async (c) => {
      const ctx = requestContext(c);
      const { ownerId } = c.req.valid('param');
      await requireVisibleOwner(ctx, kind, ownerId);
      return c.json(await countFiles(ctx.db, kind, ownerId), 200);
    });
    app.openapi(r.list, async (c) => {
      const ctx = requestContext(c);
      const { ownerId } = c.req.valid('param');
      await requireVisibleOwner(ctx, kind, ownerId);
      const { shouldSortAscending } = c.req.valid('query');
      const found = await listFiles(ctx.db, kind, ownerId, shouldSortAscending);
      return c.json(found.map((f) => withAuditUsersFor(ctx, f)) as never, 200);
    });
    app.openapi(r.download, async (c) => {
      const ctx = requestContext(c);
      const { ownerId, fileId } = c.req.valid('param');
      await requireVisibleOwner(ctx, kind, ownerId);
      const { row } = await findFile(ctx.db, kind, ownerId, fileId);
      const stream = Readable.toWeb(createReadStream(fileStorage(ctx.config).absolute(row.path)));
      return c.body(stream as ReadableStream, 200, {
        'Content-Type': row.type ?? 'application/octet-stream',
        'Content-Length': String(row.size),
        'Content-Disposition': attachmentDisposition(downloadName(row.name, row.type)),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      }) as never;
    });
    app.openapi(r.upload, async (c) => {
      const ctx = requestContext(c);
      const { ownerId } = c.req.valid('param');
      const { description } = c.req.valid('query');
      // The owner is checked by the insert, not read first (decision 097).
      const saved = await forOwner(ctx, { kind, ownerId, table: filesTable }, async () => {
        const upload = await receiveUpload(c.req.raw, fileStorage(ctx.config), ctx.config.MAX_UPLOAD_MB);
        return saveUpload(ctx, { kind, ownerId }, { upload, description });
      });
      return c.json(withAuditUsersFor(ctx, saved.record) as never, 200);
    });
    app.openapi(r.update, async (c) => {
      const ctx = requestContext(c);
      const { ownerId, fileId } = c.req.valid('param');
      await requireVisibleOwner(ctx, kind, ownerId);
      const saved = await updateFile(ctx, { kind, ownerId, id: fileId }, c.req.valid('json'));
      return c.json(withAuditUsersFor(ctx, saved.record) as never, 200);
    });
    app.openapi(r.remove, async (c) => {
      const ctx = requestContext(c);
      const { ownerId, fileId } = c.req.valid('param');
      await requireVisibleOwner(ctx, kind, ownerId);
      await deleteFile(ctx, { kind, ownerId, id: fileId });
      return c.body(null, 204);
    });
  }
}
