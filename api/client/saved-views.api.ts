import { z } from 'zod';
import { fillPath } from '#contract/path-template';
import { savedViewPaths } from '#contract/paths';
import {
  savedViewSchema,
  type SavedViewListKey,
  type SavedViewSave,
  type SavedViewUpdate,
} from '#contract/saved-view';
import type { HttpClient } from './http-client';

const viewsSchema = z.array(savedViewSchema);

/** Saved list views (decision 085): mine and my team's shared ones, per list. */
export const createSavedViewsApi = (http: HttpClient) => ({
  getItems: (listKey: SavedViewListKey, signal?: AbortSignal) =>
    http.get(savedViewPaths.getItems, { query: { listKey }, schema: viewsSchema, signal }),
  create: (body: SavedViewSave, signal?: AbortSignal) =>
    http.post(savedViewPaths.create, { body, schema: savedViewSchema, signal }),
  update: (viewId: number, body: SavedViewUpdate, signal?: AbortSignal) =>
    http.put(fillPath(savedViewPaths.byId, { id: viewId }), { body, schema: savedViewSchema, signal }),
  remove: (viewId: number, signal?: AbortSignal) =>
    http.delete(fillPath(savedViewPaths.byId, { id: viewId }), { signal }),
});

export type SavedViewsApi = ReturnType<typeof createSavedViewsApi>;
