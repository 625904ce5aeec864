import { unknownServerErrorText } from '#contract/error';

/**
 * An API answer that must be there. The client answers null for an aborted call (spec 1 §7); fromCall
 * drops aborted outcomes, so a null reaching a caller is an empty answer the screen cannot use.
 */
export function answered<T>(answer: T | null): T {
  if (answer === null) throw new Error(unknownServerErrorText);
  return answer;
}
