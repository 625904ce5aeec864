import type { z } from '@hono/zod-openapi';
import type { Access } from '../auth/guard';
import { idParamSchema } from '../users/grants';
import { jsonBody, jsonResponse, type AreaRoutes } from './route';

/** One record kind's paths (contract/paths.ts); the POST goes to `create` where the spec names one, else `base`. */
interface RecordPaths {
  base: string;
  create?: string;
  getItemNew?: string;
  getItemById: string;
  byId: string;
}

/** What each route says in the document beyond what the kind shares. */
interface RouteText {
  summary: string;
  description?: string;
}

/** A route's JSON body, and the body's description where it is not the default 'Request body'. */
interface BodyText<B> {
  body: B;
  bodyText?: string;
}

const required = (path: string | undefined): string => {
  if (!path) throw new Error('This record kind has no getItemNew path');
  return path;
};

/** The 409 of a route that has one. */
const conflictResponse = (description: string | undefined): Record<number, { description: string }> =>
  description ? { 409: { description } } : {};

/**
 * The document of one record kind's getItemNew, getItemById, POST, PUT {id} and DELETE {id}: the same
 * parameters, answers and status codes for every kind, so that only what differs (access, texts, bodies) is
 * written by the area. `noun` names the record in the answers ('The saved carrier'); `missing` is the 404.
 */
export function recordRoutes<const S extends z.ZodType>(
  route: AreaRoutes,
  kind: {
    paths: RecordPaths;
    record: S;
    noun: string;
    missing: string;
  },
) {
  const { paths, noun } = kind;
  const answer = (description: string) => jsonResponse(kind.record, description);
  const missing = { 404: { description: kind.missing } } as const;
  const params = idParamSchema;
  return {
    getItemNew: (access: Access, text: RouteText & { answer?: string }) =>
      route.get(required(paths.getItemNew), access, {
        summary: text.summary,
        description: text.description,
        responses: { 200: answer(text.answer ?? `A blank ${noun}`) },
      }),

    getItemById: (access: Access, text: RouteText) =>
      route.get(paths.getItemById, access, {
        summary: text.summary,
        description: text.description,
        request: { params },
        responses: { 200: answer(`The ${noun}`), ...missing },
      }),

    /** `conflict` describes the 409 where the create has one. */
    create: <const B extends z.ZodType>(
      access: Access,
      text: RouteText & BodyText<B> & { conflict?: string },
    ) =>
      route.post(paths.create ?? paths.base, access, {
        summary: text.summary,
        description: text.description,
        request: jsonBody(text.body, text.bodyText),
        responses: { 200: answer(`The created ${noun}`), ...conflictResponse(text.conflict) },
      }),

    update: <const B extends z.ZodType>(
      access: Access,
      text: RouteText & BodyText<B> & { conflict: string },
    ) =>
      route.put(paths.byId, access, {
        summary: text.summary,
        description: text.description,
        request: { params, ...jsonBody(text.body, text.bodyText) },
        responses: { 200: answer(`The saved ${noun}`), ...missing, ...conflictResponse(text.conflict) },
      }),

    /** `deleted` describes the 204 ('Deleted' unless said), `blocked` the 409 where deleting can be refused. */
    remove: (access: Access, text: RouteText & { deleted?: string; blocked?: string }) =>
      route.delete(paths.byId, access, {
        summary: text.summary,
        description: text.description,
        request: { params },
        responses: {
          204: { description: text.deleted ?? 'Deleted' },
          ...missing,
          ...conflictResponse(text.blocked),
        },
      }),
  };
}
