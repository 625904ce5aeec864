/**
 * Serialisable references to validation schemas (issue #29, decision 087). An edit form's input holds its
 * zod schema, which a recording cannot carry (a schema is code); a schema named here is written as
 * `{ "$schema": "loadForm" }` (`toJson`) and found again by that name at replay (`fromJson`). Zod-free, so
 * the inspector's serialiser stays out of the schemas' way: the names are given where the schemas are
 * gathered (`machines/edit-form/form-schemas.ts`).
 */
const names = new WeakMap<object, string>();
const byName = new Map<string, object>();

/** Names `schema` for recordings; the same schema under another name, or a name taken twice, is an error. */
export function nameSchema<T extends object>(name: string, schema: T): T {
  const known = byName.get(name);
  if ((known && known !== schema) || (names.has(schema) && names.get(schema) !== name))
    throw new Error(`the schema name '${name}' is given twice`);
  names.set(schema, name);
  byName.set(name, schema);
  return schema;
}

/** A zod schema (zod 4 keeps its internals under `_zod`), told apart without importing zod. */
export const isSchema = (value: object): boolean => '_zod' in value;

/** The name a schema was given, or null. */
export const schemaName = (schema: object): string | null => names.get(schema) ?? null;

/** The schema of that name, or undefined while no module named it. */
export const namedSchema = (name: string): object | undefined => byName.get(name);

/** How a schema is written in a recording. */
export interface SchemaRef {
  $schema: string | null;
}

export const isSchemaRef = (value: unknown): value is SchemaRef =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  '$schema' in value;
