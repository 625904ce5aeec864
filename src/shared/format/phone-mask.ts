/** Spec 1 §5 and §9: the request-access phone mask; '#' is one digit, everything else is literal. */
export const usPhoneMask = '+1 (###) ###-#### ext. ###';

const countryPrefix = '+1';
const maxDigits = 13;

/**
 * Formats typed or pasted text into the mask. The leading '+1' is the mask's own literal, so it is dropped
 * before the digits are read: that keeps the mask idempotent as the field re-formats its own value.
 * Separators are written only in front of a digit that follows them, so Backspace over a ')' or '-' is
 * never undone by the next format.
 */
export function formatUsPhone(raw: string): string {
  const trimmed = raw.trimStart();
  const body = trimmed.startsWith(countryPrefix) ? trimmed.slice(countryPrefix.length) : trimmed;
  const digits = body.replace(/\D/g, '').slice(0, maxDigits);
  if (!digits) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6, 10);
  const ext = digits.slice(10);
  let out = `${countryPrefix} (${area}`;
  if (exchange) out += `) ${exchange}`;
  if (line) out += `-${line}`;
  if (ext) out += ` ext. ${ext}`;
  return out;
}
