import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { uploadSizeProblem } from '#contract/file';
import { errorText } from '../shared/error-text';
import { injectedAction, machineTypes } from '../shared/injected';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** One file a person chose or dropped, and how its upload goes. */
export interface UploadItem {
  key: number;
  file: Blob;
  name: string;
  size: number;
  status: UploadStatus;
  /** Bytes sent so far (of `size`). */
  loaded: number;
  error: string | null;
}

/** What `uploadFile` is given: the file and the name to store it under. */
export interface UploadRequest {
  key: number;
  file: Blob;
  name: string;
}

/** What the upload actor reports back while it runs. */
export type UploadReport =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.finished' }
  | { type: 'upload.failed'; error: unknown };

export type FileUploadEvent =
  | { type: 'files.added'; files: readonly { file: Blob; name: string }[] }
  | { type: 'file.cancel'; key: number }
  | { type: 'file.retry'; key: number }
  /** Forgets the finished, failed and cancelled rows (and a refused choice's words). */
  | { type: 'files.cleared' }
  | { type: 'refusal.dismiss' }
  /** The server's configured limit, once the app has read it (GET /api/config's maxUploadMb). */
  | { type: 'limit.changed'; maxMb: number }
  | UploadReport;

export interface FileUploadContext {
  items: readonly UploadItem[];
  nextKey: number;
  /** The server's per-file limit (MAX_UPLOAD_MB). */
  maxMb: number;
  /** Why the last choice of files was refused before sending (spec 1 §5), or null. */
  refusal: string | null;
}

export interface FileUploadInput {
  /** The server's per-file limit; the contract's default unless the app knows the configured one. */
  maxMb: number;
}

type AddedFiles = readonly { file: Blob; name: string }[];
const sizeProblem = (context: FileUploadContext, files: AddedFiles) =>
  uploadSizeProblem(
    files.map((f) => f.file.size),
    context.maxMb,
  );

const update = (items: readonly UploadItem[], key: number, change: Partial<UploadItem>) =>
  items.map((item) => (item.key === key ? { ...item, ...change } : item));
const current = (context: FileUploadContext) => context.items.find((i) => i.status === 'uploading');

/**
 * The uploads of one owner's attachments, one file at a time. A choice with an empty or too large file is
 * refused whole before anything is sent, in the words the server would answer (spec 1 §5): each file is queued, uploading with its
 * progress, then done, failed (retry queues it again) or cancelled. `uploadFile` is a callback actor that
 * reports progress, then finished or failed, and aborts its request on cleanup, so cancelling (leaving the
 * state) stops the transfer. The app provides it and `notifyUploaded` (the list reads again).
 */
export const fileUploadMachine = setup({
  types: machineTypes<FileUploadContext, FileUploadEvent, FileUploadInput, 'busy'>(),
  actors: {
    uploadFile: fromCallback<EventObject, UploadRequest>(() => {
      throw new Error('uploadFile is not provided');
    }),
  },
  actions: {
    enqueue: assign(({ context }, params: { files: AddedFiles }) => ({
      refusal: null,
      items: [
        ...context.items,
        ...params.files.map((f, i) => ({
          key: context.nextKey + i,
          file: f.file,
          name: f.name,
          size: f.file.size,
          status: 'queued' as const,
          loaded: 0,
          error: null,
        })),
      ],
      nextKey: context.nextKey + params.files.length,
    })),
    refuse: assign(({ context }, params: { files: AddedFiles }) => ({
      refusal: sizeProblem(context, params.files),
    })),
    clearRefusal: assign({ refusal: null }),
    setLimit: assign((_, params: { maxMb: number }) => ({ maxMb: params.maxMb })),
    startNext: assign(({ context }) => {
      const next = context.items.find((i) => i.status === 'queued');
      return next ? { items: update(context.items, next.key, { status: 'uploading', loaded: 0 }) } : {};
    }),
    setProgress: assign(({ context }, params: { loaded: number }) => {
      const item = current(context);
      return item
        ? { items: update(context.items, item.key, { loaded: Math.min(params.loaded, item.size) }) }
        : {};
    }),
    markDone: assign(({ context }) => {
      const item = current(context);
      return item ? { items: update(context.items, item.key, { status: 'done', loaded: item.size }) } : {};
    }),
    markFailed: assign(({ context }, params: { error: unknown }) => {
      const item = current(context);
      return item
        ? { items: update(context.items, item.key, { status: 'failed', error: errorText(params.error) }) }
        : {};
    }),
    markCancelled: assign(({ context }, params: { key: number }) => ({
      items: update(context.items, params.key, { status: 'cancelled' }),
    })),
    requeue: assign(({ context }, params: { key: number }) => ({
      items: update(context.items, params.key, { status: 'queued', loaded: 0, error: null }),
    })),
    clearFinished: assign(({ context }) => ({
      refusal: null,
      items: context.items.filter((i) => i.status === 'queued' || i.status === 'uploading'),
    })),
    notifyUploaded: injectedAction<{ name: string }>('notifyUploaded'),
  },
  guards: {
    fitsLimit: ({ context }, params: { files: AddedFiles }) => sizeProblem(context, params.files) === null,
    hasQueued: ({ context }) => context.items.some((i) => i.status === 'queued'),
    isUploading: ({ context }, params: { key: number }) => current(context)?.key === params.key,
    isQueued: ({ context }, params: { key: number }) =>
      context.items.some((i) => i.key === params.key && i.status === 'queued'),
    canRetry: ({ context }, params: { key: number }) =>
      context.items.some((i) => i.key === params.key && (i.status === 'failed' || i.status === 'cancelled')),
  },
}).createMachine({
  id: 'fileUpload',
  context: ({ input }) => ({
    items: [],
    nextKey: 1,
    maxMb: input.maxMb,
    refusal: null,
  }),
  initial: 'idle',
  on: {
    'limit.changed': {
      actions: { type: 'setLimit', params: ({ event }) => ({ maxMb: event.maxMb }) },
    },
    'files.added': [
      {
        guard: { type: 'fitsLimit', params: ({ event }) => ({ files: event.files }) },
        target: '.choosing',
        actions: { type: 'enqueue', params: ({ event }) => ({ files: event.files }) },
      },
      { actions: { type: 'refuse', params: ({ event }) => ({ files: event.files }) } },
    ],
    'file.retry': {
      guard: { type: 'canRetry', params: ({ event }) => ({ key: event.key }) },
      target: '.choosing',
      actions: { type: 'requeue', params: ({ event }) => ({ key: event.key }) },
    },
    'files.cleared': { actions: 'clearFinished' },
    'refusal.dismiss': { actions: 'clearRefusal' },
  },
  states: {
    idle: { description: 'Nothing is being sent; the rows show how each file went.' },
    choosing: {
      description: 'Starts the next queued file, if any.',
      always: [{ guard: 'hasQueued', target: 'uploading' }, { target: 'idle' }],
    },
    uploading: {
      description: 'Sends one file and shows its progress; Cancel aborts the transfer.',
      tags: ['busy'],
      entry: 'startNext',
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => {
          const item = current(context);
          return { key: item?.key ?? 0, file: item?.file ?? new Blob(), name: item?.name ?? '' };
        },
      },
      on: {
        // A file added meanwhile waits its turn (or is refused, the running upload going on); a retry likewise.
        'files.added': [
          {
            guard: { type: 'fitsLimit', params: ({ event }) => ({ files: event.files }) },
            actions: { type: 'enqueue', params: ({ event }) => ({ files: event.files }) },
          },
          { actions: { type: 'refuse', params: ({ event }) => ({ files: event.files }) } },
        ],
        'file.retry': {
          guard: { type: 'canRetry', params: ({ event }) => ({ key: event.key }) },
          actions: { type: 'requeue', params: ({ event }) => ({ key: event.key }) },
        },
        'upload.progress': {
          actions: { type: 'setProgress', params: ({ event }) => ({ loaded: event.loaded }) },
        },
        'upload.finished': {
          target: 'choosing',
          actions: [
            {
              type: 'notifyUploaded',
              params: ({ context }) => ({ name: current(context)?.name ?? '' }),
            },
            'markDone',
          ],
        },
        'upload.failed': {
          target: 'choosing',
          actions: { type: 'markFailed', params: ({ event }) => ({ error: event.error }) },
        },
        'file.cancel': [
          {
            guard: { type: 'isUploading', params: ({ event }) => ({ key: event.key }) },
            target: 'choosing',
            actions: { type: 'markCancelled', params: ({ event }) => ({ key: event.key }) },
          },
          {
            guard: { type: 'isQueued', params: ({ event }) => ({ key: event.key }) },
            actions: { type: 'markCancelled', params: ({ event }) => ({ key: event.key }) },
          },
        ],
      },
    },
  },
});
