import type { ErrorBody, ErrorCode } from '#contract/error';

type Status = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500 | 503;

/** A failure a handler means to report: it becomes the one error body of spec/README.md. */
export class HttpError extends Error {
  constructor(
    readonly status: Status,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { statusText: this.message, code: this.code, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, fields ? 'validation_failed' : 'bad_request', message, fields);
/** 400 validation_failed: the message every form shows above its fields, and each field's own. */
export const invalidFields = (fields: Record<string, string>) =>
  badRequest('Some fields are not valid.', fields);
/** 400: the record's id in the body is not the one in the path. */
export const idMismatch = (field: string) =>
  invalidFields({ [field]: 'Does not match the address of the call.' });
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'unauthorized', message);
export const tokenExpired = () =>
  new HttpError(401, 'token_expired', 'Your session has expired. Please login again.');
export const forbidden = (message = 'You do not have permission to do that.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (what = 'The item') => new HttpError(404, 'not_found', `${what} was not found.`);
/** 410: the link or record the address named existed and is no more. */
export const gone = (message: string) => new HttpError(410, 'gone', message);
export const conflict = (message: string, code: ErrorCode = 'conflict') => new HttpError(409, code, message);
export const staleWrite = () =>
  new HttpError(409, 'stale_write', 'Someone else saved this record first. Reload it to see their changes.');
export const throttled = (retryAfterSeconds: number, message: string) =>
  new HttpError(429, 'throttled', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
