import type { z } from 'zod';
import { fillPath } from '#contract/path-template';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';

/** One record kind's paths (contract/paths.ts); the POST goes to `create` where the spec names one, else `base`. */
export interface RecordPaths {
  base: string;
  create?: string;
  getItemById: string;
  byId: string;
}

/**
 * The calls every record kind has, each answering the record as `schema` reads it. getItemById answers 404
 * outside the caller's reach; create and update 400 with the form's field messages; update 409 stale_write
 * when someone saved first (send the dateModified you read); delete 204 (null), or 409 delete_blocked naming
 * what still uses the record.
 */
export const recordCalls = <T, Create, Update>(
  http: HttpClient,
  paths: RecordPaths,
  schema: z.ZodType<T>,
  idOf: (record: Update) => number,
) => ({
  getItemById: (id: number, signal?: AbortSignal) =>
    http.get(fillPath(paths.getItemById, { id }), { schema, signal }),

  create: (record: Create, signal?: AbortSignal) =>
    http.post(paths.create ?? paths.base, { body: record, schema, signal }),

  update: (record: Update, signal?: AbortSignal) =>
    http.put(fillPath(paths.byId, { id: idOf(record) }), { body: record, schema, signal }),

  delete: (id: number, signal?: AbortSignal) => http.delete(fillPath(paths.byId, { id }), { signal }),
});

/** getItemNew: a blank record (id 0) with the spec's defaults, for a create dialog. */
export const newRecordCall =
  <T>(http: HttpClient, path: string, schema: z.ZodType<T>) =>
  (signal?: AbortSignal) =>
    http.get(path, { schema, signal });

/** The paths of a record area that has a list, a bulk delete and a blank record besides its record calls. */
export interface RecordAreaPaths extends RecordPaths {
  getItems: string;
  deleteBulk: string;
  getItemNew: string;
}

/**
 * A record area's usual calls: its list (rows as `item` reads them), deleteBulk, getItemNew and the record
 * calls, the record read as `record`. `item` is the record itself where the list sends whole records.
 */
export const recordAreaCalls = <T, Create, Update, Item extends z.ZodType = z.ZodType<T>>(
  http: HttpClient,
  paths: RecordAreaPaths,
  schemas: { record: z.ZodType<T>; item: Item },
  idOf: (record: Update) => number,
) => ({
  getItems: listCall(http, paths.getItems, schemas.item),
  deleteBulk: deleteBulkCall(http, paths.deleteBulk),
  getItemNew: newRecordCall(http, paths.getItemNew, schemas.record),
  ...recordCalls<T, Create, Update>(http, paths, schemas.record, idOf),
});
