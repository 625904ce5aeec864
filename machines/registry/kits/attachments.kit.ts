import type { FileRecord } from '#contract/file';
import { attachmentsMachine } from '#machines/file-upload/attachments.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastCallInput, listReads } from './kit-helpers';

const bol: FileRecord = {
  fileId: 1,
  name: 'bol.pdf',
  type: 'application/pdf',
  size: 2048,
  description: 'Signed',
  dateAdded: '2026-01-05T15:07:00.000Z',
  dateModified: null,
};

export const attachmentsKit = defineTestKit(attachmentsMachine, {
  events: {
    'description.editStarted': [{ type: 'description.editStarted', fileId: 1 }],
    'description.changed': [{ type: 'description.changed', text: 'Signed BOL' }],
    'file.download': [{ type: 'file.download', fileId: 1 }],
    'file.deleteRequested': [{ type: 'file.deleteRequested', fileId: 1 }],
  },
  actors: {
    loadFiles: listReads(bol),
    saveDescription: { done: { saved: bol }, error: { serverError: apiError(500, 'Server error') } },
    downloadFile: { done: { saved: null }, error: { gone: apiError(404, 'Not found') } },
    deleteFile: { done: { deleted: null }, error: { serverError: apiError(500, 'Server error') } },
  },
  expect: {
    failed: (s) => check(s.hasTag('error') && s.context.error, 'the reason shows'),
    editing: (s) => check(s.context.editing !== null, "one file's description is edited"),
    'editing.saving': (s, run) =>
      check(
        lastCallInput<{ fileId: number }>(run, 'saveDescription')?.fileId === s.context.editing?.fileId,
        'that description is saved',
      ),
    downloading: (s, run) =>
      check(
        lastCallInput<{ fileId: number }>(run, 'downloadFile')?.fileId === s.context.downloadingId,
        'that file is fetched',
      ),
    confirmingDelete: (s) => check(s.context.deletingId !== null, 'the person is asked about one file'),
    deleting: (s, run) =>
      check(
        lastCallInput<{ fileId: number }>(run, 'deleteFile')?.fileId === s.context.deletingId,
        'that file is deleted',
      ),
  },
});
