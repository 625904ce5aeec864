import { describe, expect, it } from 'vitest';
import type { Db } from './connect';
import { idArray, perDatabase } from './prepared';

describe('perDatabase', () => {
  it('builds once per database handle and again for another handle', () => {
    let builds = 0;
    const prepared = perDatabase((db) => ({ db, n: ++builds }));
    const one = {} as Db;
    const two = {} as Db;
    expect(prepared(one)).toBe(prepared(one));
    expect(prepared(one).n).toBe(1);
    expect(prepared(two).n).toBe(2);
    expect(prepared(two).db).toBe(two);
    expect(builds).toBe(2);
  });
});

describe('idArray', () => {
  it('writes ids as one int[] literal, whole numbers only', () => {
    expect(idArray([3, 1, 2])).toBe('{3,1,2}');
    expect(idArray([])).toBe('{}');
    expect(idArray([4.7])).toBe('{4}');
  });
});
