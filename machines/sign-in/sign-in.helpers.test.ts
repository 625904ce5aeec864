import { describe, expect, it } from 'vitest';
import { errorText } from '../shared/error-text';
import { accountSelectionPath, readClock, safeReturnUrl } from './sign-in.helpers';

describe('errorText', () => {
  it('reads an Error, a string or an error body, else the catalogue fallback', () => {
    expect(errorText(new Error('Bad password'))).toBe('Bad password');
    expect(errorText('Plain text')).toBe('Plain text');
    expect(errorText({ statusText: 'From body', code: 'x' })).toBe('From body');
    expect(errorText(new Error('  '))).toBe('Unknown server error');
    expect(errorText({ statusText: '' })).toBe('Unknown server error');
    expect(errorText(null)).toBe('Unknown server error');
    expect(errorText(undefined)).toBe('Unknown server error');
  });
});

describe('safeReturnUrl', () => {
  it('keeps paths on this site only', () => {
    expect(safeReturnUrl('/orders?x=1')).toBe('/orders?x=1');
    expect(safeReturnUrl(' /loads ')).toBe('/loads');
    for (const bad of [
      '',
      '  ',
      null,
      undefined,
      'orders',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
    ]) {
      expect(safeReturnUrl(bad)).toBeNull();
    }
  });
});

describe('accountSelectionPath', () => {
  it('carries the returnUrl', () => {
    expect(accountSelectionPath(null)).toBe('/login/account-selection');
    expect(accountSelectionPath('/a b')).toBe('/login/account-selection?returnUrl=%2Fa%20b');
  });
});

describe('readClock', () => {
  it('reads the local wall clock and the offset', () => {
    const now = new Date(2025, 8, 4, 7, 5, 9);
    expect(readClock(now)).toEqual({
      localTime: '2025-09-04T07:05:09',
      timezoneOffsetMinutes: now.getTimezoneOffset(),
    });
  });
});
