import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { fileUploadMachine, type UploadReport, type UploadRequest } from './file-upload.machine';
import { selectIsUploading, selectRefusal, selectUploads, uploadPercent } from './file-upload.selectors';

/** A stand-in upload: records each start and whether its cleanup (the abort) ran. */
const start = () => {
  const runs: { input: UploadRequest; report: (e: UploadReport) => void; aborted: boolean }[] = [];
  const uploaded: string[] = [];
  const actor = createActor(
    fileUploadMachine.provide({
      actors: {
        uploadFile: fromCallback<EventObject, UploadRequest>(({ input, sendBack }) => {
          const run = { input, report: (e: UploadReport) => sendBack(e), aborted: false };
          runs.push(run);
          return () => {
            run.aborted = true;
          };
        }),
      },
      actions: { notifyUploaded: (_, { name }) => uploaded.push(name) },
    }),
    { input: { maxMb: 1 } },
  ).start();
  const statuses = () => selectUploads(actor.getSnapshot()).map((i) => `${i.name}:${i.status}`);
  return { actor, runs, uploaded, statuses, snap: () => actor.getSnapshot() };
};

const file = (name: string, size = 100) => ({ file: new Blob(['x'.repeat(size)]), name });

describe('file-upload', () => {
  it('uploads one file at a time with its progress, the others queued', () => {
    const t = start();
    t.actor.send({ type: 'files.added', files: [file('a.pdf'), file('b.csv', 50)] });
    expect(t.statuses()).toEqual(['a.pdf:uploading', 'b.csv:queued']);
    expect(selectIsUploading(t.snap())).toBe(true);
    expect(t.runs[0]!.input.name).toBe('a.pdf');
    t.runs[0]!.report({ type: 'upload.progress', loaded: 40, total: 100 });
    expect(uploadPercent(selectUploads(t.snap())[0]!)).toBe(40);
    t.runs[0]!.report({ type: 'upload.finished' });
    expect(t.uploaded).toEqual(['a.pdf']);
    expect(t.statuses()).toEqual(['a.pdf:done', 'b.csv:uploading']);
    t.runs[1]!.report({ type: 'upload.finished' });
    expect(t.statuses()).toEqual(['a.pdf:done', 'b.csv:done']);
    expect(t.snap().value).toBe('idle');
  });

  it('cancelling the running upload aborts it and starts the next', () => {
    const t = start();
    t.actor.send({ type: 'files.added', files: [file('a.pdf'), file('b.csv')] });
    t.actor.send({ type: 'file.cancel', key: 1 });
    expect(t.runs[0]!.aborted).toBe(true);
    expect(t.statuses()).toEqual(['a.pdf:cancelled', 'b.csv:uploading']);
  });

  it('cancels a queued file without starting it', () => {
    const t = start();
    t.actor.send({ type: 'files.added', files: [file('a.pdf'), file('b.csv')] });
    t.actor.send({ type: 'file.cancel', key: 2 });
    t.runs[0]!.report({ type: 'upload.finished' });
    expect(t.runs).toHaveLength(1);
    expect(t.statuses()).toEqual(['a.pdf:done', 'b.csv:cancelled']);
  });

  it('a failed upload shows why and may be retried', () => {
    const t = start();
    t.actor.send({ type: 'files.added', files: [file('big.zip')] });
    t.runs[0]!.report({ type: 'upload.failed', error: new Error('The file is larger than 25 MB.') });
    expect(t.statuses()).toEqual(['big.zip:failed']);
    expect(selectUploads(t.snap())[0]!.error).toBe('The file is larger than 25 MB.');
    t.actor.send({ type: 'file.retry', key: 1 });
    expect(t.runs).toHaveLength(2);
    expect(t.statuses()).toEqual(['big.zip:uploading']);
    expect(selectUploads(t.snap())[0]!.error).toBeNull();
  });

  describe('refuses before sending, in the words the server answers (spec 1 §5, limit 1mb here)', () => {
    const overLimit = () => ({ file: new Blob([new Uint8Array(1024 * 1024 + 1)]), name: 'scan.tif' });
    const atLimit = () => ({ file: new Blob([new Uint8Array(1024 * 1024)]), name: 'fits.pdf' });

    it.each([
      ['an empty file', () => [file('empty.pdf', 0)], 'File is empty.'],
      ['a file past the limit', () => [overLimit()], 'File must be smaller than 1mb.'],
      [
        'several files, one past the limit',
        () => [file('a.pdf'), overLimit()],
        'All files must be smaller than 1mb.',
      ],
      ['several files, one empty', () => [file('a.pdf'), file('empty.pdf', 0)], 'File is empty.'],
    ])('%s: nothing is sent', (_, files, words) => {
      const t = start();
      t.actor.send({ type: 'files.added', files: files() });
      expect(t.runs).toHaveLength(0);
      expect(t.statuses()).toEqual([]);
      expect(selectRefusal(t.snap())).toBe(words);
      expect(t.snap().value).toBe('idle');
    });

    it('a file of exactly the limit is sent; the next good choice clears the words', () => {
      const t = start();
      t.actor.send({ type: 'files.added', files: [file('empty.pdf', 0)] });
      t.actor.send({ type: 'files.added', files: [atLimit()] });
      expect(selectRefusal(t.snap())).toBeNull();
      expect(t.statuses()).toEqual(['fits.pdf:uploading']);
    });

    it("the server's configured limit, once known, is the one checked and named", () => {
      const t = start();
      t.actor.send({ type: 'limit.changed', maxMb: 3 });
      t.actor.send({ type: 'files.added', files: [overLimit()] });
      expect(t.statuses()).toEqual(['scan.tif:uploading']);
      t.actor.send({
        type: 'files.added',
        files: [{ file: new Blob([new Uint8Array(3 * 1024 * 1024 + 1)]), name: 'big.tif' }],
      });
      expect(selectRefusal(t.snap())).toBe('File must be smaller than 3mb.');
    });

    it('a choice refused while another file is sent leaves that upload going', () => {
      const t = start();
      t.actor.send({ type: 'files.added', files: [file('a.pdf')] });
      t.actor.send({ type: 'files.added', files: [overLimit(), file('b.csv')] });
      expect(t.statuses()).toEqual(['a.pdf:uploading']);
      expect(selectRefusal(t.snap())).toBe('All files must be smaller than 1mb.');
      t.actor.send({ type: 'refusal.dismiss' });
      expect(selectRefusal(t.snap())).toBeNull();
      expect(t.runs).toHaveLength(1);
    });
  });

  it('queues files added while one is sent, and clears the finished rows', () => {
    const t = start();
    t.actor.send({ type: 'files.added', files: [file('a.pdf')] });
    t.actor.send({ type: 'files.added', files: [file('b.csv')] });
    expect(t.statuses()).toEqual(['a.pdf:uploading', 'b.csv:queued']);
    t.runs[0]!.report({ type: 'upload.finished' });
    t.actor.send({ type: 'files.cleared' });
    expect(t.statuses()).toEqual(['b.csv:uploading']);
  });
});
