import { z } from 'zod';
import { ofKind } from './field-kinds';
import { identityTypes, type IdentityType } from './identity-types';
import { plainString } from './scalars';

export { identityTypes, staffIdentityTypes, type IdentityType } from './identity-types';
export const identityTypeSchema = z.enum(identityTypes);

/** The four login kinds a system user may hold, at most one of each (spec 1 §1). */
export const loginKinds = ['admin', 'customerLogin', 'employee', 'scanToPick'] as const;
export type LoginKind = (typeof loginKinds)[number];
export const identityTypeOfLoginKind: Record<LoginKind, IdentityType> = {
  admin: 'admin',
  customerLogin: 'customer',
  employee: 'employee',
  scanToPick: 'scanToPick',
};

/** One login (identity) of a system user; `hash` is its opaque, unguessable id. */
export const identitySchema = z.object({
  hash: ofKind('secret', plainString().min(1).max(200)),
  identityType: identityTypeSchema,
  identityName: ofKind('name', plainString().nullable()),
  userName: ofKind('name', plainString().nullable()),
  firstName: ofKind('name', plainString().nullable()),
  lastName: ofKind('name', plainString().nullable()),
  deviceToken: ofKind('secret', plainString().nullable().optional()),
  applyRolePermissions: z.boolean().optional(),
  customerId: z.number().int().nullable().optional(),
  customerName: ofKind('name', plainString().nullable().optional()),
  roleName: plainString().nullable().optional(),
  carrierId: z.number().int().nullable().optional(),
  carrierName: ofKind('name', plainString().nullable().optional()),
});
export type Identity = z.infer<typeof identitySchema>;

/** Sign-in result (spec 1 §3): returned by Login, LoginToAccount and AutoLogin. */
export const signInResultSchema = z.object({
  token: ofKind('secret', plainString().nullable()),
  expiresIn: z.number().int().nullable(),
  errorMessage: plainString().nullable(),
  userId: z.number().int().nullable(),
  primaryUserId: z.number().int().nullable(),
  userLogin: ofKind('email', plainString().nullable()),
  userName: ofKind('name', plainString().nullable()),
  userRoles: z.array(z.number().int()),
  fullName: ofKind('name', plainString().nullable()),
  userIdentityCurrent: identitySchema.nullable(),
  userIdentities: z.array(identitySchema).nullable(),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

export const resetModes = ['create', 'reset'] as const;
export const resetModeSchema = z.enum(resetModes);
export type ResetMode = z.infer<typeof resetModeSchema>;

const text = (max: number) => plainString().max(max);

/** Authentication request (spec 1 §3). Each call picks the fields it uses. */
export const loginRequestSchema = z.strictObject({
  login: ofKind('email', text(254).trim().min(1, 'Please enter a valid email or username')),
  password: ofKind('secret', text(200).min(1, 'Please enter your password')),
  localTime: text(64).optional(),
  timezoneOffsetMinutes: z.number().int().min(-900).max(900).optional(),
  source: text(64).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginToAccountRequestSchema = identitySchema.partial().extend({
  hash: ofKind('secret', plainString().min(1).max(200)),
  applyRolePermissions: z.boolean().optional(),
});
export type LoginToAccountRequest = z.infer<typeof loginToAccountRequestSchema>;

export const hashRequestSchema = z.strictObject({ hash: text(200).min(1, 'Invalid Hash') });

export const changePasswordRequestSchema = z.strictObject({
  passwordOld: ofKind('secret', text(200).min(1, 'Please enter your password')),
  password: ofKind('secret', text(200)),
});

export const updatePasswordRequestSchema = z.strictObject({
  hash: ofKind('secret', text(200).min(1, 'Invalid Hash')),
  password: ofKind('secret', text(200)),
  resetMode: resetModeSchema,
});
