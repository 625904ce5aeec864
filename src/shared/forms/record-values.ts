import type { FormValues } from '#machines/edit-form/edit-form.values';
import { answered } from '../../app/answered';
import type { Services } from '../../app/services';

/** A record the server answered, as the values of its edit form. */
export const recordValues = <T extends object>(answer: T | null): FormValues => ({
  ...(answered(answer) as Readonly<Record<string, unknown>>),
});

/** An editor's save: a create when `id` is null, else an update; answers the record as the server keeps it. */
export type SaveRecord = (
  services: Services,
  id: number | null,
  values: FormValues,
  signal: AbortSignal,
) => Promise<FormValues>;
