import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { diffJson, jsonEqual } from './context-diff';
import { fromJson, toJson } from './serialize';

describe('toJson and fromJson', () => {
  it('make plain JSON of machine data and give Errors back', () => {
    const error = Object.assign(new Error('Nope'), { name: 'ApiError', status: 401 });
    const json = toJson({ a: undefined, f: () => 1, d: new Date(0), e: error, list: [undefined, 1], n: NaN });
    expect(json).toEqual({
      d: '1970-01-01T00:00:00.000Z',
      e: { $error: { name: 'ApiError', status: 401, message: 'Nope' } },
      list: [null, 1],
      n: null,
    });
    const back = fromJson(json) as { e: Error & { status: number } };
    expect(back.e).toBeInstanceOf(Error);
    expect(back.e).toMatchObject({ name: 'ApiError', message: 'Nope', status: 401 });
  });

  it('writes an actor ref as its id and a cycle as a marker', () => {
    const actor = createActor(createMachine({}), { id: 'child' });
    const cyclic: Record<string, unknown> = { actor };
    cyclic.self = cyclic;
    expect(toJson(cyclic)).toEqual({ actor: { $actor: 'child' }, self: '[circular]' });
  });
});

describe('diffJson', () => {
  it('lists the changed leaves by path', () => {
    expect(diffJson({ a: 1, b: { c: 'x', d: [1, 2] } }, { a: 1, b: { c: 'y', d: [1, 3] }, e: true })).toEqual(
      [
        { path: 'b.c', before: 'x', after: 'y' },
        { path: 'b.d.1', before: 2, after: 3 },
        { path: 'e', before: undefined, after: true },
      ],
    );
    expect(diffJson({ q: [1] }, { q: [1, 2] })).toEqual([{ path: 'q', before: [1], after: [1, 2] }]);
    expect(jsonEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
  });
});
