import { z } from 'zod';
import { newPasswordSchema, passwordMismatchMessage } from '#contract/password-rules';

/** The reset rules of spec 1 §5 for a password an administrator sets. */
export const changePasswordSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: passwordMismatchMessage });
