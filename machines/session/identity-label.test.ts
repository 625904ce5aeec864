import { describe, expect, it } from 'vitest';
import type { Identity } from '#contract/identity';
import { identityLabel } from './identity-label';

const base: Identity = {
  hash: 'h',
  identityType: 'employee',
  identityName: 'Dana Driver',
  userName: 'dana',
  firstName: 'Dana',
  lastName: 'Driver',
  roleName: 'Dispatch',
};

describe('identityLabel', () => {
  it('shows the customer name for customer identities in both uses', () => {
    const customer = { ...base, identityType: 'customer' as const, customerName: 'Willamette Cellars' };
    expect(identityLabel(customer, 'selection')).toBe('Dana Driver (Willamette Cellars)');
    expect(identityLabel(customer, 'menu')).toBe('Dana Driver (Willamette Cellars)');
  });

  it('shows the role for carriers on account selection and the carrier in the menu', () => {
    const carrier = {
      ...base,
      identityType: 'carrier' as const,
      roleName: 'Carrier',
      carrierName: 'Swift Haul',
    };
    expect(identityLabel(carrier, 'selection')).toBe('Dana Driver (Carrier)');
    expect(identityLabel(carrier, 'menu')).toBe('Dana Driver (Swift Haul)');
  });

  it('shows the role name for staff identities', () => {
    expect(identityLabel(base, 'menu')).toBe('Dana Driver (Dispatch)');
    expect(identityLabel({ ...base, identityType: 'admin', roleName: 'Administrator' }, 'selection')).toBe(
      'Dana Driver (Administrator)',
    );
  });

  it('falls back to the person name without brackets, and to nothing without an identity', () => {
    expect(identityLabel({ ...base, roleName: null, identityName: null }, 'menu')).toBe('Dana Driver');
    expect(identityLabel(null, 'menu')).toBe('');
  });
});
