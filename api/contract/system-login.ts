import { z } from 'zod';
import { permissionCodeSchema } from './permissions';
import { scanToPickRoleSchema } from './reference-codes';
import { id, isoDateTime, nullableId } from './scalars';

/**
 * The four logins (identities) a system user may hold (spec 1 §1). The spec names the parts only;
 * each carries its own permission codes (effective permissions add the user's roles when
 * applyRolePermissions is set) and the opaque identity hash, which the server fills and never accepts.
 */
const loginBase = {
  systemUserId: id,
  hash: z.string().max(200).optional(),
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
  orderCustomerName: z.string().nullable().optional(),
});

export const systemEmployeeSchema = z.object({
  systemEmployeeId: id,
  ...loginBase,
  roleName: z.string().max(100).nullable().optional(),
});

/** A scan-to-pick login: its role, and a PIN for the handheld app that is written, never read back. */
export const systemScanToPickSchema = z.object({
  systemScanToPickId: id,
  ...loginBase,
  scanToPickRole: scanToPickRoleSchema,
  pin: z
    .string()
    .regex(/^\d{4,8}$/, 'PIN must be 4 to 8 digits')
    .optional(),
  deviceToken: z.string().max(500).nullable().optional(),
});

export type SystemAdmin = z.infer<typeof systemAdminSchema>;
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
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;
