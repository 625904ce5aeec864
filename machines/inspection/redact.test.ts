import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kindOfKey, redact, redactedText } from './redact';

describe('redact', () => {
  it('hides money, names, addresses, e-mail, phone and free text by the kind the contract gives the field', () => {
    expect(
      redact({
        loadId: 20,
        refLoadStatusId: 4,
        dateModified: '2026-03-01T08:00:00.000Z',
        revenue: 1850.75,
        carrierRate: 1275.5,
        carrierName: 'Coastline Freight',
        destination: 'Acme Foods, Fresno CA',
        zipCode: '93706',
        emailAddress: 'dana@example.com',
        primaryContactPhone: '(559) 555-0100',
        noteContent: 'Ask for Maria',
        hasAppointment: true,
      }),
    ).toEqual({
      loadId: 20,
      refLoadStatusId: 4,
      dateModified: '2026-03-01T08:00:00.000Z',
      revenue: redactedText,
      carrierRate: redactedText,
      carrierName: redactedText,
      destination: redactedText,
      zipCode: redactedText,
      emailAddress: redactedText,
      primaryContactPhone: redactedText,
      noteContent: redactedText,
      hasAppointment: true,
    });
  });

  it('hides every value inside a sensitive field, keeping its shape', () => {
    expect(redact({ city: ['Fresno', null, ''], name: { first: 'Dana', count: 2, flag: false } })).toEqual({
      city: [redactedText, null, ''],
      name: { first: redactedText, count: redactedText, flag: false },
    });
  });

  it('hides secrets: the contract’s, and those named so only in machines', () => {
    expect(
      redact({
        login: 'dana@example.com',
        password: 'hunter2',
        confirm: 'hunter2',
        signIn: { token: 'abc', userIdentities: [{ hash: 'h1', identityName: 'Dana', identityType: 'x' }] },
        startIdentityHash: 'h1',
        client_secret: 's',
        apiKey: 'k',
      }),
    ).toEqual({
      login: redactedText,
      password: redactedText,
      confirm: redactedText,
      signIn: {
        token: redactedText,
        userIdentities: [{ hash: redactedText, identityName: redactedText, identityType: 'x' }],
      },
      startIdentityHash: redactedText,
      client_secret: redactedText,
      apiKey: redactedText,
    });
  });

  it('hides the value of a form change to a sensitive field, and typed text', () => {
    expect(redact({ type: 'field.changed', field: 'password', value: 'hunter2' })).toMatchObject({
      value: redactedText,
    });
    expect(redact({ type: 'field.changed', field: 'revenue', value: 1850.75 })).toMatchObject({
      value: redactedText,
    });
    expect(redact({ type: 'field.changed', field: 'poNumber', value: 'PO-1' })).toMatchObject({
      value: 'PO-1',
    });
    expect(redact({ type: 'draft.changed', text: 'Call Maria' })).toEqual({
      type: 'draft.changed',
      text: redactedText,
    });
  });

  it('keeps the messages a form shows by field, which are the contract’s words', () => {
    expect(
      redact({ values: { firstName: 'Grace' }, fieldErrors: { firstName: 'This field is required' } }),
    ).toEqual({ values: { firstName: redactedText }, fieldErrors: { firstName: 'This field is required' } });
  });

  it('keeps empty values visible, as whether one was typed matters', () => {
    expect(redact({ password: '', token: null, revenue: null })).toEqual({
      password: '',
      token: null,
      revenue: null,
    });
  });

  it('returns JSON: functions dropped, errors kept by name and message', () => {
    expect(redact({ readAuth: () => null, error: new Error('boom') })).toEqual({
      error: { $error: { name: 'Error', message: 'boom' } },
    });
  });

  it('replaces whatever sits under a sensitive key, however deep', () => {
    const key = fc.constantFrom('password', 'deviceToken', 'revenue', 'carrierName', 'city', 'noteContent');
    const text = fc.string({ minLength: 1 }).filter((s) => s !== redactedText);
    fc.assert(
      fc.property(key, text, fc.integer({ min: 0, max: 3 }), (k, secret, depth) => {
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

  it('names kinds', () => {
    expect(['revenue', 'carrierName', 'address1', 'email', 'phoneNumber', 'special'].map(kindOfKey)).toEqual([
      'money',
      'name',
      'address',
      'email',
      'phone',
      'freeText',
    ]);
    expect(['password', 'startToken', 'identity_hash', 'confirm'].map(kindOfKey)).toEqual(
      Array(4).fill('secret'),
    );
    expect(['loadId', 'dateAdded', 'confirmText', 'hasStoredIdentity', 'poNumber'].map(kindOfKey)).toEqual(
      Array(5).fill(undefined),
    );
  });
});
