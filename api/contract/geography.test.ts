import { describe, expect, it } from 'vitest';
import {
  countries,
  countryById,
  countryIdSchema,
  countryName,
  state50CodeSchema,
  stateByCode,
  stateIdSchema,
  stateName,
  usStates,
  usStates50,
} from './geography';

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

describe('countries', () => {
  it('192 of them, United States first with id 1, the rest alphabetical', () => {
    expect(countries).toHaveLength(192);
    expect(countries[0]).toEqual({ id: 1, iso2: 'US', name: 'United States' });
    const rest = countries.slice(1).map((c) => plain(c.name));
    expect(rest).toEqual([...rest].sort());
  });

  it('ids follow the list; names and ISO codes are unique', () => {
    expect(countries.map((c) => c.id)).toEqual(Array.from({ length: 192 }, (_, i) => i + 1));
    expect(new Set(countries.map((c) => c.name)).size).toBe(192);
    expect(new Set(countries.map((c) => c.iso2)).size).toBe(192);
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.iso2))).toBe(true);
  });

  it('looks up by id', () => {
    expect(countryById(1)?.name).toBe('United States');
    expect(countryName(0)).toBe('Unknown');
    expect(countryName(193)).toBe('Unknown');
    expect(countryIdSchema.safeParse(192).success).toBe(true);
    expect(countryIdSchema.safeParse(193).success).toBe(false);
  });
});

describe('states', () => {
  it('56 of them, AL 0 to MP 55', () => {
    expect(usStates).toHaveLength(56);
    expect(usStates[0]).toEqual({ id: 0, code: 'AL', name: 'Alabama' });
    expect(usStates[55]).toEqual({ id: 55, code: 'MP', name: 'Northern Mariana Islands' });
    expect(usStates.slice(50).map((s) => s.code)).toEqual(['DC', 'PR', 'VI', 'AS', 'GU', 'MP']);
    expect(usStates.map((s) => s.id)).toEqual(Array.from({ length: 56 }, (_, i) => i));
    expect(new Set(usStates.map((s) => s.code)).size).toBe(56);
  });

  it('the 50 states, alphabetical by full name, for the request-access pick list', () => {
    expect(usStates50).toHaveLength(50);
    const names = usStates50.map((s) => s.name);
    expect(names).toEqual([...names].sort());
    expect(usStates50.map((s) => s.code)).not.toContain('DC');
  });

  it('looks up and validates', () => {
    expect(stateByCode('or')?.name).toBe('Oregon');
    expect(stateName(4)).toBe('California');
    expect(stateName(56)).toBe('Unknown');
    expect(stateIdSchema.safeParse(55).success).toBe(true);
    expect(stateIdSchema.safeParse(56).success).toBe(false);
    expect(state50CodeSchema.safeParse('WY').success).toBe(true);
    expect(state50CodeSchema.safeParse('PR').success).toBe(false);
  });
});
