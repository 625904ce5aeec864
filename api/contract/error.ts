/** The one error body of every failed call (spec README, "error body"). */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'token_expired',
  'forbidden',
  'not_found',
  /** 410: what the address named existed and is no more (an expired or revoked tracking link). */
  'gone',
  'conflict',
  'stale_write',
  'delete_blocked',
  'too_large',
  'unsupported_type',
  'throttled',
  'server_error',
  /** 503: the database is not answering; try again shortly. */
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * The error body's shape. Zod-free, like this whole module: the entry script reads failures before any
 * zod is loaded (docs/decisions/090).
 */
export interface ErrorBody {
  statusText: string;
  code: string;
  fields?: Record<string, string>;
  /** A 500's request id, also in the server's log line, for a person to quote (issue #27). */
  requestId?: string;
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * What of an error body a failed response carries: every field may be missing, and anything that is not
 * the shape at all (HTML from a proxy, a field of the wrong type) gives nothing.
 */
export function partialErrorBody(value: unknown): Partial<ErrorBody> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const { statusText, code, fields, requestId } = value as Record<string, unknown>;
  if (!optionalString(statusText) || !optionalString(code) || !optionalString(requestId)) return {};
  if (fields !== undefined) {
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return {};
    if (!Object.values(fields).every((v) => typeof v === 'string')) return {};
  }
  const body: Partial<ErrorBody> = {};
  if (statusText !== undefined) body.statusText = statusText as string;
  if (code !== undefined) body.code = code as string;
  if (fields !== undefined) body.fields = fields as Record<string, string>;
  if (requestId !== undefined) body.requestId = requestId as string;
  return body;
}

/** Fallback texts when a failure carries no readable message (spec 1 §8). */
export const serverErrorText = 'Server error';
export const unknownServerErrorText = 'Unknown server error';
