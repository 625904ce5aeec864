import { z } from 'zod';
import { state50CodeSchema } from './geography';
import { id, isoDateTime, phoneText } from './scalars';
import { requiredEmailSchema, requiredText } from './validation-messages';

/** Access request (system user request) of spec 1 §3; `lastname` is spelled with a lower-case n, as the spec does. */
export const accessRequestSchema = z.object({
  systemUserRequestId: id,
  emailAddress: z.string(),
  firstName: z.string(),
  lastname: z.string(),
  companyName: z.string(),
  phone: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  additionalInfo: z.string().nullable(),
  dateAdded: isoDateTime,
  dateModified: isoDateTime,
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const accessRequestMessages = {
  firstName: 'Please enter your first name',
  lastname: 'Please enter your last name',
  companyName: 'Please enter your company name',
  emailAddress: 'Please enter a valid email address',
  city: 'Please enter your company city',
  state: 'Please enter your company state',
  additionalInfo: 'Additional information must be at most 400 characters',
} as const;
export const additionalInfoMaxLength = 400;

const M = accessRequestMessages;
const required = (max: number, message: string) => requiredText(max, message);

/**
 * The request-access form (spec 1 §2, §5), used by the form and by the public POST. `state` is the
 * two-letter code of one of the 50 states (the pick list shows full names and submits codes).
 * Unknown keys (systemUserRequestId, dates) are stripped: the server sets them.
 */
export const accessRequestCreateSchema = z.object({
  firstName: required(100, M.firstName),
  lastname: required(100, M.lastname),
  companyName: required(200, M.companyName),
  emailAddress: requiredEmailSchema(M.emailAddress),
  phone: phoneText.nullish(),
  city: required(100, M.city),
  state: z
    .string({ error: M.state })
    .trim()
    .toUpperCase()
    .pipe(z.enum(state50CodeSchema.options, { error: M.state })),
  additionalInfo: z.string().max(additionalInfoMaxLength, M.additionalInfo).nullish(),
});
export type AccessRequestCreate = z.infer<typeof accessRequestCreateSchema>;
export type AccessRequestCreateInput = z.input<typeof accessRequestCreateSchema>;
