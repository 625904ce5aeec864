import type { ZodType } from 'zod';

/** A form's values by field name: the record as the server sends it, or the fields of a create form. */
export type FormValues = Readonly<Record<string, unknown>>;
/** Messages by field name ('firstName'; a nested path joined with dots, 'items.0.email'). */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The form's rules: the messages of what breaks them, and the values to send (a schema may trim or
 * default). Kept as a function in context so the context stays plain data for the inspector.
 */
export type FormRules = (values: FormValues) => { values: FormValues; errors: FieldErrors };

const noRules: FormRules = (values) => ({ values, errors: {} });

/**
 * Rules from a zod schema: the first message of each field, keyed by the issue's path. Parsed output is
 * laid over the values, so an object schema naming only the edited fields leaves the rest of a record
 * (ids, dateModified) as it was; a refinement without a path lands on '' (a form-level message).
 */
export const schemaRules = (schema?: ZodType | null): FormRules => {
  if (!schema) return noRules;
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) {
      const data = result.data;
      const parsed = typeof data === 'object' && data !== null ? (data as FormValues) : {};
      return { values: { ...values, ...parsed }, errors: {} };
    }
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      errors[field] ??= issue.message;
    }
    return { values, errors };
  };
};

/** Structural equality of plain data (what JSON carries); '' and null are different values. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The fields whose value differs from the baseline: what the person changed. */
export const changedFields = (pristine: FormValues, values: FormValues): FormValues =>
  Object.fromEntries(Object.entries(values).filter(([field, value]) => !sameValue(value, pristine[field])));

export const isDirty = (pristine: FormValues, values: FormValues): boolean =>
  Object.keys(changedFields(pristine, values)).length > 0 ||
  Object.keys(pristine).some((field) => !(field in values));

/**
 * "Keep mine" after a stale write: their version, with the fields this person changed laid over it. A
 * field both changed takes this person's value; everything else (their edits, the new dateModified) is theirs.
 */
export const rebase = (oldPristine: FormValues, mine: FormValues, theirs: FormValues): FormValues => ({
  ...theirs,
  ...changedFields(oldPristine, mine),
});

/** The field messages of a refused save (ApiError.fields), if the error carries any. */
export const serverFieldErrors = (error: unknown): FieldErrors => {
  const fields = (error as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/** A 409 whose code says someone else saved first (the error body's `stale_write`). */
export const isStaleWrite = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'stale_write';

export const without = (errors: FieldErrors, field: string): FieldErrors => {
  if (!(field in errors)) return errors;
  const { [field]: _, ...rest } = errors;
  return rest;
};
