import { z } from 'zod';
import { loadChangelogEntrySchema, orderChangelogEntrySchema } from '../../../api/contract/changelog';
import { fileSchema, type FileKind } from '../../../api/contract/file';
import { listResponseSchema, splitListResponse } from '../../../api/contract/pager';
import { noteSchema, type NoteKind } from '../../../api/contract/note';
import { fillPath } from '../../../api/contract/path-template';
import { filePaths, loadPaths, notePaths, orderPaths } from '../../../api/contract/paths';
import type { HttpClient } from '../../../api/client/http-client';
import type { ChangelogPage, ChangelogPageRequest } from '../../../machines/changelog/changelog.machine';

/*
 * The record calls of spec 2 §7 bound to one owner, for the panels' machines. Written against the contract's
 * path templates through the HTTP client until api/client has its notes and files modules (issue #12,
 * server side): then these become thin wrappers of those.
 */

/** The note calls of one owner. */
export const noteCallsOf = (http: HttpClient, kind: NoteKind, ownerId: number) => {
  const paths = notePaths[kind];
  const byId = (noteId: number) => fillPath(paths.byId, { id: ownerId, noteId });
  return {
    list: (ascending: boolean, signal: AbortSignal) =>
      http.get(fillPath(paths.list, { id: ownerId }), {
        query: { shouldSortAscending: ascending },
        schema: z.array(noteSchema),
        signal,
      }),
    add: (noteContent: string, signal: AbortSignal) =>
      http.post(fillPath(paths.create, { id: ownerId }), { body: { noteContent }, signal }),
    update: (noteId: number, noteContent: string, signal: AbortSignal) =>
      http.put(byId(noteId), { body: { noteContent }, signal }),
    remove: (noteId: number, signal: AbortSignal) => http.delete(byId(noteId), { signal }),
  };
};
export type NoteCalls = ReturnType<typeof noteCallsOf>;

/** The file calls of one owner; uploads go through `uploadRequest` (it needs progress). */
export const fileCallsOf = (http: HttpClient, kind: FileKind, ownerId: number) => {
  const paths = filePaths[kind];
  const byId = (fileId: number) => fillPath(paths.byId, { ownerId, fileId });
  return {
    uploadPath: fillPath(paths.list, { ownerId }),
    list: (signal: AbortSignal) =>
      http.get(fillPath(paths.list, { ownerId }), {
        query: { shouldSortAscending: false },
        schema: z.array(fileSchema),
        signal,
      }),
    // An attachment answer is saved by the client's download rule (spec 1 §7).
    download: (fileId: number, signal: AbortSignal) => http.get(byId(fileId), { signal }),
    describe: (fileId: number, description: string, signal: AbortSignal) =>
      http.put(byId(fileId), { body: { description }, signal }),
    remove: (fileId: number, signal: AbortSignal) => http.delete(byId(fileId), { signal }),
  };
};
export type FileCalls = ReturnType<typeof fileCallsOf>;

/** The kinds with a change log (spec 2 §3). */
export type ChangelogKind = 'order' | 'load';

/** One page of an order's or a load's change log, newest first (spec 2 §7). */
export const changelogCallOf =
  (http: HttpClient, kind: ChangelogKind, ownerId: number) =>
  async (request: ChangelogPageRequest, signal: AbortSignal): Promise<ChangelogPage | null> => {
    const body = {
      pageNumber: request.pageIndex,
      pageSize: request.pageSize,
      sortColumns: [{ sortBy: 'dateAdded', isSortAscending: false }],
    };
    if (kind === 'order') {
      const answer = await http.post(fillPath(orderPaths.getChangeLogs, { orderId: ownerId }), {
        body,
        schema: listResponseSchema(orderChangelogEntrySchema),
        signal,
      });
      if (answer === null) return null;
      const { items, pager } = splitListResponse(answer);
      return {
        entries: items.map(({ orderChangelogId, ...rest }) => ({ changelogId: orderChangelogId, ...rest })),
        totalItems: pager?.totalItems ?? items.length,
      };
    }
    const answer = await http.post(fillPath(loadPaths.getLoadChangeLogs, { loadId: ownerId }), {
      body,
      schema: listResponseSchema(loadChangelogEntrySchema),
      signal,
    });
    if (answer === null) return null;
    const { items, pager } = splitListResponse(answer);
    return {
      entries: items.map(({ loadChangelogId, ...rest }) => ({ changelogId: loadChangelogId, ...rest })),
      totalItems: pager?.totalItems ?? items.length,
    };
  };
