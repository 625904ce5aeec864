import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { noteInputSchema, noteKindInfo, noteKinds, noteSchemaOf, type NoteKind } from '#contract/note';
import { notePaths } from '#contract/paths';
import { idText } from '#contract/scalars';
import { crudAccess } from '#contract/access';
import { ruleAccess } from '#server/auth/rule-access';
import type { AppEnv } from '#server/deps';
import { badRequest, forbidden } from '#server/http/errors';
import { requestContext, type OwnedId, type RequestContext } from '#server/http/request-context';
import { areaRoutes, defineRoute, jsonBody, jsonResponse } from '#server/http/route';
import { fieldMessages } from '#server/http/validation';
import { isAdminIdentity, requireVisibleOwner } from '#server/records/owner-access';
import { ownerListRoutes } from '#server/records/owner-list-routes';
import { countNotes, createNote, deleteNote, findNote, listNotes, updateNote } from './note-store';

const route = areaRoutes(['notes']);
const ownerParam = z.object({ id: idText });
const noteParam = ownerParam.extend({ noteId: idText });
const notFoundResponse = {
  404: { description: 'The owner (or the note) does not exist or is not yours' },
} as const;
const ownerAccess =
  'A customer login reaches only its own customer’s records, a carrier login only its own loads (404 otherwise).';

/** The spec's note message is the error text itself (spec 2 §5), not the generic "fields are not valid". */
function noteHook(result: { success: true } | { success: false; error: unknown }): undefined {
  if (result.success) return undefined;
  const fields = fieldMessages(result.error as z.ZodError);
  throw badRequest(fields.noteContent ?? 'Some fields are not valid.', fields);
}

function noteRoutes(kind: NoteKind) {
  const paths = notePaths[kind];
  const rules = crudAccess(noteKindInfo[kind].permissions);
  const note = noteSchemaOf[kind];
  const body = jsonBody(noteInputSchema, 'noteContent, trimmed; blank is refused');
  const create = (path: string) =>
    defineRoute(ruleAccess(rules.add), {
      method: 'post',
      path,
      tags: route.tags,
      summary: `Add a ${kind} note`,
      description: `${ownerAccess} 400 'Note cannot be empty' for blank text.`,
      request: { params: ownerParam, ...body },
      responses: { 200: jsonResponse(note, 'The new note'), ...notFoundResponse },
    });
  return {
    ...ownerListRoutes({
      kind,
      noun: 'notes',
      tags: route.tags,
      paths,
      view: rules.view,
      ownerParam,
      item: note,
      ownerAccess,
      missing: notFoundResponse,
    }),
    creates: [create(paths.create), ...('createAlias' in paths ? [create(paths.createAlias)] : [])],
    update: route.put(paths.byId, ruleAccess(rules.update), {
      summary: `Change a ${kind} note`,
      description: `Only its creator or an admin identity (403 otherwise). ${ownerAccess}`,
      request: { params: noteParam, ...body },
      responses: { 200: jsonResponse(note, 'The note as saved'), ...notFoundResponse },
    }),
    remove: route.delete(paths.byId, ruleAccess(rules.delete), {
      summary: `Delete a ${kind} note`,
      description: `Only its creator or an admin identity (403 otherwise). ${ownerAccess}`,
      request: { params: noteParam },
      responses: { 204: { description: 'Deleted' }, ...notFoundResponse },
    }),
  };
}

/** The note a caller may change: theirs, or anyone's for an admin identity. */
async function ownNote(ctx: RequestContext, { kind, ownerId, id: noteId }: OwnedId<NoteKind>) {
  const note = await findNote(ctx.db, kind, ownerId, noteId);
  const { caller } = ctx;
  if (note.createdByUserId !== caller.systemUserId && !isAdminIdentity(caller))
    throw forbidden('Only the author of a note or an administrator may change it.');
}

/** Spec 2 §7 "Notes": list, count, add, change and delete, for each of the four kinds. */
export function mountNoteRoutes(app: OpenAPIHono<AppEnv>) {
  for (const kind of noteKinds) {
    const r = noteRoutes(kind);
    // The count before anything with a second path segment that could also match it.
    app.openapi(r.count, async (c) => {
      const ctx = requestContext(c);
      const { id: ownerId } = c.req.valid('param');
      await requireVisibleOwner(ctx, kind, ownerId);
      return c.json(await countNotes(ctx.db, kind, ownerId), 200);
    });
    app.openapi(r.list, async (c) => {
      const ctx = requestContext(c);
      const { id: ownerId } = c.req.valid('param');
      await requireVisibleOwner(ctx, kind, ownerId);
      const { shouldSortAscending } = c.req.valid('query');
      return c.json((await listNotes(ctx.db, kind, ownerId, shouldSortAscending)) as never, 200);
    });
    for (const create of r.creates)
      app.openapi(
        create,
        async (c) => {
          const ctx = requestContext(c);
          const { id: ownerId } = c.req.valid('param');
          return c.json((await createNote(ctx, { kind, ownerId }, c.req.valid('json'))) as never, 200);
        },
        (result) => noteHook(result),
      );
    app.openapi(
      r.update,
      async (c) => {
        const ctx = requestContext(c);
        const { id: ownerId, noteId } = c.req.valid('param');
        const note = { kind, ownerId, id: noteId };
        await requireVisibleOwner(ctx, kind, ownerId);
        await ownNote(ctx, note);
        return c.json((await updateNote(ctx, note, c.req.valid('json'))) as never, 200);
      },
      (result) => noteHook(result),
    );
    app.openapi(r.remove, async (c) => {
      const ctx = requestContext(c);
      const { id: ownerId, noteId } = c.req.valid('param');
      const note = { kind, ownerId, id: noteId };
      await requireVisibleOwner(ctx, kind, ownerId);
      await ownNote(ctx, note);
      await deleteNote(ctx, note);
      return c.body(null, 204);
    });
  }
}
