import { z } from 'zod';
import { ofKind } from './field-kinds';
import { state50CodeSchema } from './geography';
import { permissionCodeSchema } from './permission-code';
import { epochIso, id, isoDateTime, phoneText, plainString } from './scalars';
import { requiredEmailSchema, requiredText, validationMessages } from './validation-messages';

/** Access request (system user request) of spec 1 §3; `lastname` is spelled with a lower-case n, as the spec does. */
export const accessRequestSchema = z.object({
  systemUserRequestId: id,
  emailAddress: ofKind('email', plainString()),
  firstName: ofKind('name', plainString()),
  lastname: ofKind('name', plainString()),
  companyName: ofKind('name', plainString()),
  phone: ofKind('phone', plainString().nullable()),
  city: ofKind('address', plainString()),
  state: plainString(),
  additionalInfo: ofKind('freeText', plainString().nullable()),
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
  firstName: ofKind('name', required(100, M.firstName)),
  lastname: ofKind('name', required(100, M.lastname)),
  companyName: ofKind('name', required(200, M.companyName)),
  emailAddress: ofKind('email', requiredEmailSchema(M.emailAddress)),
  phone: ofKind('phone', phoneText.nullish()),
  city: ofKind('address', required(100, M.city)),
  state: z
    .string({ error: M.state })
    .trim()
    .toUpperCase()
    .pipe(z.enum(state50CodeSchema.options, { error: M.state })),
  additionalInfo: ofKind('freeText', plainString().max(additionalInfoMaxLength, M.additionalInfo).nullish()),
});
export type AccessRequestCreate = z.infer<typeof accessRequestCreateSchema>;
export type AccessRequestCreateInput = z.input<typeof accessRequestCreateSchema>;

/** PUT {id}: a reviewer corrects a request; `dateModified` is the stale-write token. */
export const accessRequestUpdateSchema = accessRequestCreateSchema.extend({
  systemUserRequestId: id,
  dateModified: isoDateTime,
  dateAdded: isoDateTime.optional(),
});
export type AccessRequestUpdate = z.input<typeof accessRequestUpdateSchema>;

/**
 * Approving a request (our call, docs/api.md): the order customer the new customer login acts for, and
 * optionally the roles and the login's own codes. Without systemRoleIds the user gets the Customer View
 * role; without permissionCodes the login gets PortalAccess only (its role supplies the rest).
 */
export const accessRequestApproveSchema = z.object({
  orderCustomerId: z
    .number({ error: validationMessages.fieldRequired })
    .int()
    .min(1, validationMessages.fieldRequired)
    .max(2_147_483_647),
  systemRoleIds: z.array(id).max(100).optional(),
  permissionCodes: z.array(permissionCodeSchema).max(500).optional(),
});
export type AccessRequestApprove = z.input<typeof accessRequestApproveSchema>;

export const accessRequestReviewMessages = {
  userExists: (systemUserId: number) =>
    `A user with this email address already exists (User #${systemUserId}). Decline the request, or add a customer login to that user.`,
  emailInOtherRequest: 'Another access request already uses this email address.',
  unknownCustomer: 'This customer does not exist.',
} as const;

/** getItemNew: a blank request (id 0, epoch dates), as the spec's entity describes a new one. */
export const newAccessRequest = (): AccessRequest => ({
  systemUserRequestId: 0,
  emailAddress: '',
  firstName: '',
  lastname: '',
  companyName: '',
  phone: null,
  city: '',
  state: '',
  additionalInfo: null,
  dateAdded: epochIso,
  dateModified: epochIso,
});
