import type { Json } from './serialize';

/** One changed leaf between two JSON values; `path` is dotted ('values.firstName', 'queue.0.text'). */
export interface JsonChange {
  path: string;
  before: Json | undefined;
  after: Json | undefined;
}

const isRecord = (v: Json | undefined): v is { [key: string]: Json } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep equality of JSON values (key order ignored). */
export const jsonEqual = (a: Json | undefined, b: Json | undefined): boolean => diffJson(a, b).length === 0;

/**
 * The leaves that differ between two JSON values, in key order, recursing into objects and into arrays of
 * equal length (a grown or shrunk array is one change, read more easily whole).
 */
export function diffJson(before: Json | undefined, after: Json | undefined, path = ''): JsonChange[] {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffJson(before[key], after[key], at(key)));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, i) => diffJson(item, after[i], at(i)));
  }
  if (before === after) return [];
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, before, after }];
}
