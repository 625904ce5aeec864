import { fromCallback, type EventObject } from 'xstate';
import { defaultMaxFileMb } from '#contract/file-limits';
import { fileUploadMachine, type UploadRequest } from '#machines/file-upload/file-upload.machine';
import { check, defineTestKit } from '../test-kit';

const pdf = { file: new Blob(['%PDF-1.7']), name: 'bol.pdf' };
const empty = { file: new Blob([]), name: 'empty.pdf' };

export const fileUploadKit = defineTestKit(fileUploadMachine, {
  // The upload's reports are sample events here; the stand-in sends nothing and needs no cleanup.
  provide: { actors: { uploadFile: fromCallback<EventObject, UploadRequest>(() => () => {}) } },
  input: { maxMb: defaultMaxFileMb },
  events: {
    'files.added': [
      { type: 'files.added', files: [pdf] },
      { type: 'files.added', files: [pdf, empty] },
    ],
    'refusal.dismiss': [{ type: 'refusal.dismiss' }],
    'file.cancel': [
      { type: 'file.cancel', key: 1 },
      { type: 'file.cancel', key: 2 },
    ],
    'file.retry': [{ type: 'file.retry', key: 1 }],
    'upload.progress': [{ type: 'upload.progress', loaded: 4, total: 8 }],
    'upload.failed': [{ type: 'upload.failed', error: new Error('The file is larger than 25 MB.') }],
  },
  // Files pile up with each add: what matters is how the two sample keys' rows stand, and which statuses
  // the other rows have.
  abstract: (s) => ({
    value: s.value,
    refused: s.context.refusal !== null,
    samples: s.context.items
      .filter((i) => i.key <= 2)
      .map((i) => [i.key, i.status, i.loaded > 0, i.error !== null]),
    others: [...new Set(s.context.items.filter((i) => i.key > 2).map((i) => i.status))].sort(),
  }),
  expect: {
    '': (s) =>
      check(s.context.items.filter((i) => i.status === 'uploading').length <= 1, 'one upload at a time'),
    idle: (s) =>
      check(
        s.context.items.every((i) => i.status !== 'queued' && i.status !== 'uploading'),
        'nothing waits while idle',
      ),
    // The provided stand-in is not recorded as a call, so the row's status is what is checked.
    uploading: (s) =>
      check(
        s.context.items.some((i) => i.status === 'uploading'),
        'one file is being sent',
      ),
  },
});
