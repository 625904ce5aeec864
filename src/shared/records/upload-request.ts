import { fromCallback, type EventObject } from 'xstate';
import { unknownServerErrorText } from '../../../api/contract/error';
import type { UploadReport, UploadRequest } from '../../../machines/file-upload/file-upload.machine';

/** The server's text of a refused upload (spec 1 §8 error body), else the generic one. */
const refusalText = (xhr: XMLHttpRequest): string => {
  try {
    const body = JSON.parse(xhr.responseText) as { statusText?: unknown };
    if (typeof body.statusText === 'string' && body.statusText.trim()) return body.statusText;
  } catch {
    // Not JSON: fall through to the status line.
  }
  return xhr.statusText || unknownServerErrorText;
};

/**
 * The upload actor of the file-upload machine: a multipart POST (formFile, nameOfFile, description) sent
 * with XMLHttpRequest, because fetch reports no upload progress. Progress, then finished or failed, go back
 * to the machine; leaving the uploading state (Cancel, or the panel closing) aborts the request.
 */
export const uploadRequestLogic = (options: { url: string; token: () => string | null }) =>
  fromCallback<EventObject, UploadRequest>(({ input, sendBack }) => {
    const report = (event: UploadReport) => sendBack(event);
    const form = new FormData();
    form.append('formFile', input.file, input.name);
    form.append('nameOfFile', input.name);
    form.append('description', '');
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.url);
    const token = options.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => report({ type: 'upload.progress', loaded: e.loaded, total: e.total });
    xhr.onload = () =>
      report(
        xhr.status >= 200 && xhr.status < 300
          ? { type: 'upload.finished' }
          : { type: 'upload.failed', error: new Error(refusalText(xhr)) },
      );
    xhr.onerror = () => report({ type: 'upload.failed', error: new Error(unknownServerErrorText) });
    xhr.send(form);
    return () => {
      if (xhr.readyState !== XMLHttpRequest.DONE) xhr.abort();
    };
  });
