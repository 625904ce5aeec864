import { z } from 'zod';
import { isWellFormedText, malformedTextMessage } from './plain-text';

/** Reset-password rules of spec 1 §5, in the order their messages show. */
export const passwordMinLength = 8;
export const passwordRules: readonly { test: (p: string) => boolean; message: string }[] = [
  { test: (p) => p.length >= passwordMinLength, message: 'Password must be at least 8 characters long' },
  { test: (p) => /[A-Z]/.test(p), message: 'Password must contain at least one uppercase letter' },
  { test: (p) => /[a-z]/.test(p), message: 'Password must contain at least one lowercase letter' },
  { test: (p) => /[0-9]/.test(p), message: 'Password must contain at least one number' },
  { test: (p) => /[^A-Za-z0-9]/.test(p), message: 'Password must contain at least one special character' },
];
export const passwordMismatchMessage = 'Passwords do not match';

/** The first rule a password breaks, or null when it meets them all. */
export const passwordProblem = (password: string): string | null =>
  passwordRules.find((r) => !r.test(password))?.message ?? null;

export const newPasswordSchema = z
  .string()
  .max(200)
  .refine(isWellFormedText, malformedTextMessage)
  .superRefine((p, ctx) => {
    const problem = passwordProblem(p);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
