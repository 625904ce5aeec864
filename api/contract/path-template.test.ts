import { describe, expect, expectTypeOf, it } from 'vitest';
import { fillPath, type PathParams } from './path-template';
import { notePaths, systemUserPaths } from './paths';

describe('fillPath', () => {
  it('puts each value in its place', () => {
    expect(fillPath(systemUserPaths.getItemById, { id: 5 })).toBe('/api/System/SystemUsers/getItemById/5');
    expect(fillPath(notePaths.order.byId, { id: 3, noteId: 12 })).toBe('/api/Notes/OrderNotes/3/12');
  });

  it('names the parameters from the template', () => {
    expectTypeOf<PathParams<typeof notePaths.order.byId>>().toEqualTypeOf<'id' | 'noteId'>();
    expectTypeOf<PathParams<typeof systemUserPaths.getMe>>().toEqualTypeOf<never>();
  });

  it('refuses a template whose value is missing', () => {
    // @ts-expect-error noteId is required by the template
    expect(() => fillPath(notePaths.order.byId, { id: 3 })).toThrow('{noteId}');
  });
});
