import { loadChangelogEntrySchema, type ChangelogQueryInput } from '#contract/changelog';
import { loadSchema } from '#contract/load';
import { listResponseSchema } from '#contract/pager';
import { fillPath } from '#contract/path-template';
import { loadPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';

/** The list's loads come without their stops; carriers receive fewer fields. */
export const loadListItemSchema = loadSchema.omit({ loadStops: true }).partial().required({ loadId: true });

/** Load calls of spec 2 §7 (api/Loads). */
export const createLoadsApi = (http: HttpClient) => ({
  getItems: listCall(http, loadPaths.getItems, loadListItemSchema),
  deleteBulk: deleteBulkCall(http, loadPaths.deleteBulk),
  /** The load's changelog: entries (newest first by default), then the pager; staff only. */
  getLoadChangeLogs: (loadId: number, query: ChangelogQueryInput, signal?: AbortSignal) =>
    http.post(fillPath(loadPaths.getLoadChangeLogs, { loadId }), {
      body: query,
      schema: listResponseSchema(loadChangelogEntrySchema),
      signal,
    }),
});

export type LoadsApi = ReturnType<typeof createLoadsApi>;
