import type { SnapshotFrom } from 'xstate';
import type { editFormMachine } from './edit-form.machine';
import type { FieldConflict, MergeSide } from './edit-form.merge';
import { isDirty, type FormValues } from './edit-form.values';

export type EditFormSnapshot = SnapshotFrom<typeof editFormMachine>;

/** Texts of the stale-write choice (docs/decisions/021). The message itself is the server's. */
export const staleWriteTexts = {
  reload: 'Reload their version',
  keepMine: 'Merge my changes',
  merged: 'Their changes are in, and yours are kept. Review them and save again.',
} as const;

export interface MergeView {
  who: string | null;
  theirFields: readonly string[];
  record: { type: string; id: number } | null;
  conflicts: readonly (FieldConflict & { side: MergeSide })[];
  /** Both sides whole, for the names a record carries beside its references (`carrierName`). */
  theirs: FormValues;
  mine: FormValues;
}

/** A field's contract name in words: 'trailerNumber' → 'trailer number'. */
const fieldWords = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** 'trailer number' / 'a, b and c'; nothing named reads 'this record'. */
const changedWhat = (words: readonly string[]) =>
  words.length === 0
    ? 'this record'
    : words.length === 1
      ? words[0]!
      : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;

/**
 * The live desk's sentence (issue #28): "Dana Whitaker changed trailer number and notes." A reader who may
 * not know who made the change reads "Someone"; a change without named fields "this record".
 */
export function changedElsewhereText(change: { who: string | null; fields: readonly string[] }): string {
  const words = change.fields.map(fieldWords);
  const what = changedWhat(words);
  return `${change.who ?? 'Someone'} changed ${what}.`;
}

/** A record as a person names it: 'load', 12 → 'Load #12'. */
export const recordTitle = (record: { type: string; id: number }) =>
  `${record.type.charAt(0).toUpperCase()}${record.type.slice(1)} #${record.id}`;

/**
 * The merge's sentence (issue #28): "Dana Whitaker changed Trailer Number on Load #12." The form's own
 * labels name the fields when given; a field without one reads as its words.
 */
export function changedOnText(
  change: { who: string | null; theirFields: readonly string[]; record: { type: string; id: number } | null },
  label: (field: string) => string = fieldWords,
): string {
  const words = change.theirFields.map(label);
  const what = changedWhat(words);
  const on = change.record && words.length > 0 ? ` on ${recordTitle(change.record)}` : '';
  return `${change.who ?? 'Someone'} changed ${what}${on}.`;
}

/** The discard prompt, as the global confirm dialog shows it. */
export const discardPrompt = {
  title: 'Discard changes?',
  message: 'You have unsaved changes. Leave this page and discard them?',
  confirmText: 'Discard',
  cancelText: 'Keep editing',
  color: 'warning',
} as const;

export const selectIsLoading = (s: EditFormSnapshot) => s.matches('loading');
export const selectLoadFailed = (s: EditFormSnapshot) => s.matches('loadFailed');
/** The load was answered 404: the record is missing, or not the caller's to see (the server answers alike). */
export const selectLoadNotFound = (s: EditFormSnapshot) => s.matches('loadFailed') && s.context.loadNotFound;
/** Spinner and disabled buttons: loading, saving, reloading after a stale write. */
export const selectIsBusy = (s: EditFormSnapshot) => s.hasTag('busy');
export const selectIsSaving = (s: EditFormSnapshot) => s.matches({ open: { form: 'saving' } });
/** Inputs take typing only while editing: not while loading, saving or choosing after a stale write. */
export const selectIsEditable = (s: EditFormSnapshot) => s.hasTag('editable');
/** Whether the form was opened with values to create a record rather than a loaded one. */
export const selectIsCreate = (s: EditFormSnapshot) => s.context.mode === 'create';

export const selectValues = (s: EditFormSnapshot) => s.context.values;
export const selectValue = (s: EditFormSnapshot, field: string): unknown => s.context.values[field];
/** A text field's value; null and undefined show as ''. */
export const selectText = (s: EditFormSnapshot, field: string): string => {
  const value = s.context.values[field];
  return value === null || value === undefined ? '' : String(value);
};
export const selectPristine = (s: EditFormSnapshot): FormValues => s.context.pristine;
export const selectIsDirty = (s: EditFormSnapshot) => isDirty(s.context.pristine, s.context.values);

/**
 * The message under a field: the server's for a refused save (until the field changes), else the rules'
 * once a save was tried.
 */
export const selectFieldError = (s: EditFormSnapshot, field: string): string | undefined =>
  s.context.serverErrors[field] ?? (s.context.attempted ? s.context.fieldErrors[field] : undefined);

/** Save: enabled with changes (or in create mode) while editing; a click on an invalid form shows the messages. */
export const selectCanSave = (s: EditFormSnapshot) => s.can({ type: 'form.save' });
export const selectCanReset = (s: EditFormSnapshot) => s.can({ type: 'form.reset' });

export const selectIsSaved = (s: EditFormSnapshot) =>
  s.matches({ open: { form: { editing: { notice: 'saved' } } } });
export const selectIsStale = (s: EditFormSnapshot) => s.matches({ open: { form: 'stale' } });
/**
 * The merge view (issue #28): someone else saved while I had unsaved changes, and we both changed some
 * fields; each conflict with the side chosen (mine until chosen).
 */
export const selectMergeView = (s: EditFormSnapshot): MergeView | null => {
  const merge = s.context.merge;
  if (!merge || !s.matches({ open: { form: 'resolving' } })) return null;
  return {
    who: merge.who,
    theirFields: merge.theirFields,
    record: s.context.record,
    conflicts: merge.conflicts.map((c) => ({ ...c, side: merge.choices[c.field] ?? 'mine' })),
    theirs: merge.theirs,
    mine: s.context.values,
  };
};
/** After a merge: what they changed, which of my fields stayed, and that it is mine to review and save. */
export const selectMerged = (s: EditFormSnapshot) => {
  const merge = s.context.merge;
  if (!merge || !s.matches({ open: { form: { editing: { notice: 'merged' } } } })) return null;
  return { who: merge.who, theirFields: merge.theirFields, record: s.context.record };
};
/** Someone else saved the record and the form now shows their version. */
export const selectRefreshed = (s: EditFormSnapshot) =>
  s.matches({ open: { form: { editing: { notice: 'refreshed' } } } }) ? s.context.elsewhere : null;
/** The banner of a failed load or save, or the stale-write message; null otherwise. */
export const selectError = (s: EditFormSnapshot) => (s.hasTag('error') ? s.context.error : null);
export const selectCanDismissError = (s: EditFormSnapshot) => s.can({ type: 'notice.dismiss' });

export const selectIsConfirmingLeave = (s: EditFormSnapshot) => s.matches({ open: { leave: 'confirming' } });
/**
 * Whether a navigation away must be held for this form: unsaved changes not yet released by the
 * discard prompt (or the prompt is open).
 */
export const selectBlocksLeaving = (s: EditFormSnapshot) =>
  s.status === 'active' &&
  (s.matches({ open: { leave: 'confirming' } }) ||
    (s.matches({ open: { leave: 'idle' } }) && selectIsDirty(s)));
