// What every string of the contract must be (`plainString` in scalars.ts builds its schema on these), without
// zod: the entry script checks the stored session with them (docs/decisions/090).

/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL text cannot hold NUL at all
 * (the insert fails), and the others are never typed into a form: they only come from probes or broken
 * clients, and would corrupt CSV exports and mail headers if stored.
 */
export const controlCharacterMessage = 'Must not contain control characters';
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

/**
 * Half of a UTF-16 pair with no other half ("\ud800"). JSON may carry one as an escape and JavaScript keeps
 * it, but it is no character: a driver stores U+FFFD in its place, and a jsonb column (change logs) refuses
 * it outright. With the `u` flag a proper pair is one code point, so only a lone half matches.
 * (`String.prototype.isWellFormed` says the same; the contract's library target predates it.)
 */
export const malformedTextMessage = 'Must not contain broken characters';
const loneSurrogate = /[\uD800-\uDFFF]/u;
export const isWellFormedText = (value: string): boolean => !loneSurrogate.test(value);
