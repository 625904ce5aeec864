import type { ZodType } from 'zod';
import type { LiveRecordType } from '#contract/live-events';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { useRuntime } from '../../../app/runtime-context';
import { useEditForm } from '../../../app/use-edit-form';

export interface RecordEditorOptions {
  id: number;
  /** The record as the live desk names it: another person's save shows here (issue #28). */
  liveType: LiveRecordType;
  schema: ZodType;
  load: (id: number, signal: AbortSignal) => Promise<FormValues>;
  save: (id: number, values: FormValues, signal: AbortSignal) => Promise<FormValues>;
  /** The snackbar after a save, e.g. 'Customer Willamette Cellars saved'. */
  savedText: (saved: FormValues) => string;
  onSaved?: (saved: FormValues) => void;
}

/**
 * A record page's Details form on the edit-form machine (decision 021): loads the record, saves it with its
 * stale-write token, offers the stale-write choice, and asks before unsaved changes are left behind.
 */
export function useRecordEditor({
  id,
  liveType,
  schema,
  load,
  save,
  savedText,
  onSaved,
}: RecordEditorOptions) {
  const runtime = useRuntime();
  return useEditForm({
    input: { key: id, schema },
    load: (_, signal) => load(id, signal),
    save: ({ values }, signal) => save(id, values, signal),
    onSaved: (saved) => {
      runtime.showSnackbar({ text: savedText(saved), severity: 'success' });
      onSaved?.(saved);
    },
    live: { type: liveType, id },
  });
}
