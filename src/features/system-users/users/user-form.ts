import { z } from 'zod';
import {
  refineSystemUserSave,
  systemUserSaveFields,
  type SystemUserListItem,
  type SystemUserSave,
} from '#contract/system-user';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { answered } from '../../../app/answered';
import type { Services } from '../../../app/services';
import type { SaveRecord } from '../../../shared/forms/record-values';

/** The user form's rules: the contract's for the fields this screen edits (names required, e-mail or username). */
export const userFormSchema = systemUserSaveFields
  .pick({
    firstName: true,
    lastName: true,
    emailAddress: true,
    username: true,
    phoneNumber: true,
    isActive: true,
  })
  .extend({ systemRoleIds: z.array(z.number().int()) })
  .superRefine(refineSystemUserSave);

export const newUserValues = (): FormValues => ({
  firstName: '',
  lastName: '',
  emailAddress: null,
  username: null,
  phoneNumber: null,
  isActive: true,
  systemRoleIds: [],
});

/** A user as the form holds it: the fields it edits, the stale-write token and the role ids. */
export const toUserValues = (user: SystemUserListItem): FormValues => ({
  systemUserId: user.systemUserId,
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  emailAddress: user.emailAddress,
  username: user.username,
  phoneNumber: user.phoneNumber,
  isActive: user.isActive,
  dateModified: user.dateModified,
  systemRoleIds: (user.systemRoles ?? []).map((r) => r.systemRoleId).sort((a, b) => a - b),
});

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** The body of create and update: only the fields the server saves (it refuses unknown keys). */
export function userSaveBody(id: number | null, values: FormValues): SystemUserSave {
  const systemUserId = id ?? 0;
  return {
    systemUserId,
    firstName: String(values.firstName ?? ''),
    lastName: String(values.lastName ?? ''),
    emailAddress: text(values.emailAddress),
    username: text(values.username),
    phoneNumber: text(values.phoneNumber),
    isActive: values.isActive !== false,
    ...(id !== null && typeof values.dateModified === 'string' ? { dateModified: values.dateModified } : {}),
    systemUserRoleAssignments: ((values.systemRoleIds as number[] | undefined) ?? []).map((systemRoleId) => ({
      systemUserId,
      systemRoleId,
    })),
  };
}

export const loadUser = async (services: Services, id: number, signal: AbortSignal) =>
  toUserValues(answered(await services.systemUsersApi.getItemById(id, signal)));

/** Create or update; the answer is the user as the server keeps it. */
export const saveUser: SaveRecord = async (services, id, values, signal) => {
  const body = userSaveBody(id, values);
  const saved =
    id === null
      ? await services.systemUsersApi.create(body, signal)
      : await services.systemUsersApi.update({ ...body, systemUserId: id }, signal);
  return toUserValues(answered(saved));
};
