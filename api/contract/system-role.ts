import { z } from 'zod';
import { permissionCodeSchema } from './permission-code';
import { id, isoDateTime, plainString } from './scalars';
import { validationMessages } from './validation-messages';

/** A named set of permission codes (spec README, "system roles"). */
export const systemRoleSchema = z.object({
  systemRoleId: id,
  name: plainString().max(100),
  permissionCodes: z.array(permissionCodeSchema).max(500),
  dateAdded: isoDateTime.optional(),
  dateModified: isoDateTime.optional(),
});
export type SystemRole = z.infer<typeof systemRoleSchema>;

/** A row of the Roles tab: the role, its description and how many users hold it. */
export const systemRoleListItemSchema = systemRoleSchema.extend({
  description: plainString().nullable(),
  userCount: z.number().int(),
});
export type SystemRoleListItem = z.infer<typeof systemRoleListItemSchema>;

/** What the Roles tab saves; codes must be known and are kept once each. */
export const systemRoleInputSchema = z.object({
  name: plainString().trim().min(1, validationMessages.required).max(100),
  description: plainString().trim().max(500).nullish(),
  permissionCodes: z
    .array(permissionCodeSchema)
    .max(500)
    .transform((codes) => [...new Set(codes)]),
});
export type SystemRoleInput = z.infer<typeof systemRoleInputSchema>;

/** The assignment of a role to a system user. */
export const systemUserRoleAssignmentSchema = z.object({
  systemUserId: id,
  systemRoleId: id,
});

/**
 * The body of role create (POST) and update (PUT {id}): the role as getItemById sends it. Saved are name,
 * description and permissionCodes; `dateModified` is the stale-write token of PUT; userCount and dateAdded
 * are ignored.
 */
export const systemRoleSaveSchema = systemRoleInputSchema.extend({
  systemRoleId: id.optional(),
  dateAdded: isoDateTime.optional(),
  dateModified: isoDateTime.optional(),
  userCount: z.number().int().optional(),
});
export type SystemRoleSave = z.input<typeof systemRoleSaveSchema>;

/** The seeded customer-view role (spec README "system roles"): what an approved access request gets. */
export const customerViewRoleName = 'Customer View';

export const systemRoleMessages = {
  nameTaken: 'A role with this name already exists.',
  inUse: (name: string, users: number) =>
    `The role ${name} is assigned to ${users} user${users === 1 ? '' : 's'}. Remove it from them first.`,
  notYourCodes: (codes: readonly number[]) =>
    `You cannot grant permissions you do not hold yourself: ${codes.join(', ')}.`,
} as const;
