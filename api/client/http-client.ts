import type { z } from 'zod';
import { ApiError, apiErrorFromResponse, networkError } from './api-error';
import { browserDownload } from './browser-download';
import { readResponseBody } from './response-body';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface HttpClientOptions {
  /** API host; '' means same origin (the dev server proxies /api). */
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken: () => string | null;
  /** Called on a 401 of a login-required call; the app logs out and goes to /login?error=tokenExpired&returnUrl=… */
  onUnauthorized: () => void;
  log?: (level: LogLevel, msg: string, detail?: unknown) => void;
  /** Saves an attachment; defaults to a temporary download link in the browser. */
  download?: (blob: Blob, fileName: string) => void;
}

export interface RequestOptions<T> {
  /** FormData, Blob and URLSearchParams are sent as they are; anything else as JSON. */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Default true. False for calls made without a session (sign-in area), whose 401 must not log out. */
  loginRequired?: boolean;
  /** Validates a non-null result so a malformed response fails loudly instead of deep inside a screen. */
  schema?: z.ZodType<T>;
}

/**
 * Resolves the response by the rules of spec 1 §7, or null for 204, attachments (saved through `download`),
 * empty bodies and aborted requests. Throws ApiError for a non-2xx status or no response at all, and
 * Error for invalid JSON or a response that fails `schema`.
 */
export type Requester = <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T | null>;

export interface HttpClient {
  request: <T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>) => Promise<T | null>;
  get: Requester;
  post: Requester;
  put: Requester;
  delete: Requester;
}

export const invalidResponseText = 'Unexpected response from the server';

/** Spaces as %20 rather than '+', which only form-decoding servers read as a space. */
export const queryString = (query: QueryParams | undefined): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const items = typeof value === 'object' ? value : [value];
    for (const item of items) params.append(key, String(item));
  }
  const encoded = params.toString().replace(/\+/g, '%20');
  return encoded ? `?${encoded}` : '';
};

const isRawBody = (body: unknown): body is FormData | Blob | URLSearchParams =>
  body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;

const isAbort = (error: unknown, signal: AbortSignal | undefined): boolean =>
  signal?.aborted === true ||
  (typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError');

const consoleLog = (level: LogLevel, msg: string, detail?: unknown): void =>
  console[level](msg, detail ?? '');

export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const log = options.log ?? consoleLog;
  const download = options.download ?? browserDownload;

  const send = async (method: HttpMethod, path: string, opts: RequestOptions<unknown>): Promise<unknown> => {
    const headers = new Headers();
    const token = options.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (isRawBody(opts.body)) body = opts.body;
    else if (opts.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(opts.body);
    }
    const url = `${baseUrl}${path}${queryString(opts.query)}`;
    const init: RequestInit = { method, headers, body, credentials: 'include', signal: opts.signal };
    const response = await fetchImpl(url, init).catch((error: unknown) => {
      throw isAbort(error, opts.signal) ? error : networkError(error);
    });
    if (response.ok) return readResponseBody(response, download);

    const error = await apiErrorFromResponse(response);
    if (error.status === 401 && (opts.loginRequired ?? true)) {
      log('info', `${method} ${path}: session expired`, error);
      options.onUnauthorized();
    } else if (error.status === 403) {
      log('warn', `${method} ${path}: forbidden`, error);
    }
    throw error;
  };

  const request = async <T = unknown>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions<T> = {},
  ): Promise<T | null> => {
    let result: unknown;
    try {
      result = await send(method, path, opts);
    } catch (error) {
      if (isAbort(error, opts.signal)) return null;
      if (error instanceof ApiError && error.status === 0)
        log('error', `${method} ${path}: no response`, error);
      throw error;
    }
    if (result === null || !opts.schema) return result as T | null;
    const parsed = opts.schema.safeParse(result);
    if (parsed.success) return parsed.data;
    log('error', `${method} ${path}: ${invalidResponseText}`, parsed.error.issues);
    throw new Error(invalidResponseText, { cause: parsed.error });
  };

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    put: (path, opts) => request('PUT', path, opts),
    delete: (path, opts) => request('DELETE', path, opts),
  };
};
