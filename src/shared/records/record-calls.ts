import { changelogPageSizes, type ChangelogQueryInput } from '#contract/changelog';
import type { FileKind } from '#contract/file';
import { splitListResponse } from '#contract/pager';
import type { NoteKind } from '#contract/note';
import type { Services } from '../../app/services';
import type { ChangelogPage, ChangelogPageRequest } from '#machines/changelog/changelog.machine';

/*
 * The record calls of spec 2 §7 bound to one owner, for the panels' machines: thin wrappers of the
 * api/client modules, so each path has one way to be called.
 */

/** The note calls of one owner. */
export const noteCallsOf = (services: Services, kind: NoteKind, ownerId: number) => {
  const { notesApi } = services;
  return {
    list: (ascending: boolean, signal: AbortSignal) => notesApi.list(kind, ownerId, { ascending, signal }),
    add: (noteContent: string, signal: AbortSignal) => notesApi.add(kind, ownerId, noteContent, signal),
    update: (noteId: number, noteContent: string, signal: AbortSignal) =>
      notesApi.update(kind, ownerId, noteId, noteContent, signal),
    remove: (noteId: number, signal: AbortSignal) => notesApi.remove(kind, ownerId, noteId, signal),
  };
};
export type NoteCalls = ReturnType<typeof noteCallsOf>;

/** The file calls of one owner; `upload` reports progress and honours its signal (cancel). */
export const fileCallsOf = (services: Services, kind: FileKind, ownerId: number) => {
  const { filesApi } = services;
  return {
    list: (signal: AbortSignal) => filesApi.list(kind, ownerId, { signal }),
    upload: (
      file: Blob,
      nameOfFile: string,
      onProgress: (loaded: number, total: number) => void,
      signal: AbortSignal,
      documentType: string | null = null,
    ) => filesApi.upload(kind, ownerId, { file, nameOfFile, onProgress, signal, documentType }),
    // An attachment answer is saved by the client's download rule (spec 1 §7).
    download: (fileId: number, signal: AbortSignal) => filesApi.download(kind, ownerId, fileId, signal),
    describe: (fileId: number, description: string, signal: AbortSignal) =>
      filesApi.update(kind, ownerId, fileId, { description }, signal),
    remove: (fileId: number, signal: AbortSignal) => filesApi.remove(kind, ownerId, fileId, signal),
  };
};
export type FileCalls = ReturnType<typeof fileCallsOf>;

/** The kinds with a change log (spec 2 §3). */
export type ChangelogKind = 'order' | 'load';

type ChangelogPageSize = (typeof changelogPageSizes)[number];
/** The machine's page size as the contract takes it; anything else asks for the default 10. */
const pageSizeOf = (size: number): ChangelogPageSize =>
  changelogPageSizes.find((allowed) => allowed === size) ?? 10;

/** One page of an order's or a load's change log, newest first (spec 2 §7). */
export const changelogCallOf =
  (services: Services, kind: ChangelogKind, ownerId: number) =>
  async (request: ChangelogPageRequest, signal: AbortSignal): Promise<ChangelogPage | null> => {
    const query: ChangelogQueryInput = {
      pageNumber: request.pageIndex,
      pageSize: pageSizeOf(request.pageSize),
      sortColumns: [{ sortBy: 'dateAdded', isSortAscending: false }],
    };
    if (kind === 'order') {
      const answer = await services.ordersApi.getChangeLogs(ownerId, query, signal);
      if (answer === null) return null;
      const { items, pager } = splitListResponse(answer);
      return {
        entries: items.map(({ orderChangelogId, ...rest }) => ({ changelogId: orderChangelogId, ...rest })),
        totalItems: pager?.totalItems ?? items.length,
      };
    }
    const answer = await services.loadsApi.getLoadChangeLogs(ownerId, query, signal);
    if (answer === null) return null;
    const { items, pager } = splitListResponse(answer);
    return {
      entries: items.map(({ loadChangelogId, ...rest }) => ({ changelogId: loadChangelogId, ...rest })),
      totalItems: pager?.totalItems ?? items.length,
    };
  };
