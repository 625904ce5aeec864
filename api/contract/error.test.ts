import { describe, expect, it } from 'vitest';
import { partialErrorBody } from './error';

describe('partialErrorBody', () => {
  it('keeps the fields of an error body, and only those', () => {
    const body = { statusText: 'Name is required', code: 'validation_failed', fields: { name: 'Required' } };
    expect(partialErrorBody({ ...body, requestId: 'r-1', extra: true })).toEqual({
      ...body,
      requestId: 'r-1',
    });
    expect(partialErrorBody({ code: 'forbidden' })).toEqual({ code: 'forbidden' });
  });

  it.each([
    ['HTML from a proxy', '<html>'],
    ['null', null],
    ['a list', [{ statusText: 'x' }]],
    ['a statusText that is not text', { statusText: 5, code: 'bad_request' }],
    ['fields that are a list', { statusText: 'x', fields: ['a'] }],
    ['a field message that is not text', { statusText: 'x', fields: { a: 1 } }],
    ['a request id that is not text', { statusText: 'x', requestId: 7 }],
  ])('gives nothing for %s', (_, value) => {
    expect(partialErrorBody(value)).toEqual({});
  });
});
