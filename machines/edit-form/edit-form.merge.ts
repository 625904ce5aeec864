import { changedFields, sameValue, type FormValues } from './edit-form.values';

/** Which value a field both people changed keeps: their saved one, or the one typed here. */
export type MergeSide = 'theirs' | 'mine';

/** A field both people changed, to different values. */
export interface FieldConflict {
  field: string;
  base: unknown;
  theirs: unknown;
  mine: unknown;
}

/**
 * A three-way merge of a form (issue #28): the version loaded before typing (base), the version saved
 * elsewhere since (theirs) and what was typed here (mine). Plain data, so the inspector shows it.
 */
export interface FormMerge {
  /** Who saved theirs, when the reader may know it. */
  who: string | null;
  /** The fields their save changed (base → theirs), besides the version. */
  theirFields: string[];
  /** Their version: the baseline once merged, so the next save is not stale. */
  theirs: FormValues;
  /** Theirs with the fields only I changed laid over it; conflicts still to choose. */
  merged: FormValues;
  conflicts: FieldConflict[];
  /** The side chosen for each conflict; a conflict not chosen keeps mine, so no typed value is lost. */
  choices: Readonly<Record<string, MergeSide>>;
}

/** Fields that only tell the version: never a change of the person's, never a conflict. */
const versionFields = new Set(['dateModified', 'dateCreated']);

/**
 * Fields only I changed keep mine; fields only they changed take theirs; a field both changed to the same
 * value is no conflict; one both changed to different values is, and keeps `choices` made before (a
 * newer version arriving while the person chooses).
 */
export function mergeForm(
  base: FormValues,
  mine: FormValues,
  theirs: FormValues,
  who: string | null,
  choices: Readonly<Record<string, MergeSide>> = {},
): FormMerge {
  const minesChanged = changedFields(base, mine);
  const theirFields = Object.keys(changedFields(base, theirs)).filter((f) => !versionFields.has(f));
  const conflicts: FieldConflict[] = [];
  const merged: Record<string, unknown> = { ...theirs };
  for (const [field, value] of Object.entries(minesChanged)) {
    if (versionFields.has(field)) continue;
    merged[field] = value;
    if (theirFields.includes(field) && !sameValue(value, theirs[field]))
      conflicts.push({ field, base: base[field], theirs: theirs[field], mine: value });
  }
  const kept = Object.fromEntries(
    Object.entries(choices).filter(([field]) => conflicts.some((c) => c.field === field)),
  );
  return { who, theirFields, theirs, merged, conflicts, choices: kept };
}

/** The values the merge gives with the choices made: what the form shows after it. */
export const mergedValues = (merge: FormMerge): FormValues => ({
  ...merge.merged,
  ...Object.fromEntries(
    merge.conflicts.map((c) => [c.field, merge.choices[c.field] === 'theirs' ? c.theirs : c.mine]),
  ),
});

export const chooseSide = (merge: FormMerge, field: string, side: MergeSide): FormMerge =>
  merge.conflicts.some((c) => c.field === field)
    ? { ...merge, choices: { ...merge.choices, [field]: side } }
    : merge;
