import { z } from 'zod';
import { Permission } from '#contract/permissions';
import { ScanToPickRole, scanToPickRoleSchema } from '#contract/reference-codes';
import {
  loginPartIdKey,
  type LoginRecord,
  type LoginRecordPart,
  type LoginRecordSave,
} from '#contract/system-login';
import { validationMessages } from '#contract/validation-messages';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { answered } from '../../../app/answered';
import type { Services } from '../../../app/services';

const requiredId = z
  .number({ error: validationMessages.fieldRequired })
  .int()
  .min(1, validationMessages.fieldRequired);

/** Each login kind's own rules ('This field is required' of the generic edit field, spec 1 §5). */
export const loginFormSchemas: Record<LoginRecordPart, z.ZodType> = {
  admin: z.object({}),
  employee: z.object({ roleName: z.string().trim().max(100).nullish() }),
  customerLogin: z.object({ orderCustomerId: requiredId }),
  carrier: z.object({ carrierId: requiredId }),
  scanToPick: z.object({
    scanToPickRole: scanToPickRoleSchema,
    pin: z
      .string()
      .regex(/^\d{4,8}$/, 'PIN must be 4 to 8 digits')
      .nullish(),
  }),
};

/**
 * A login not saved yet: active, with PortalAccess of its own (the roles bring the rest), and for a
 * customer or carrier login the customer or carrier the route's query named (`id`, decision 023).
 */
export function newLoginValues(
  kind: LoginRecordPart,
  systemUserId: number,
  relatedId: number | null,
): FormValues {
  const base = {
    [loginPartIdKey[kind]]: 0,
    systemUserId,
    isActive: true,
    permissionCodes: [Permission.PortalAccess],
  };
  switch (kind) {
    case 'employee':
      return { ...base, roleName: null };
    case 'customerLogin':
      return { ...base, orderCustomerId: relatedId, orderCustomerName: null };
    case 'carrier':
      return { ...base, carrierId: relatedId, carrierName: null };
    case 'scanToPick':
      return { ...base, scanToPickRole: ScanToPickRole.Picker, pin: null };
    default:
      return base;
  }
}

/** The part of a login as the form holds it (the hash is never sent; a PIN is never read back). */
const partValues = (record: LoginRecord, kind: LoginRecordPart): FormValues | null => {
  const part = record[kind];
  if (!part) return null;
  const { hash: _, ...rest } = part as Record<string, unknown>;
  return kind === 'scanToPick' ? { ...rest, pin: null } : rest;
};

export const findLogin = (records: readonly LoginRecord[], kind: LoginRecordPart) =>
  records.map((r) => partValues(r, kind)).find((v) => v !== null) ?? null;

export async function loadLogin(
  services: Services,
  userId: number,
  kind: LoginRecordPart,
  signal: AbortSignal,
) {
  const found = findLogin(answered(await services.systemUsersApi.getLoginsByUserId(userId, signal)), kind);
  if (!found) throw new Error('This login no longer exists.');
  return found;
}

/** The record sent for one login: only its part set, without read-only names or an empty PIN. */
export function loginRecordBody(
  kind: LoginRecordPart,
  systemUserId: number,
  values: FormValues,
): LoginRecordSave {
  const { orderCustomerName: _c, carrierName: _n, pin, ...part } = values as Record<string, unknown>;
  const withPin = kind === 'scanToPick' && typeof pin === 'string' && pin !== '' ? { pin } : {};
  return { systemUserId, [kind]: { ...part, systemUserId, ...withPin } } as LoginRecordSave;
}

export async function saveLogin(
  services: Services,
  kind: LoginRecordPart,
  systemUserId: number,
  create: boolean,
  values: FormValues,
  signal: AbortSignal,
): Promise<FormValues> {
  const body = loginRecordBody(kind, systemUserId, values);
  const saved = create
    ? await services.systemUsersApi.saveNewLogin(body, signal)
    : await services.systemUsersApi.updateLogin(body, signal);
  const values2 = partValues(answered(saved), kind);
  if (!values2) throw new Error('The server did not send the saved login back.');
  return values2;
}
