import { webhookEndpointBodySchema } from '#contract/webhook';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import type { Services } from '../../app/services';
import { recordValues, type SaveRecord } from '../../shared/forms/record-values';

/** The endpoint form's rules: the contract's, the server's own. */
export const webhookFormSchema = webhookEndpointBodySchema;

export const newWebhookValues = (): FormValues => ({
  url: '',
  description: '',
  eventGroups: ['order.status', 'load.status'],
  active: true,
});

export const loadWebhook = async (services: Services, id: number, signal: AbortSignal) =>
  recordValues(await services.webhooksApi.getItemById(id, signal));

/** Create or update; a create's answer carries the secret, kept in the values to show once. */
export const saveWebhook: SaveRecord = async (services, id, values, signal) => {
  const body = {
    url: String(values.url ?? '').trim(),
    description: String(values.description ?? ''),
    eventGroups: (values.eventGroups as string[] | undefined) ?? [],
    active: values.active !== false,
  } as Parameters<Services['webhooksApi']['create']>[0];
  if (id === null) return recordValues(await services.webhooksApi.create(body, signal));
  const saved = await services.webhooksApi.update(
    { ...body, webhookEndpointId: id, dateModified: String(values.dateModified) },
    signal,
  );
  return recordValues(saved);
};
