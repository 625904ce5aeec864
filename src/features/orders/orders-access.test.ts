import { describe, expect, it } from 'vitest';
import { Permission as P } from '../../../api/contract/permissions';
import { adminAuth, carrierAuth, customerAuth, employeeAuth } from '../../testing/auth-fixtures';
import { ordersAccessFor } from './orders-access';

describe('ordersAccessFor', () => {
  it('gives staff Group, Ungroup and Delete by their permission codes', () => {
    expect(ordersAccessFor(adminAuth([P.OrderView, P.OrderUpdate, P.OrderDelete]))).toEqual({
      staff: true,
      canGroup: true,
      canDelete: true,
    });
    expect(ordersAccessFor(employeeAuth([P.OrderView]))).toEqual({
      staff: true,
      canGroup: false,
      canDelete: false,
    });
  });

  it('keeps customers and carriers to the reduced list, whatever codes they hold', () => {
    const all = [P.OrderView, P.OrderUpdate, P.OrderDelete];
    for (const auth of [customerAuth(all), carrierAuth(all), null]) {
      expect(ordersAccessFor(auth)).toEqual({ staff: false, canGroup: false, canDelete: false });
    }
  });
});
