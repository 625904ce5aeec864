import { z } from 'zod';
import { ofKind } from './field-kinds';
import { permissionCodeSchema } from './permission-code';
import { scanToPickRoleSchema } from './reference-codes';
import { id, isoDateTime, nullableId, plainString } from './scalars';
import { validationMessages } from './validation-messages';

/**
 * The four logins (identities) a system user may hold (spec 1 §1). The spec names the parts only;
 * each carries its own permission codes (effective permissions add the user's roles when
 * applyRolePermissions is set) and the opaque identity hash, which the server fills and never accepts.
 */
const loginBase = {
  systemUserId: id,
  hash: ofKind('secret', plainString().max(200).optional()),
  isActive: z.boolean().default(true),
  permissionCodes: z.array(permissionCodeSchema).max(500).default([]),
  dateAdded: isoDateTime.optional(),
  dateModified: isoDateTime.optional(),
};

export const systemAdminSchema = z.object({ systemAdminId: id, ...loginBase });

/** A customer login acts for one order customer. */
export const systemCustomerSchema = z.object({
  systemCustomerId: id,
  ...loginBase,
  orderCustomerId: nullableId,
  orderCustomerName: ofKind('name', plainString().nullable().optional()),
});

export const systemEmployeeSchema = z.object({
  systemEmployeeId: id,
  ...loginBase,
  roleName: plainString().max(100).nullable().optional(),
});

/** A scan-to-pick login: its role, and a PIN for the handheld app that is written, never read back. */
export const systemScanToPickSchema = z.object({
  systemScanToPickId: id,
  ...loginBase,
  scanToPickRole: scanToPickRoleSchema,
  pin: ofKind(
    'secret',
    z
      .string()
      .regex(/^\d{4,8}$/, 'PIN must be 4 to 8 digits')
      .optional(),
  ),
  deviceToken: ofKind('secret', plainString().max(500).nullable().optional()),
});

/**
 * A carrier login acts for one carrier. The spec's login record names four parts; carrier identities exist
 * too (identity type carrier, the System Carriers screens), so the record carries them as a fifth part.
 */
export const systemCarrierSchema = z.object({
  systemCarrierId: id,
  ...loginBase,
  carrierId: nullableId,
  carrierName: ofKind('name', plainString().nullable().optional()),
});

export type SystemAdmin = z.infer<typeof systemAdminSchema>;
export type SystemCarrier = z.infer<typeof systemCarrierSchema>;
export type SystemCustomer = z.infer<typeof systemCustomerSchema>;
export type SystemEmployee = z.infer<typeof systemEmployeeSchema>;
export type SystemScanToPick = z.infer<typeof systemScanToPickSchema>;

/** Login record (spec 1 §3): four nullable parts, keyed by login kind, at most one of each. */
export const loginRecordSchema = z.object({
  systemUserId: id.optional(),
  admin: systemAdminSchema.nullable(),
  customerLogin: systemCustomerSchema.nullable(),
  employee: systemEmployeeSchema.nullable(),
  scanToPick: systemScanToPickSchema.nullable(),
  /** Ours (see systemCarrierSchema); absent or null when the record is about another kind. */
  carrier: systemCarrierSchema.nullable().optional(),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

/** The parts of a login record and the identity type each one is (docs/api.md "Logins"). */
export const loginRecordParts = ['admin', 'customerLogin', 'employee', 'scanToPick', 'carrier'] as const;
export type LoginRecordPart = (typeof loginRecordParts)[number];
export const identityTypeOfLoginPart = {
  admin: 'admin',
  customerLogin: 'customer',
  employee: 'employee',
  scanToPick: 'scanToPick',
  carrier: 'carrier',
} as const satisfies Record<LoginRecordPart, string>;
/** The id property of each part: the login's own id (an identity id). */
export const loginPartIdKey = {
  admin: 'systemAdminId',
  customerLogin: 'systemCustomerId',
  employee: 'systemEmployeeId',
  scanToPick: 'systemScanToPickId',
  carrier: 'systemCarrierId',
} as const satisfies Record<LoginRecordPart, string>;
/** How a part is named in messages. */
export const loginPartLabel = {
  admin: 'admin',
  customerLogin: 'customer',
  employee: 'employee',
  scanToPick: 'scan-to-pick',
  carrier: 'carrier',
} as const satisfies Record<LoginRecordPart, string>;

export const loginMessages = {
  exactlyOne: 'A login record must carry exactly one login.',
  oneOfEachType: (part: LoginRecordPart) =>
    `This user already has a ${loginPartLabel[part]} login. A user holds at most one login of each type.`,
  otherUser: 'The login belongs to another user.',
  kindChanged: 'A login cannot change its type. Delete it and add a login of the other type.',
  ownLogin: 'You cannot delete or deactivate the login you are signed in with.',
  adminOnly: 'Only an administrator can add, change or remove admin logins.',
  unknownCustomer: 'This customer does not exist.',
  unknownCarrier: 'This carrier does not exist.',
} as const;

/** The one part of a record that is set, or null when none or several are. */
export const loginPartOf = (record: Partial<Record<LoginRecordPart, unknown>>): LoginRecordPart | null => {
  const set = loginRecordParts.filter((part) => record[part] != null);
  return set.length === 1 ? set[0]! : null;
};

/**
 * What saveNewLogin, updateLogin and deleteLogin take: a login record with exactly one part set. A customer
 * login names its order customer, a carrier login its carrier ('This field is required').
 */
export const loginRecordSaveFields = loginRecordSchema.extend({
  admin: systemAdminSchema.nullish(),
  customerLogin: systemCustomerSchema.nullish(),
  employee: systemEmployeeSchema.nullish(),
  scanToPick: systemScanToPickSchema.nullish(),
  carrier: systemCarrierSchema.nullish(),
});

export const refineLoginRecordSave = (
  record: z.infer<typeof loginRecordSaveFields>,
  ctx: z.RefinementCtx,
) => {
  const part = loginPartOf(record);
  if (!part) {
    ctx.addIssue({ code: 'custom', path: [], message: loginMessages.exactlyOne });
    return;
  }
  if (part === 'customerLogin' && !record.customerLogin?.orderCustomerId)
    ctx.addIssue({
      code: 'custom',
      path: ['customerLogin', 'orderCustomerId'],
      message: validationMessages.fieldRequired,
    });
  if (part === 'carrier' && !record.carrier?.carrierId)
    ctx.addIssue({
      code: 'custom',
      path: ['carrier', 'carrierId'],
      message: validationMessages.fieldRequired,
    });
};

export const loginRecordSaveSchema = loginRecordSaveFields.superRefine(refineLoginRecordSave);
export type LoginRecordSave = z.input<typeof loginRecordSaveSchema>;
