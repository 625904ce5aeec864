import type { LoadDetail } from '#client/loads.api';
import type { LoadSaveInput } from '#contract/load-save';
import { blankLoad } from '#domain/blank-records';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { formSchemas } from '#machines/edit-form/form-schemas';
import { answered } from '../../app/answered';
import type { Services } from '../../app/services';

/**
 * The load form's rules (spec 2 §5): a status, miles 0 to 999999. Other fields keep what they hold. Named,
 * so a recording of the load page's form replays (decision 087).
 */
export const loadFormRules = formSchemas.loadForm;

/** The load form's fields of a new load (blankLoad), as the Create New Load dialog starts it. */
export const newLoadValues = (): FormValues => {
  const { dateAdded: _added, dateModified: _modified, ...fields } = blankLoad(new Date(0).toISOString());
  return fields;
};

/**
 * The read-only parts of a load: the server derives them and ignores them in a save (loadSaveSchema), so
 * they are left out rather than sent back.
 */
const derived = [
  'changelogs',
  'createdByUser',
  'modifiedByUser',
  'netRevenue',
  'noteCount',
  'journeyLegs',
] as const;

/** The body of create and update: the load as the form holds it, without what the server derives. */
export function loadSaveBody(values: FormValues): LoadSaveInput {
  const body: Record<string, unknown> = { ...values };
  for (const field of derived) delete body[field];
  return body as LoadSaveInput;
}

export const toLoadValues = (load: LoadDetail): FormValues => ({ ...load });

export const fetchLoad = async (services: Services, loadId: number, signal: AbortSignal) =>
  toLoadValues(answered(await services.loadsApi.getItemById(loadId, signal)));

/** Creates (no loadId yet) or updates the load; the server's answer is the new baseline. */
export async function saveLoad(services: Services, values: FormValues, signal: AbortSignal) {
  const calls = services.loadsApi;
  const body = loadSaveBody(values);
  const loadId = typeof values.loadId === 'number' ? values.loadId : 0;
  const saved =
    loadId > 0 ? await calls.update({ ...body, loadId }, signal) : await calls.create(body, signal);
  return toLoadValues(answered(saved));
}
