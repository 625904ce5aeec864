import { plainString } from './scalars';

/** Shared validation messages of spec 1 §5. */
export const validationMessages = {
  required: 'Required',
  email: 'Please enter a valid email address',
  fieldRequired: 'This field is required',
  /** The spec names the rule (digits only) but quotes no text; this is ours. */
  integer: 'Digits only',
  fileEmpty: 'File is empty.',
} as const;

export { maxValueMessage, minValueMessage } from './scalars';
export const fileTooLargeMessage = (mb: number): string => `File must be smaller than ${mb}mb.`;
/** The collective variant for several files at once; the spec does not quote it. */
export const filesTooLargeMessage = (mb: number): string => `All files must be smaller than ${mb}mb.`;

/**
 * One address pattern for client and server: something@something.tld, no spaces. Deliberately loose;
 * the mail server is the real judge.
 */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The email rule: empty passes, anything else must match (spec 1 §5). */
export const optionalEmailSchema = (message: string = validationMessages.email) =>
  plainString({ error: message })
    .trim()
    .max(254, message)
    .refine((v) => v === '' || emailPattern.test(v), message);

/** A required, valid email: the same message for both failures, as the request-access form does. */
export const requiredEmailSchema = (message: string = validationMessages.email) =>
  plainString({ error: message }).trim().max(254, message).regex(emailPattern, message);

/** Required text, trimmed; `message` defaults to the spec's 'Required'. */
export const requiredText = (max: number, message: string = validationMessages.required) =>
  plainString({ error: message }).trim().min(1, message).max(max);
