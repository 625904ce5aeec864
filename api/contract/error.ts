import { z } from 'zod';

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
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorBodySchema = z.object({
  statusText: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** A 500's request id, also in the server's log line, for a person to quote (issue #27). */
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Fallback texts when a failure carries no readable message (spec 1 §8). */
export const serverErrorText = 'Server error';
export const unknownServerErrorText = 'Unknown server error';
