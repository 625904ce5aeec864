import { isSchema, isSchemaRef, namedSchema, schemaName } from './schema-refs';

/** A JSON value: what crosses a BroadcastChannel, a recording file and a diff. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** How an Error is written, so a replay can hand the machine an Error again (errorText reads `message`). */
export interface SerializedError {
  $error: { name: string; message: string; [key: string]: Json };
}

const isActorRef = (value: object): boolean =>
  'sessionId' in value && typeof (value as { send?: unknown }).send === 'function';

/**
 * Turns machine data (context, events, input) into plain JSON: functions and undefined are dropped (as
 * JSON.stringify does), Errors keep their name, message and own fields, actor refs become their id, a zod
 * schema its name (`{ $schema }`), and a cycle becomes '[circular]'. Deterministic, so two serialisations of equal data compare equal.
 */
export function toJson(value: unknown): Json {
  const seen = new WeakSet<object>();
  const walk = (v: unknown): Json | undefined => {
    if (v === null) return null;
    if (typeof v === 'number') return Number.isFinite(v) ? v : null;
    if (typeof v === 'string' || typeof v === 'boolean') return v;
    if (typeof v === 'bigint') return v.toString();
    if (typeof v !== 'object') return undefined;
    if (seen.has(v)) return '[circular]';
    seen.add(v);
    try {
      if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
      if (v instanceof Error) {
        const fields = walk({ ...v }) as Record<string, Json>;
        return { $error: { ...fields, name: v.name, message: v.message } };
      }
      if (isActorRef(v)) return { $actor: String((v as { id?: unknown }).id ?? '') };
      // A validation schema is code: written as its name (schema-refs.ts), null when it has none.
      if (isSchema(v)) return { $schema: schemaName(v) };
      if (Array.isArray(v)) return v.map((item) => walk(item) ?? null);
      if (v instanceof Map) return walk(Object.fromEntries(v)) ?? null;
      if (v instanceof Set) return walk([...v]) ?? null;
      const out: Record<string, Json> = {};
      for (const [key, item] of Object.entries(v)) {
        const json = walk(item);
        if (json !== undefined) out[key] = json;
      }
      return out;
    } finally {
      seen.delete(v);
    }
  };
  return walk(value) ?? null;
}

const isSerializedError = (value: unknown): value is SerializedError =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  typeof (value as { $error?: unknown }).$error === 'object';

/**
 * The inverse of `toJson` where it matters to a machine: `{ $error }` objects become Errors again, and
 * `{ $schema }` the schema of that name (throws when no module loaded has named it).
 */
export function fromJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromJson);
  if (isSchemaRef(value)) {
    const schema = value.$schema === null ? undefined : namedSchema(value.$schema);
    if (!schema)
      throw new Error(
        `the recording holds the schema ${JSON.stringify(value.$schema)}, which no loaded module names (machines/edit-form/form-schemas.ts)`,
      );
    return schema;
  }
  if (isSerializedError(value)) {
    const { name, message, ...fields } = value.$error;
    return Object.assign(new Error(message), fromJson(fields) as object, { name });
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromJson(item)]));
  }
  return value;
}
