import { z } from 'zod';
import { ofKind } from './field-kinds';
import { newPasswordSchema } from './password-rules';
import { epochIso, id, isoDateTime, nullableText, phoneText, plainString } from './scalars';
import { systemRoleSchema, systemUserRoleAssignmentSchema } from './system-role';
import {
  systemAdminSchema,
  systemCarrierSchema,
  systemCustomerSchema,
  systemEmployeeSchema,
  systemScanToPickSchema,
} from './system-login';
import { userSummarySchema } from './user-summary';
import { optionalEmailSchema, validationMessages } from './validation-messages';

/** Records of the scan-to-pick system (clocked times, picked, QC'd and loaded orders); shown, never edited here. */
const foreignRecords = z.array(z.record(plainString(), z.unknown())).max(10_000).optional();

/**
 * System user of spec 1 §3. `password` and `passwordResetHash` are write-only: the server accepts a
 * password where a call sets one and never sends either back. Client-only fields (pager, selected,
 * editing) are not part of the contract; objects strip unknown keys, so sending them is harmless.
 */
export const systemUserSchema = z.object({
  systemUserId: id,
  isActive: z.boolean().default(true),
  isInvisible: z.boolean().default(false),
  isDeleted: z.boolean().nullable().optional(),
  emailAddress: ofKind('email', nullableText(254)),
  username: ofKind('name', nullableText(100)),
  firstName: ofKind('name', nullableText(100)),
  lastName: ofKind('name', nullableText(100)),
  phoneNumber: ofKind('phone', nullableText(40)),
  timeZoneOffsetMinutes: z.number().int().min(-900).max(900).nullable().optional(),
  dateAdded: isoDateTime.default(epochIso),
  dateModified: isoDateTime.default(epochIso),
  datePasswordResetHashExpire: isoDateTime.nullable().optional(),
  dateLastLogin: isoDateTime.nullable().optional(),
  datePasswordReminded: isoDateTime.nullable().optional(),
  password: ofKind('secret', plainString().max(200).nullable().optional()),
  passwordResetHash: ofKind('secret', plainString().max(200).nullable().optional()),
  name: ofKind('name', plainString().nullable().optional()),
  systemAdmins: z.array(systemAdminSchema).optional(),
  systemCustomers: z.array(systemCustomerSchema).optional(),
  systemEmployees: z.array(systemEmployeeSchema).optional(),
  systemScanToPicks: z.array(systemScanToPickSchema).optional(),
  /** Ours: carrier logins (see systemCarrierSchema). */
  systemCarriers: z.array(systemCarrierSchema).optional(),
  systemUserRoleAssignments: z.array(systemUserRoleAssignmentSchema).optional(),
  systemRoles: z.array(systemRoleSchema).optional(),
  clockedTimes: foreignRecords,
  pickerAmsOrders: foreignRecords,
  qcAmsOrders: foreignRecords,
  loaderAmsOrders: foreignRecords,
});
export type SystemUser = z.infer<typeof systemUserSchema>;

/** A row of the System Users tabs: the user with logins and roles, never a password or reset hash. */
export const systemUserListItemSchema = systemUserSchema.omit({ password: true, passwordResetHash: true });
export type SystemUserListItem = z.infer<typeof systemUserListItemSchema>;

/** A choice of "Picked By" (getPickerUsers). */
export const pickerUserSchema = userSummarySchema.extend({ isActive: z.boolean() });
export type PickerUser = z.infer<typeof pickerUserSchema>;

/** Fields a response must never carry. */
export const systemUserSecretFields = ['password', 'passwordResetHash'] as const;

/**
 * The signed-in user's profile (spec 1 §3): the spec names isActive and systemRoles (items with a name);
 * we add the naming fields the profile page shows.
 */
export const profileSchema = z.object({
  systemUserId: id,
  isActive: z.boolean().nullable(),
  emailAddress: ofKind('email', plainString().nullable()),
  username: ofKind('name', plainString().nullable()),
  firstName: ofKind('name', plainString().nullable()),
  lastName: ofKind('name', plainString().nullable()),
  phoneNumber: ofKind('phone', plainString().nullable().optional()),
  systemRoles: z.array(z.object({ systemRoleId: id.optional(), name: plainString() })),
});
export type Profile = z.infer<typeof profileSchema>;

/** Password change of a user by an administrator; the spec does not show its fields, so: the new password, held to the reset rules. */
export const adminChangePasswordSchema = z.strictObject({ password: newPasswordSchema });
export type AdminChangePassword = z.input<typeof adminChangePasswordSchema>;

export const systemUserMessages = {
  loginNeeded: 'Enter an email address or a username: the user signs in with one of them.',
  usernameSpaces: 'A username cannot contain spaces.',
  emailTaken: 'This email address is already used by another account.',
  usernameTaken: 'This username is already used by another account.',
  taken: 'That email address or username is already used by another account.',
  passwordOnUpdate: 'Change the password with Change Password.',
  notSettable: 'This field cannot be set here.',
  selfDeactivate: 'You cannot deactivate your own account.',
  selfDelete: 'You cannot delete your own account.',
  adminOnly: 'Only an administrator can change a user who holds an admin login.',
  unknownRole: 'This role does not exist.',
  assignmentUser: 'A role assignment must name this user.',
} as const;

/**
 * The body of create (POST) and update (PUT {id}): the system user as getItemById sends it. Saved are the
 * names, phone, e-mail, username, time zone, isActive and isInvisible, and (when present) the roles, as
 * `systemUserRoleAssignments` (the whole set; absent leaves the roles alone). `password` may be set on
 * create only. Logins are saved with saveNewLogin/updateLogin/deleteLogin; the login lists, systemRoles,
 * dates and the scan-to-pick records in the body are ignored. `dateModified` is the stale-write token of PUT.
 */
export const systemUserSaveFields = systemUserSchema.extend({
  emailAddress: ofKind('email', optionalEmailSchema().nullish()),
  username: ofKind(
    'name',
    plainString().trim().max(100).regex(/^\S*$/, systemUserMessages.usernameSpaces).nullish(),
  ),
  firstName: ofKind('name', plainString().trim().min(1, validationMessages.fieldRequired).max(100)),
  lastName: ofKind('name', plainString().trim().min(1, validationMessages.fieldRequired).max(100)),
  phoneNumber: ofKind('phone', phoneText.nullish()),
  password: ofKind('secret', newPasswordSchema.nullish()),
  systemUserRoleAssignments: z.array(systemUserRoleAssignmentSchema).max(100).optional(),
});

/** A user signs in with an e-mail or a username, so one of them is needed. */
export const refineSystemUserSave = (
  user: { emailAddress?: string | null; username?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (!user.emailAddress && !user.username)
    ctx.addIssue({ code: 'custom', path: ['emailAddress'], message: systemUserMessages.loginNeeded });
};

export const systemUserSaveSchema = systemUserSaveFields.superRefine(refineSystemUserSave);
export type SystemUserSave = z.input<typeof systemUserSaveSchema>;

/** GetPasswordResetLinkByUserId's answer (the spec does not show it): the link and when it expires. */
export const passwordLinkSchema = z.object({ link: plainString(), expiresAt: plainString() });
export type PasswordLinkResult = z.infer<typeof passwordLinkSchema>;
