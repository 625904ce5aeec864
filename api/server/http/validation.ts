import type { Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import { invalidFields } from './errors';

/** Field messages keyed by dotted path; unknown keys are named so the caller can fix them. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = 'Unknown field';
      continue;
    }
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** zod-openapi's hook: every invalid input becomes a 400 with field messages, never a 500. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, any, any, any> = (result) => {
  if (!result.success) throw invalidFields(fieldMessages(result.error as z.ZodError));
};
