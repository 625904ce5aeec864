import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatStoragePhone } from './format-phone';

describe('formatStoragePhone', () => {
  it('shows ten digits as (xxx) xxx-xxxx, whatever separated them', () => {
    expect(formatStoragePhone('5035550142')).toBe('(503) 555-0142');
    expect(formatStoragePhone('503.555.0142')).toBe('(503) 555-0142');
  });

  it('leaves other numbers as stored, and empty as empty', () => {
    expect(formatStoragePhone('555-0142')).toBe('555-0142');
    expect(formatStoragePhone('+1 503 555 0142')).toBe('+1 503 555 0142');
    expect(formatStoragePhone(null)).toBe('');
  });

  it('keeps every digit of a ten-digit number, in order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const shown = formatStoragePhone(digits);
        expect(shown).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
        expect(shown.replace(/\D/g, '')).toBe(digits);
      }),
    );
  });
});
