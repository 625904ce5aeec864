import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSensitiveKey, redact, redactedText } from './redact';

describe('redact', () => {
  it('hides passwords, tokens, hashes and secrets by key name, at any depth', () => {
    expect(
      redact({
        login: 'dana@example.com',
        password: 'hunter2',
        confirm: 'hunter2',
        signIn: { token: 'abc', userIdentities: [{ hash: 'h1', identityName: 'Dana' }] },
        startIdentityHash: 'h1',
        client_secret: 's',
        apiKey: 'k',
      }),
    ).toEqual({
      login: 'dana@example.com',
      password: redactedText,
      confirm: redactedText,
      signIn: { token: redactedText, userIdentities: [{ hash: redactedText, identityName: 'Dana' }] },
      startIdentityHash: redactedText,
      client_secret: redactedText,
      apiKey: redactedText,
    });
  });

  it('hides the value of a form change to a secret field', () => {
    expect(redact({ type: 'field.changed', field: 'password', value: 'hunter2' })).toEqual({
      type: 'field.changed',
      field: 'password',
      value: redactedText,
    });
    expect(redact({ type: 'field.changed', field: 'login', value: 'dana' })).toMatchObject({ value: 'dana' });
  });

  it('keeps empty secrets visible, as whether one was typed matters', () => {
    expect(redact({ password: '', token: null })).toEqual({ password: '', token: null });
  });

  it('returns JSON: functions dropped, errors kept by name and message', () => {
    expect(redact({ readAuth: () => null, error: new Error('boom') })).toEqual({
      error: { $error: { name: 'Error', message: 'boom' } },
    });
  });

  it('replaces whatever sits under a sensitive key, however deep', () => {
    const key = fc.constantFrom(
      'password',
      'newPassword',
      'token',
      'deviceToken',
      'hash',
      'resetHash',
      'secret',
    );
    fc.assert(
      fc.property(key, fc.string({ minLength: 1 }), fc.integer({ min: 0, max: 3 }), (k, secret, depth) => {
        let value: unknown = { [k]: secret, other: 'kept' };
        let expected: unknown = { [k]: redactedText, other: 'kept' };
        for (let i = 0; i < depth; i++) {
          value = { nested: [value] };
          expected = { nested: [expected] };
        }
        expect(redact(value)).toEqual(expected);
      }),
    );
  });

  it('names sensitive keys', () => {
    expect(['password', 'Password', 'startToken', 'identity_hash', 'confirm'].every(isSensitiveKey)).toBe(
      true,
    );
    expect(['login', 'email', 'confirmText', 'hasStoredIdentity'].some(isSensitiveKey)).toBe(false);
  });
});
