import type { ApiError } from './api-error';
import { apiErrorFromResponse, networkError } from './api-error';

/** The part of XMLHttpRequest an upload uses, so a test can stand in for the browser's. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  getResponseHeader(name: string): string | null;
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export interface UploaderOptions {
  baseUrl?: string;
  getToken: () => string | null;
  onUnauthorized: () => void;
  /** Defaults to the browser's XMLHttpRequest (fetch reports no upload progress). */
  createXhr?: () => XhrLike;
}

export interface UploadRequest {
  path: string;
  form: FormData;
  /** Bytes sent so far and in all; called as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  /** Aborting cancels the upload; the promise then resolves null, as every cancelled call does. */
  signal?: AbortSignal;
}

/** POSTs a multipart form with progress and cancel; resolves the parsed JSON answer, null when cancelled. */
export type Uploader = (request: UploadRequest) => Promise<unknown>;

export const createUploader = (options: UploaderOptions): Uploader => {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest() as unknown as XhrLike);
  return ({ path, form, onProgress, signal }) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return resolve(null);
      const xhr = createXhr();
      xhr.open('POST', `${baseUrl}${path}`);
      const token = options.getToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
      xhr.onabort = () => {
        done();
        resolve(null);
      };
      xhr.onerror = () => {
        done();
        reject(networkError(new Error('upload failed')));
      };
      xhr.onload = () => {
        done();
        const response = new Response(xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
        });
        if (xhr.status >= 200 && xhr.status < 300) {
          try {
            resolve(xhr.responseText ? JSON.parse(xhr.responseText) : null);
          } catch {
            reject(new Error('Invalid JSON response'));
          }
          return;
        }
        void apiErrorFromResponse(response).then((error: ApiError) => {
          if (error.status === 401) options.onUnauthorized();
          reject(error);
        });
      };
      xhr.send(form);
    });
};
