import { z } from 'zod';
import { accessRequestCreateSchema } from '#contract/access-request';
import { validationMessages } from '#contract/validation-messages';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import type { Services } from '../../../app/services';
import { recordValues } from '../../../shared/forms/record-values';

/** The request's fields hold the request-access form's rules and messages (spec 1 §5). */
export const requestFormSchema = accessRequestCreateSchema;

export const loadRequest = async (services: Services, id: number, signal: AbortSignal) =>
  recordValues(await services.accessRequestsApi.getItemById(id, signal));

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const orNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export async function saveRequest(services: Services, id: number, values: FormValues, signal: AbortSignal) {
  const saved = await services.accessRequestsApi.update(
    {
      systemUserRequestId: id,
      dateModified: text(values.dateModified),
      firstName: text(values.firstName),
      lastname: text(values.lastname),
      companyName: text(values.companyName),
      emailAddress: text(values.emailAddress),
      phone: orNull(values.phone),
      city: text(values.city),
      state: text(values.state),
      additionalInfo: orNull(values.additionalInfo),
    },
    signal,
  );
  return recordValues(saved);
}

/** Approving names the order customer the new customer login acts for. */
export const approveFormSchema = z.object({
  orderCustomerId: z
    .number({ error: validationMessages.fieldRequired })
    .int()
    .min(1, validationMessages.fieldRequired),
});
