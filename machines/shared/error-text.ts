import { unknownServerErrorText } from '#contract/error';

/**
 * The text a person reads for a failed call (spec 1 §8): an ApiError's message is already the server's
 * statusText, so any Error's message wins; a bare error body or string is accepted for other callers.
 */
export const errorText = (error: unknown): string => {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof error === 'object' && error !== null && 'statusText' in error) {
    const { statusText } = error as { statusText: unknown };
    if (typeof statusText === 'string' && statusText.trim()) return statusText;
  }
  return unknownServerErrorText;
};

/** A failed call the server answered 404: the record is missing, or not the caller's to see (it answers alike). */
export const isNotFoundError = (error: unknown): boolean =>
  (error as { status?: unknown } | null)?.status === 404;
