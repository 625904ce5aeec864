import { z } from 'zod';
import { systemRoleInputSchema, type SystemRoleListItem } from '#contract/system-role';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { answered } from '../../../app/answered';
import type { Services } from '../../../app/services';

/** The role editor's rules: the contract's, with the description optional. */
export const roleFormSchema = systemRoleInputSchema.extend({
  description: z.string().trim().max(500).nullish(),
});

export const newRoleValues = (): FormValues => ({ name: '', description: null, permissionCodes: [] });

const toValues = (role: SystemRoleListItem): FormValues => ({ ...role });

export const loadRole = async (services: Services, id: number, signal: AbortSignal) =>
  toValues(answered(await services.systemRolesApi.getItemById(id, signal)));

/** Create or update; the answer is the role as the server keeps it. */
export async function saveRole(
  services: Services,
  id: number | null,
  values: FormValues,
  signal: AbortSignal,
): Promise<FormValues> {
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
  return toValues(answered(saved));
}
