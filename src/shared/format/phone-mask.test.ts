import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsPhone, usPhoneMask } from './phone-mask';

/** True when `value` is the start of the mask with each '#' filled by a digit. */
const fitsMaskPrefix = (value: string) =>
  value.length <= usPhoneMask.length &&
  [...value].every((ch, i) => (usPhoneMask[i] === '#' ? /\d/.test(ch) : ch === usPhoneMask[i]));

/** The digits a person meant: everything after an optional leading '+1', at most 13. */
const intendedDigits = (raw: string) => {
  const t = raw.trimStart();
  return (t.startsWith('+1') ? t.slice(2) : t).replace(/\D/g, '').slice(0, 13);
};

const phoneish = fc.string({
  unit: fc.constantFrom(...'0123456789 ()+-.xext'.split(''), '1', '+1 ('),
  maxLength: 40,
});
const anyText = fc.oneof(phoneish, fc.string({ maxLength: 40 }));

describe('formatUsPhone', () => {
  it('formats as the person types', () => {
    expect(formatUsPhone('')).toBe('');
    expect(formatUsPhone('5')).toBe('+1 (5');
    expect(formatUsPhone('555')).toBe('+1 (555');
    expect(formatUsPhone('5551')).toBe('+1 (555) 1');
    expect(formatUsPhone('5551234')).toBe('+1 (555) 123-4');
    expect(formatUsPhone('5551234567')).toBe('+1 (555) 123-4567');
    expect(formatUsPhone('5551234567123')).toBe('+1 (555) 123-4567 ext. 123');
    expect(formatUsPhone('55512345671234')).toBe('+1 (555) 123-4567 ext. 123');
  });

  it('reads its own output and pasted numbers', () => {
    expect(formatUsPhone('+1 (555) 123-4567 ext. 12')).toBe('+1 (555) 123-4567 ext. 12');
    expect(formatUsPhone('+1 (555) 123-45678')).toBe('+1 (555) 123-4567 ext. 8');
    expect(formatUsPhone('(555) 123.4567')).toBe('+1 (555) 123-4567');
    expect(formatUsPhone('+1 (')).toBe('');
  });

  it('lets Backspace remove a separator without it coming back', () => {
    // '+1 (555) 1' with the 1 deleted, then the ') ' that is no longer followed by a digit.
    expect(formatUsPhone('+1 (555) ')).toBe('+1 (555');
    expect(formatUsPhone('+1 (555) 123-')).toBe('+1 (555) 123');
  });

  it('always fits the start of the mask', () => {
    fc.assert(fc.property(anyText, (raw) => fitsMaskPrefix(formatUsPhone(raw))));
  });

  it('keeps the typed digits, in order', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const out = formatUsPhone(raw);
        const kept = out ? out.slice(2).replace(/\D/g, '') : '';
        expect(kept).toBe(intendedDigits(raw));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const once = formatUsPhone(raw);
        expect(formatUsPhone(once)).toBe(once);
      }),
    );
  });
});
