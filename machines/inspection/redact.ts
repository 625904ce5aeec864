import type { FieldKind } from '#contract/field-kinds';
import { contractKindTable } from './redact-kind-table';
import { toJson, type Json } from './serialize';

export const redactedText = '[redacted]';

/**
 * Names machines give, outside the contract, to values of a kind the contract marks: the text a person types
 * in a note, a description or a search box (any of which may hold a name or an address).
 */
const machineWords: Readonly<Record<string, FieldKind>> = {
  draft: 'freeText',
  text: 'freeText',
  searchText: 'freeText',
};

// Secrets that live only in machines (a stored identity's hash, a start token) are named so: any key whose
// normalised name holds one of these parts, or is one of the short names.
const secretParts = [
  'password',
  'passwd',
  'secret',
  'token',
  'hash',
  'apikey',
  'authorization',
  'cookie',
  'credential',
];
const secretNames = new Set(['confirm', 'pin', 'otp']);
const normalise = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');
const namesSecret = (key: string) => {
  const k = normalise(key);
  return secretNames.has(k) || secretParts.some((part) => k.includes(part));
};

const own = (table: Readonly<Record<string, FieldKind>>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * The kind of value a key holds: the contract's mark on the field of that name (api/contract, `ofKind`, read
 * from the generated `redact-kind-table.ts` so the browser loads no entity schema for it), else a machine's
 * word for typed text, else 'secret' for a secret's name; undefined when it is none.
 */
export function kindOfKey(key: string): FieldKind | undefined {
  return own(contractKindTable, key) ?? own(machineWords, key) ?? (namesSecret(key) ? 'secret' : undefined);
}

// `{ field: 'password', value: '…' }` (a form's change event) carries the value under a neutral key.
const namedBy = ['field', 'name', 'key'];
const valueKeys = new Set(['value', 'values']);
const errorKey = '$error';
const fieldMessages = 'fieldErrors';

/** Every string and number inside replaced; empty values, booleans and the shape kept. */
const hide = (v: Json): Json => {
  if (Array.isArray(v)) return v.map(hide);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, hide(x)]));
  return v === '' || v === null || typeof v === 'boolean' ? v : redactedText;
};

/**
 * A JSON copy of `value` with every value of a sensitive kind (money, names, addresses, e-mail, phone, free
 * text, secrets) replaced by '[redacted]', at any depth, by the kind of the field that holds it. Empty values
 * ('' and null) stay as they are: whether a password was typed matters to a reader and to a replay.
 */
export function redact(value: unknown): Json {
  const walk = (v: Json): Json => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    const hidesValue = namedBy.some((k) => typeof v[k] === 'string' && kindOfKey(v[k] as string));
    const out: Record<string, Json> = {};
    for (const [key, item] of Object.entries(v)) {
      // A serialised error's name and message, and the messages a form shows by field, are the program's and
      // the server's words, not a person's.
      if (key === errorKey) out[key] = item;
      else if (key === fieldMessages && item && typeof item === 'object' && !Array.isArray(item))
        out[key] = Object.fromEntries(Object.entries(item).map(([field, text]) => [field, walk(text)]));
      else out[key] = kindOfKey(key) || (hidesValue && valueKeys.has(key)) ? hide(item) : walk(item);
    }
    return out;
  };
  return walk(toJson(value));
}
