import type { z } from 'zod';
import type { ListQueryInput } from '#contract/list-query';
import { listResponseSchema } from '#contract/pager';
import { deleteBulkResultSchema } from '#contract/scalars';
import type { HttpClient } from './http-client';

/** getItems of one list: the list query object in, its items with the pager last out. */
export const listCall =
  <T extends z.ZodType>(http: HttpClient, path: string, itemSchema: T) =>
  (query: ListQueryInput, signal?: AbortSignal) =>
    http.post(path, { body: query, schema: listResponseSchema(itemSchema), signal });

/**
 * exportRows of one list (decision 079): the list query and the fields the CSV's columns read in, getItems'
 * answer out with only those fields in each item.
 */
export const exportRowsCall =
  <T extends z.ZodType>(http: HttpClient, path: string, itemSchema: T) =>
  (query: ListQueryInput, fields: readonly string[], signal?: AbortSignal) =>
    http.post(path, { body: { query, fields }, schema: listResponseSchema(itemSchema), signal });

/** deleteBulk of one list: the ids in, how many were deleted out (409 delete_blocked names the reason). */
export const deleteBulkCall =
  (http: HttpClient, path: string) => (ids: readonly number[], signal?: AbortSignal) =>
    http.post(path, { body: ids, schema: deleteBulkResultSchema, signal });
