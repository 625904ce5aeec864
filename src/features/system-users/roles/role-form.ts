import { z } from 'zod';
import { systemRoleInputSchema } from '#contract/system-role';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import type { Services } from '../../../app/services';
import { recordValues, type SaveRecord } from '../../../shared/forms/record-values';

/** The role editor's rules: the contract's, with the description optional. */
export const roleFormSchema = systemRoleInputSchema.extend({
  description: z.string().trim().max(500).nullish(),
});

export const newRoleValues = (): FormValues => ({ name: '', description: null, permissionCodes: [] });

export const loadRole = async (services: Services, id: number, signal: AbortSignal) =>
  recordValues(await services.systemRolesApi.getItemById(id, signal));

/** Create or update; the answer is the role as the server keeps it. */
export const saveRole: SaveRecord = async (services, id, values, signal) => {
  const body = {
    name: String(values.name ?? ''),
    description: (values.description as string | null | undefined) ?? null,
    permissionCodes: (values.permissionCodes as number[] | undefined) ?? [],
    ...(typeof values.dateModified === 'string' ? { dateModified: values.dateModified } : {}),
  };
  const saved =
    id === null
      ? await services.systemRolesApi.create(body, signal)
      : await services.systemRolesApi.update({ ...body, systemRoleId: id }, signal);
  return recordValues(saved);
};
