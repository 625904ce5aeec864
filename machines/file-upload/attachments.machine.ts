import { assign, setup } from 'xstate';
import type { FileRecord } from '#contract/file';
import { errorText } from '../shared/error-text';
import { injectedCall, machineTypes } from '../shared/injected';

export type AttachmentsEvent =
  | { type: 'attachments.reload' }
  | { type: 'description.editStarted'; fileId: number }
  | { type: 'description.changed'; text: string }
  | { type: 'description.save' }
  | { type: 'description.cancel' }
  | { type: 'file.download'; fileId: number }
  | { type: 'file.deleteRequested'; fileId: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'error.dismiss' };

export interface AttachmentsContext {
  files: readonly FileRecord[];
  /** The file whose description is edited in place, and its text: kept when saving fails. */
  editing: { fileId: number; text: string } | null;
  downloadingId: number | null;
  deletingId: number | null;
  error: string | null;
}

const fileIdParams = ({ event }: { event: AttachmentsEvent }) => ({
  fileId: 'fileId' in event ? event.fileId : 0,
});

/**
 * The attached files of one owner (an order, a load, a carrier or a customer): the list, a description
 * edited in place, a download, a delete after confirmation. Uploads run beside it in the file-upload
 * machine, which tells the screen to send 'attachments.reload'. The app provides the four calls.
 */
export const attachmentsMachine = setup({
  types: machineTypes<AttachmentsContext, AttachmentsEvent, undefined, 'busy' | 'error'>(),
  actors: {
    loadFiles: injectedCall<readonly FileRecord[] | null, void>('loadFiles'),
    saveDescription: injectedCall<unknown, { fileId: number; description: string }>('saveDescription'),
    downloadFile: injectedCall<unknown, { fileId: number }>('downloadFile'),
    deleteFile: injectedCall<unknown, { fileId: number }>('deleteFile'),
  },
  actions: {
    // An aborted read answers null: the files read before stay.
    showFiles: assign(({ context }, params: { files: readonly FileRecord[] | null }) => ({
      files: params.files ?? context.files,
    })),
    startEdit: assign(({ context }, params: { fileId: number }) => ({
      editing: {
        fileId: params.fileId,
        text: context.files.find((f) => f.fileId === params.fileId)?.description ?? '',
      },
      error: null,
    })),
    setEditText: assign(({ context }, params: { text: string }) => ({
      editing: context.editing && { ...context.editing, text: params.text },
    })),
    clearEdit: assign({ editing: null }),
    markDownload: assign((_, params: { fileId: number }) => ({ downloadingId: params.fileId, error: null })),
    clearDownload: assign({ downloadingId: null }),
    markDelete: assign((_, params: { fileId: number }) => ({ deletingId: params.fileId, error: null })),
    clearDelete: assign({ deletingId: null }),
    showError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    knownFile: ({ context }, params: { fileId: number }) =>
      context.files.some((f) => f.fileId === params.fileId),
  },
}).createMachine({
  id: 'attachments',
  context: { files: [], editing: null, downloadingId: null, deletingId: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the list of files.',
      tags: ['busy'],
      invoke: {
        id: 'loadFiles',
        src: 'loadFiles',
        onDone: {
          target: 'idle',
          actions: [{ type: 'showFiles', params: ({ event }) => ({ files: event.output }) }, 'clearError'],
        },
        onError: {
          target: 'failed',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'attachments.reload': { target: 'loading', reenter: true } },
    },
    idle: {
      description: 'The files show; each may be downloaded, described or deleted.',
      on: {
        'attachments.reload': 'loading',
        'description.editStarted': {
          guard: { type: 'knownFile', params: fileIdParams },
          target: 'editing',
          actions: { type: 'startEdit', params: fileIdParams },
        },
        'file.download': {
          guard: { type: 'knownFile', params: fileIdParams },
          target: 'downloading',
          actions: { type: 'markDownload', params: fileIdParams },
        },
        'file.deleteRequested': {
          guard: { type: 'knownFile', params: fileIdParams },
          target: 'confirmingDelete',
          actions: { type: 'markDelete', params: fileIdParams },
        },
        'error.dismiss': { actions: 'clearError' },
      },
    },
    failed: {
      description: 'The list could not be read; the reason shows.',
      tags: ['error'],
      on: { 'attachments.reload': 'loading' },
    },
    editing: {
      description: "One file's description is edited in place.",
      initial: 'typing',
      states: {
        typing: {
          description: 'Save or Cancel.',
          on: {
            'description.changed': {
              actions: { type: 'setEditText', params: ({ event }) => ({ text: event.text }) },
            },
            'description.save': { target: 'saving', actions: 'clearError' },
            'description.cancel': { target: '#attachments.idle', actions: ['clearEdit', 'clearError'] },
            'error.dismiss': { actions: 'clearError' },
          },
        },
        saving: {
          description: 'Sends the trimmed description; a failure keeps it.',
          tags: ['busy'],
          invoke: {
            id: 'saveDescription',
            src: 'saveDescription',
            input: ({ context }) => ({
              fileId: context.editing?.fileId ?? 0,
              description: context.editing?.text.trim() ?? '',
            }),
            onDone: { target: '#attachments.loading', actions: 'clearEdit' },
            onError: {
              target: 'typing',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    downloading: {
      description: 'Fetches the file; the browser saves it under its name.',
      tags: ['busy'],
      invoke: {
        id: 'downloadFile',
        src: 'downloadFile',
        input: ({ context }) => ({ fileId: context.downloadingId ?? 0 }),
        onDone: { target: 'idle', actions: 'clearDownload' },
        onError: {
          target: 'idle',
          actions: ['clearDownload', { type: 'showError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    confirmingDelete: {
      description: 'Asks before deleting the file.',
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'idle', actions: 'clearDelete' },
      },
    },
    deleting: {
      description: 'Deletes the file, then reads the list again.',
      tags: ['busy'],
      invoke: {
        id: 'deleteFile',
        src: 'deleteFile',
        input: ({ context }) => ({ fileId: context.deletingId ?? 0 }),
        onDone: { target: 'loading', actions: 'clearDelete' },
        onError: {
          target: 'idle',
          actions: ['clearDelete', { type: 'showError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
  },
});
