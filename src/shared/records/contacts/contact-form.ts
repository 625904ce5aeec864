import { contactFormSchema, type Contact, type ContactKind } from '#contract/contact';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { answered } from '../../../app/answered';
import type { Services } from '../../../app/services';

/** The contact form's rules: the contract's (a name; a valid e-mail and phone when given). */
export const contactSchema = contactFormSchema;

export const newContactValues = (): FormValues => ({
  name: '',
  title: null,
  email: null,
  phone: null,
  isPrimary: false,
  emailNotices: false,
});

export const toContactValues = (c: Contact): FormValues => ({
  contactId: c.contactId,
  name: c.name,
  title: c.title,
  email: c.email,
  phone: c.phone,
  isPrimary: c.isPrimary,
  emailNotices: c.emailNotices,
  dateModified: c.dateModified ?? null,
});

const contactFields = (values: FormValues) => {
  const { contactId: _id, dateModified: _d, ...fields } = values;
  return contactSchema.parse(fields);
};

/** The contact calls of one owner (decision 040), for the panel and its dialog. */
export const contactCallsOf = (services: Services, kind: ContactKind, ownerId: number) => {
  const api = services.contactsApi;
  return {
    list: (signal: AbortSignal) => api.list(kind, ownerId, signal),
    /** Creates (id null) or updates with the version it was read at; answers the saved contact. */
    save: async (id: number | null, values: FormValues, signal: AbortSignal) =>
      toContactValues(
        answered(
          id === null
            ? await api.create(kind, ownerId, contactFields(values), signal)
            : await api.update(
                kind,
                ownerId,
                { ...contactFields(values), contactId: id, dateModified: String(values.dateModified) },
                signal,
              ),
        ),
      ),
    remove: (contactId: number, signal: AbortSignal) => api.delete(kind, ownerId, contactId, signal),
  };
};
export type ContactCalls = ReturnType<typeof contactCallsOf>;
