import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formSchemas } from '../edit-form/form-schemas';
import { replayAmountStandIn, replayStandIn, withStandIns } from './replay';
import { nameSchema } from './schema-refs';
import { fromJson, toJson } from './serialize';

describe('a schema in a recording (decision 087)', () => {
  it('is written as its name and found again by it', () => {
    const json = toJson({ key: 20, schema: formSchemas.loadForm });
    expect(json).toEqual({ key: 20, schema: { $schema: 'loadForm' } });
    expect((fromJson(json) as { schema: unknown }).schema).toBe(formSchemas.loadForm);
  });

  it('is null when unnamed, and a replay of it fails saying so', () => {
    const json = toJson({ schema: z.object({ a: z.string() }) });
    expect(json).toEqual({ schema: { $schema: null } });
    expect(() => fromJson(json)).toThrow(/holds the schema null, which no loaded module names/);
    expect(() => fromJson({ $schema: 'noSuchForm' })).toThrow(/"noSuchForm"/);
  });

  it('keeps one name to a schema', () => {
    expect(() => nameSchema('loadForm', z.object({}))).toThrow(/given twice/);
    expect(() => nameSchema('otherName', formSchemas.loadForm)).toThrow(/given twice/);
  });
});

describe('stand-ins for redacted values', () => {
  it('give a money field an amount, and every other field the text stand-in', () => {
    const event = {
      type: 'x',
      revenue: '[redacted]',
      carrierName: '[redacted]',
      list: [{ carrierRate: '[redacted]' }],
    };
    expect(withStandIns(event)).toEqual({
      type: 'x',
      revenue: replayAmountStandIn,
      carrierName: replayStandIn,
      list: [{ carrierRate: replayAmountStandIn }],
    });
    // A change event's value takes the kind of the field it names.
    expect(withStandIns({ type: 'field.changed', field: 'revenue', value: '[redacted]' })).toMatchObject({
      value: replayAmountStandIn,
    });
    expect(withStandIns({ type: 'field.changed', field: 'password', value: '[redacted]' })).toMatchObject({
      value: replayStandIn,
    });
  });
});
