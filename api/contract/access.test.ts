import { describe, expect, it } from 'vitest';
import { grants, grantsAll, holding, staffHolding, type AccessCaller } from './access';
import type { IdentityType } from './identity';
import { Permission as P, type PermissionCode } from './permissions';
import { loadAccess } from './record-access';

const caller = (identityType: IdentityType, ...codes: PermissionCode[]): AccessCaller => ({
  identityType,
  holds: (code) => codes.includes(code),
});

describe('grants: every kind a rule gives must hold (spec 1 §6, decision 057)', () => {
  it('needs one of the codes', () => {
    expect(grants(holding(P.LoadView, P.LoadUpdate), caller('customer', P.LoadUpdate))).toBe(true);
    expect(grants(holding(P.LoadView), caller('admin', P.OrderView))).toBe(false);
  });
  it('needs an allowed type and no banned one', () => {
    expect(grants(staffHolding(P.LoadView), caller('carrier', P.LoadView))).toBe(false);
    expect(grants(staffHolding(P.LoadView), caller('employee', P.LoadView))).toBe(true);
    expect(grants({ bannedIdentityTypes: ['customer'] }, caller('customer'))).toBe(false);
    expect(grants({ bannedIdentityTypes: ['customer'] }, caller('carrier'))).toBe(true);
  });
  it('refuses a caller with no identity, and grantsAll needs each rule', () => {
    expect(grants({}, null)).toBe(false);
    const carrier = caller('carrier', P.LoadView, P.LoadUpdate);
    expect(grantsAll([loadAccess.read, loadAccess.stops], carrier)).toBe(true);
    expect(grantsAll([loadAccess.read, loadAccess.changelog], carrier)).toBe(false);
  });
  it('a carrier holding every code still gets no money, orders, edits or change log', () => {
    const carrier = caller('carrier', ...Object.values(P));
    const { read, stops, edit, orders, money, changelog, summaries, delete: remove, create } = loadAccess;
    expect([read, stops].map((rule) => grants(rule, carrier))).toEqual([true, true]);
    expect(
      [edit, orders, money, changelog, summaries, remove, create].some((rule) => grants(rule, carrier)),
    ).toBe(false);
  });
});
