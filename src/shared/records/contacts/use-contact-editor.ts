import type { Contact } from '#contract/contact';
import { discardPrompt, selectIsDirty } from '#machines/edit-form/edit-form.selectors';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { useRuntime } from '../../../app/runtime-context';
import { useEditForm } from '../../../app/use-edit-form';
import { contactSchema, newContactValues, toContactValues } from './contact-form';

export interface ContactEditorOptions {
  /** The contact to edit, or null to add one. */
  contact: Contact | null;
  save: (id: number | null, values: FormValues, signal: AbortSignal) => Promise<FormValues>;
  onSaved: (saved: FormValues) => void;
  onClose: () => void;
}

/**
 * One contact on the edit-form machine: an edit starts from the row as listed (its dateModified is the
 * stale-write token, so a contact someone else changed meanwhile gets the 409 choice), Cancel asks first
 * when something was typed.
 */
export function useContactEditor({ contact, save, onSaved, onClose }: ContactEditorOptions) {
  const runtime = useRuntime();
  const id = contact?.contactId ?? null;
  const form = useEditForm({
    input:
      contact === null
        ? { values: newContactValues(), schema: contactSchema }
        : { key: contact.contactId, schema: contactSchema },
    // An edit starts from the listed row; after a stale write the reload reads the list again.
    load: () => Promise.resolve(contact === null ? newContactValues() : toContactValues(contact)),
    save: ({ values }, signal) => save(id, values, signal),
    onSaved,
  });
  const cancel = async () => {
    if (!selectIsDirty(form.getSnapshot()) || (await runtime.confirm(discardPrompt))) onClose();
  };
  return { form, isNew: id === null, cancel: () => void cancel() };
}
