import type { ZodType } from 'zod';
import { discardPrompt, selectIsDirty } from '#machines/edit-form/edit-form.selectors';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { useRuntime } from '../../app/runtime-context';
import { useEditForm } from '../../app/use-edit-form';

export interface CreateFormOptions {
  values: () => FormValues;
  schema: ZodType;
  create: (values: FormValues, signal: AbortSignal) => Promise<FormValues>;
  /** After the record is created, with the server's version of it. */
  onCreated: (saved: FormValues) => void;
  /** Closes the dialog. */
  onClose: () => void;
}

/**
 * A create dialog's form on the edit-form machine: lazy rules, a failed save keeps what was typed and shows
 * the server's text in the dialog, and Cancel with unsaved input asks first (decision 021's prompt).
 */
export function useCreateForm({ values, schema, create, onCreated, onClose }: CreateFormOptions) {
  const runtime = useRuntime();
  const form = useEditForm({
    input: { values: values(), schema },
    save: ({ values: typed }, signal) => create(typed, signal),
    onSaved: (saved) => onCreated(saved),
  });
  const cancel = async () => {
    if (!selectIsDirty(form.getSnapshot()) || (await runtime.confirm(discardPrompt))) onClose();
  };
  return { form, cancel: () => void cancel() };
}
