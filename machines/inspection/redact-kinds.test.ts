import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldKinds, ofKind } from '#contract/field-kinds';
import { loadSchema } from '#contract/load';
import { kindTableSource, kindTablePath } from '../../scripts/field-kinds-table';
import { contractFieldKinds, kindedModules } from './redact-kinds';

const contract = fileURLToPath(new URL('../../api/contract/', import.meta.url));
const sources = readdirSync(contract).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('the field kinds of the contract', () => {
  it('are read from every module that marks a field', () => {
    const marking = sources
      .filter((f) => f !== 'field-kinds.ts' && readFileSync(contract + f, 'utf8').includes('ofKind('))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(Object.keys(kindedModules).sort()).toEqual(marking.sort());
  });

  it('are what the redaction reads (run `npx tsx scripts/field-kinds-table.ts` after marking a field)', async () => {
    expect(readFileSync(kindTablePath, 'utf8')).toBe(await kindTableSource());
  });

  it('give one field name one kind', () => {
    expect(contractFieldKinds().conflicts).toEqual([]);
  });

  it('cover the money, names, places, contacts and texts of a load', () => {
    const { kinds } = contractFieldKinds();
    expect(
      Object.fromEntries(
        ['revenue', 'carrierRate', 'carrierName', 'address', 'zipCode', 'primaryContactPhone'].map((k) => [
          k,
          kinds.get(k),
        ]),
      ),
    ).toEqual({
      revenue: 'money',
      carrierRate: 'money',
      carrierName: 'name',
      address: 'address',
      zipCode: 'address',
      primaryContactPhone: 'phone',
    });
    expect(kinds.get('stopDirections')).toBe('freeText');
    expect(kinds.has('loadId')).toBe(false);
    expect(kinds.has('dateModified')).toBe(false);
  });

  it('are read through partial and picked copies of a schema', () => {
    const { kinds } = contractFieldKinds({ probe: { s: loadSchema.partial().pick({ revenue: true }) } });
    expect([...kinds]).toEqual([['revenue', 'money']]);
  });

  it('mark a copy, which validates as the original and leaves a shared scalar unmarked', () => {
    const shared = z.string().max(5).nullable();
    const marked = ofKind('name', shared);
    expect(fieldKinds.get(marked)).toEqual({ kind: 'name' });
    expect(fieldKinds.get(shared)).toBeUndefined();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant(null), fc.integer()), (value) => {
        expect(marked.safeParse(value).success).toBe(shared.safeParse(value).success);
      }),
    );
    expect(z.toJSONSchema(marked)).toEqual(z.toJSONSchema(shared));
  });
});
