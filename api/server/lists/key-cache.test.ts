import { describe, expect, it } from 'vitest';
import type { Database } from '../db/connect';
import { keepable, keptKeys, keptKeysMax, tablesRead } from './key-cache';

const database = () => ({}) as Database;
const keys = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

describe('keptKeys', () => {
  it('answers what was kept, with its version, per database', () => {
    const one = keptKeys(database());
    one.set('a', 'v1', [1, 2]);
    one.set('none', 'v1', null);
    expect(one.get('a')).toEqual({ version: 'v1', keys: [1, 2] });
    expect(one.get('none')).toEqual({ version: 'v1', keys: null });
    expect(keptKeys(database()).get('a')).toBeUndefined();
  });

  it('holds at most keptKeysMax keys in all, the oldest dropped first, and never one larger set', () => {
    const kept = keptKeys(database());
    const half = Math.floor(keptKeysMax / 2);
    kept.set('old', 'v', keys(half));
    kept.set('old', 'v', keys(half)); // the same condition again counts once
    kept.set('mid', 'v', keys(half));
    expect(kept.get('old')).toBeDefined();
    kept.set('new', 'v', keys(10));
    expect(kept.get('old')).toBeUndefined();
    expect(kept.get('mid')?.keys).toHaveLength(half);
    expect(kept.get('new')?.keys).toHaveLength(10);
    kept.set('huge', 'v', keys(keptKeysMax + 1));
    expect(kept.get('huge')).toBeUndefined();
  });
});

describe('keepable', () => {
  it('keeps a condition over the versioned tables only', () => {
    expect(
      keepable('locations', '"locations" "locations"."location_id" (lower("locations"."name") like $1)'),
    ).toBe(true);
    expect(keepable('load_stops', '"load_stops"."done_at" > $1')).toBe(false);
    expect(
      keepable('locations', 'lower("locations"."name") like $1 and exists (select 1 from load_stops)'),
    ).toBe(false);
    expect(keepable('locations', '"later_stop"."load_id" = "locations"."location_id"')).toBe(false);
    expect(tablesRead('select 1 from "carriers" join contacts on true')).toEqual(['carriers', 'contacts']);
  });
});
