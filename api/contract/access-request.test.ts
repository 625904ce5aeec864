import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessRequestCreateSchema, accessRequestMessages } from './access-request';

const valid = {
  firstName: 'Ana',
  lastname: 'Silva',
  companyName: 'Willamette Cellars',
  emailAddress: 'ana@example.com',
  city: 'Salem',
  state: 'OR',
};
const errors = (body: unknown) => {
  const r = accessRequestCreateSchema.safeParse(body);
  return r.success ? {} : z.flattenError(r.error).fieldErrors;
};

describe('request access form', () => {
  it('accepts a complete request, phone and additional information optional', () => {
    expect(accessRequestCreateSchema.parse(valid)).toEqual(valid);
    expect(accessRequestCreateSchema.parse({ ...valid, phone: '+1 (503) 555-0100 ext. 12' }).phone).toBe(
      '+1 (503) 555-0100 ext. 12',
    );
  });

  it("shows the spec's message for each missing field", () => {
    expect(errors({})).toEqual({
      firstName: ['Please enter your first name'],
      lastname: ['Please enter your last name'],
      companyName: ['Please enter your company name'],
      emailAddress: ['Please enter a valid email address'],
      city: ['Please enter your company city'],
      state: ['Please enter your company state'],
    });
    expect(errors({ ...valid, firstName: '   ' }).firstName).toEqual([accessRequestMessages.firstName]);
  });

  it('the same email message for an invalid address', () => {
    for (const email of ['ana', 'ana@', 'ana@example', 'a b@example.com', '']) {
      expect(errors({ ...valid, emailAddress: email }).emailAddress).toEqual([
        'Please enter a valid email address',
      ]);
    }
  });

  it('state is one of the 50 state codes', () => {
    expect(accessRequestCreateSchema.parse({ ...valid, state: 'wa' }).state).toBe('WA');
    for (const state of ['Oregon', 'PR', 'DC', 'XX', '']) {
      expect(errors({ ...valid, state }).state).toEqual(['Please enter your company state']);
    }
  });

  it('additional information holds at most 400 characters', () => {
    expect(accessRequestCreateSchema.safeParse({ ...valid, additionalInfo: 'x'.repeat(400) }).success).toBe(
      true,
    );
    expect(errors({ ...valid, additionalInfo: 'x'.repeat(401) }).additionalInfo).toHaveLength(1);
  });

  it('drops what the server sets', () => {
    const parsed = accessRequestCreateSchema.parse({ ...valid, systemUserRequestId: 9, dateAdded: 'x' });
    expect(parsed).not.toHaveProperty('systemUserRequestId');
  });
});
