import { describe, expect, it } from 'vitest';
import { Permission as P } from '#contract/permissions';
import { adminAuth, carrierAuth, customerAuth, employeeAuth } from '../../../testing/auth-fixtures';
import { ordersAccessFor } from './orders-access';

describe('ordersAccessFor', () => {
  it('gives staff Group, Ungroup and Delete by their permission codes', () => {
    expect(ordersAccessFor(adminAuth([P.OrderView, P.OrderUpdate, P.OrderDelete]))).toEqual({
      staff: true,
      canAdd: false,
      canGroup: true,
      canDelete: true,
      canViewNotes: false,
      canAddNotes: false,
    });
    expect(ordersAccessFor(employeeAuth([P.OrderView]))).toEqual({
      staff: true,
      canAdd: false,
      canGroup: false,
      canDelete: false,
      canViewNotes: false,
      canAddNotes: false,
    });
  });

  it('opens the Order Notes dialog with OrderNoteView, customers included, and adds with OrderNoteAdd', () => {
    expect(ordersAccessFor(customerAuth([P.OrderView, P.OrderNoteView]))).toMatchObject({
      canViewNotes: true,
      canAddNotes: false,
    });
    expect(ordersAccessFor(employeeAuth([P.OrderNoteView, P.OrderNoteAdd]))).toMatchObject({
      canViewNotes: true,
      canAddNotes: true,
    });
  });

  it('offers Add Order with OrderAdd, to a customer login too (it places its own orders)', () => {
    expect(ordersAccessFor(employeeAuth([P.OrderView, P.OrderAdd])).canAdd).toBe(true);
    expect(ordersAccessFor(customerAuth([P.OrderView, P.OrderAdd])).canAdd).toBe(true);
    expect(ordersAccessFor(customerAuth([P.OrderView])).canAdd).toBe(false);
  });

  it('keeps customers and carriers to the reduced list, whatever codes they hold', () => {
    const all = [P.OrderView, P.OrderUpdate, P.OrderDelete];
    for (const auth of [customerAuth(all), carrierAuth(all), null]) {
      expect(ordersAccessFor(auth)).toMatchObject({ staff: false, canGroup: false, canDelete: false });
    }
  });
});
