import { z } from 'zod';

/**
 * What kind of value a contract field holds, where that matters outside the API: a recording of a machine
 * (the inspector's Record, tests/replays/) keeps none of these (machines/inspection/redact.ts, decision 082).
 * Names are of people and of businesses (a customer may be one person); free text is whatever a person
 * types in a note, a direction or a description, which may hold any of the others.
 */
export const fieldKindNames = ['money', 'name', 'address', 'email', 'phone', 'freeText', 'secret'] as const;
export type FieldKind = (typeof fieldKindNames)[number];

/** The kinds of the contract's fields, by field schema. Its own registry: nothing of it reaches OpenAPI. */
export const fieldKinds = z.registry<{ kind: FieldKind }>();

/**
 * The field schema, marked as holding a `kind` of value: `revenue: ofKind('money', amount.nullable())`. The
 * mark goes on a copy, so a scalar shared by many fields (`derivedText`) is marked only where it is used
 * for this field; the copy validates and documents exactly as the original.
 */
export function ofKind<T extends z.ZodType>(kind: FieldKind, schema: T): T {
  const own = schema.clone(schema._zod.def) as T;
  fieldKinds.add(own, { kind });
  return own;
}
