import { fromCallback, type EventObject } from 'xstate';
import type { UploadReport, UploadRequest } from '#machines/file-upload/file-upload.machine';
import type { FileCalls } from './record-calls';

/**
 * The upload actor of the file-upload machine over the files client's upload (XMLHttpRequest, because
 * fetch reports no upload progress; a 401 ends the session as every other call does). Progress, then
 * finished or failed, go back to the machine; leaving the uploading state (Cancel, or the panel closing)
 * aborts the request, and a cancelled upload reports nothing.
 */
export const uploadRequestLogic = (upload: FileCalls['upload']) =>
  fromCallback<EventObject, UploadRequest>(({ input, sendBack }) => {
    const report = (event: UploadReport) => sendBack(event);
    const controller = new AbortController();
    upload(
      input.file,
      input.name,
      (loaded, total) => report({ type: 'upload.progress', loaded, total }),
      controller.signal,
    ).then(
      () => {
        if (!controller.signal.aborted) report({ type: 'upload.finished' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) report({ type: 'upload.failed', error });
      },
    );
    return () => controller.abort();
  });
