import { describe, expect, it } from 'vitest';
import { withFields } from './related';

describe('withFields', () => {
  it('gives what a spread gives: the same keys in the same order, later values winning', () => {
    const row = { id: 1, name: 'a', when: new Date('2026-01-02T00:00:00Z'), note: null };
    const fields = { when: '2026-01-02T00:00:00.000Z', extra: true, name: 'b' };
    const made = withFields(row, fields);
    expect(made).toEqual({ ...row, ...fields });
    expect(Object.keys(made)).toEqual(Object.keys({ ...row, ...fields }));
    expect(JSON.stringify(made)).toBe(JSON.stringify({ ...row, ...fields }));
    expect(row.name).toBe('a');
  });
});
