import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { FileRecord } from '#contract/file';
import { deferredActor, flush } from '../testing/deferred-actor';
import { attachmentsMachine } from './attachments.machine';
import * as select from './attachments.selectors';

const record = (fileId: number, description: string | null = null): FileRecord => ({
  fileId,
  name: `bol-${fileId}.pdf`,
  type: 'application/pdf',
  size: 2048,
  description,
  dateAdded: '2026-01-05T15:07:00.000Z',
  dateModified: null,
});

const start = async (files: readonly FileRecord[] = [record(1, 'Signed')]) => {
  const loadFiles = deferredActor<readonly FileRecord[] | null>();
  const saveDescription = deferredActor<unknown, { fileId: number; description: string }>();
  const downloadFile = deferredActor<unknown, { fileId: number }>();
  const deleteFile = deferredActor<unknown, { fileId: number }>();
  const actor = createActor(
    attachmentsMachine.provide({
      actors: {
        loadFiles: loadFiles.logic,
        saveDescription: saveDescription.logic,
        downloadFile: downloadFile.logic,
        deleteFile: deleteFile.logic,
      },
    }),
  ).start();
  loadFiles.last().resolve(files);
  await flush();
  return { actor, loadFiles, saveDescription, downloadFile, deleteFile, snap: () => actor.getSnapshot() };
};

describe('attachments', () => {
  it('reads the files, and reads again on request keeping them when aborted', async () => {
    const t = await start();
    expect(select.selectFiles(t.snap())).toEqual([record(1, 'Signed')]);
    t.actor.send({ type: 'attachments.reload' });
    expect(select.selectIsLoading(t.snap())).toBe(true);
    t.loadFiles.last().resolve(null);
    await flush();
    expect(select.selectFiles(t.snap())).toEqual([record(1, 'Signed')]);
  });

  it('edits a description in place, keeps it when saving fails, saves it trimmed', async () => {
    const t = await start();
    t.actor.send({ type: 'description.editStarted', fileId: 1 });
    expect(select.selectEditing(t.snap())).toEqual({ fileId: 1, text: 'Signed' });
    t.actor.send({ type: 'description.changed', text: ' Signed BOL ' });
    t.actor.send({ type: 'description.save' });
    expect(t.saveDescription.last().input).toEqual({ fileId: 1, description: 'Signed BOL' });
    t.saveDescription.last().reject(new Error('Server error'));
    await flush();
    expect(select.selectError(t.snap())).toBe('Server error');
    expect(select.selectEditing(t.snap())?.text).toBe(' Signed BOL ');
    t.actor.send({ type: 'description.save' });
    t.saveDescription.last().resolve(record(1, 'Signed BOL'));
    await flush();
    expect(select.selectEditing(t.snap())).toBeNull();
    expect(select.selectIsLoading(t.snap())).toBe(true);
  });

  it('downloads a file and shows a failed download', async () => {
    const t = await start();
    t.actor.send({ type: 'file.download', fileId: 1 });
    expect(t.downloadFile.last().input).toEqual({ fileId: 1 });
    t.downloadFile.last().reject(new Error('Not found'));
    await flush();
    expect(t.snap().value).toBe('idle');
    expect(select.selectError(t.snap())).toBe('Not found');
    t.actor.send({ type: 'error.dismiss' });
    expect(select.selectError(t.snap())).toBeNull();
  });

  it('deletes only after confirmation, then reads again', async () => {
    const t = await start();
    t.actor.send({ type: 'file.deleteRequested', fileId: 7 });
    expect(t.snap().value).toBe('idle');
    t.actor.send({ type: 'file.deleteRequested', fileId: 1 });
    expect(select.selectDeletingFile(t.snap())?.name).toBe('bol-1.pdf');
    t.actor.send({ type: 'delete.cancel' });
    t.actor.send({ type: 'file.deleteRequested', fileId: 1 });
    t.actor.send({ type: 'delete.confirm' });
    expect(t.deleteFile.last().input).toEqual({ fileId: 1 });
    t.deleteFile.last().resolve(null);
    await flush();
    expect(select.selectIsLoading(t.snap())).toBe(true);
  });

  it('shows a failed read', async () => {
    const t = await start();
    t.actor.send({ type: 'attachments.reload' });
    t.loadFiles.last().reject(new Error('Unknown server error'));
    await flush();
    expect(t.snap().hasTag('error')).toBe(true);
    expect(select.selectError(t.snap())).toBe('Unknown server error');
  });
});
