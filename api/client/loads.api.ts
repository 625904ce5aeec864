import { loadSchema } from '../contract/load';
import { loadPaths } from '../contract/paths';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';

/** The list's loads come without their stops; carriers receive fewer fields. */
export const loadListItemSchema = loadSchema.omit({ loadStops: true }).partial().required({ loadId: true });

/** Load calls of spec 2 §7 (api/Loads). */
export const createLoadsApi = (http: HttpClient) => ({
  getItems: listCall(http, loadPaths.getItems, loadListItemSchema),
  deleteBulk: deleteBulkCall(http, loadPaths.deleteBulk),
});

export type LoadsApi = ReturnType<typeof createLoadsApi>;
