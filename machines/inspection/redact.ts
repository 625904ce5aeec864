import { toJson, type Json } from './serialize';

export const redactedText = '[redacted]';

// Normalised key names (lower case, no separators) that hold a secret, wherever they appear: passwords and
// their confirmation, session and device tokens, identity and reset-link hashes, secrets and keys.
const sensitiveParts = [
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
const sensitiveNames = new Set(['confirm', 'pin', 'otp']);

const normalise = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether a key names a secret: 'password', 'confirm', 'startToken', 'identityHash', 'client_secret'… */
export const isSensitiveKey = (key: string): boolean => {
  const k = normalise(key);
  return sensitiveNames.has(k) || sensitiveParts.some((part) => k.includes(part));
};

// `{ field: 'password', value: '…' }` (a form's change event) carries the secret under a neutral key.
const namedBy = ['field', 'name', 'key'];
const valueKeys = new Set(['value', 'values']);

/**
 * A JSON copy of `value` with every secret replaced by '[redacted]', by key name, at any depth. Empty
 * values ('' and null) stay as they are: whether a password was typed matters to a reader and to a replay.
 */
export function redact(value: unknown): Json {
  const walk = (v: Json): Json => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    const hidesValue = namedBy.some((k) => typeof v[k] === 'string' && isSensitiveKey(v[k] as string));
    const out: Record<string, Json> = {};
    for (const [key, item] of Object.entries(v)) {
      const secret = isSensitiveKey(key) || (hidesValue && valueKeys.has(key));
      out[key] = secret && item !== null && item !== '' ? redactedText : walk(item);
    }
    return out;
  };
  return walk(toJson(value));
}
