import { z } from 'zod';

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

const isSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Keys of a zod definition that hold one child schema, and those that hold a list of them. */
const childKeys = [
  'innerType',
  'element',
  'in',
  'out',
  'left',
  'right',
  'keyType',
  'valueType',
  'rest',
  'catchall',
];
const childListKeys = ['options', 'items'];

function visitSchema(schema: AnySchema, seen: Set<unknown>) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  if (def.type === 'literal') {
    const values = def.values as unknown[];
    // zod-to-openapi renders a literal as `enum: [values[0]]`; metadata wins over what it derives.
    if (values.length > 1)
      z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), enum: [...values] });
    return;
  }
  if (def.type === 'nullable' && isSchema(def.innerType)) {
    const inner = def.innerType._zod.def;
    // A nullable code list: the generator writes `type: [number, null]` beside the values, and a JSON Schema
    // enum that lacks null refuses null whatever the type says, so null joins the list.
    if (inner.type === 'literal' && (inner.values as unknown[]).length > 1)
      z.globalRegistry.add(schema, {
        ...z.globalRegistry.get(schema),
        enum: [...(inner.values as unknown[]), null],
      });
  }
  if (def.type === 'object') {
    for (const child of Object.values(def.shape as Record<string, unknown>))
      if (isSchema(child)) visitSchema(child, seen);
  }
  if (def.type === 'lazy') visitSchema((def.getter as () => AnySchema)(), seen);
  for (const key of childKeys) if (isSchema(def[key])) visitSchema(def[key], seen);
  for (const key of childListKeys) {
    const list = def[key];
    if (Array.isArray(list)) for (const child of list) if (isSchema(child)) visitSchema(child, seen);
  }
}

function visit(value: unknown, seen: Set<unknown>) {
  if (isSchema(value)) return visitSchema(value, seen);
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child, seen);
}

/**
 * The contract's code lists are `z.literal([1, 2, 3, …])` (api/contract/codes.ts), and the OpenAPI
 * generator of @hono/zod-openapi keeps only the first value (compare type shown as `[1]` where 1-5, 8, 9
 * are accepted), so a client generated from the document refused valid requests. This walks every
 * registered route's schemas and states each multi-value literal's whole list as schema metadata, which
 * the generator copies into the document. Remove once the generator keeps every value itself.
 */
export function documentCodeLists(definitions: readonly unknown[]) {
  visit(definitions, new Set());
}
