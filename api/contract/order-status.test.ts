import { describe, expect, it } from 'vitest';
import { currentLoadStatuses, LoadStatus, loadStatusLabel, loadStatusTone } from './load-status';
import {
  CustomerStatus,
  customerStatusLabel,
  customerStatusOptions,
  customerStatusTone,
} from './customer-status';
import {
  currentOrderStatuses,
  OrderListGroup,
  OrderStatus,
  orderStatusCodes,
  orderStatusesOfGroup,
  orderStatusLabel,
  orderStatusLook,
  unplannedOrderStatuses,
} from './order-status';

describe('order status', () => {
  it('labels, with spaces where the spec has them', () => {
    expect(orderStatusLabel(100)).toBe('On Hold');
    expect(orderStatusLabel(500)).toBe('In Transit');
    expect(orderStatusLabel(650)).toBe('Cancelled');
    expect(orderStatusLabel(999)).toBe('Unknown');
    expect(orderStatusLabel(null)).toBe('Unknown');
  });

  it('codes run 100 to 650 in steps of 50', () => {
    expect(orderStatusCodes).toEqual([100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650]);
  });

  it('colours by meaning: brown, teal, amber, green, red', () => {
    const tone = (c: number) => orderStatusLook(c).tone;
    expect([OrderStatus.Intake, OrderStatus.Open, OrderStatus.Cancelled].map(tone)).toEqual(
      Array(3).fill('neutral'),
    );
    expect([OrderStatus.Planned, OrderStatus.Booked].map(tone)).toEqual(['scheduled', 'scheduled']);
    expect([OrderStatus.InTransit, OrderStatus.Consolidating].map(tone)).toEqual(['moving', 'moving']);
    expect([OrderStatus.Staged, OrderStatus.Consolidated, OrderStatus.Delivered].map(tone)).toEqual(
      Array(3).fill('done'),
    );
    expect([OrderStatus.OnHold, OrderStatus.Issue].map(tone)).toEqual(['attention', 'attention']);
  });

  it('outlines exactly Intake, Planned, Delivered, Cancelled, OnHold', () => {
    const outlined = orderStatusCodes.filter((c) => orderStatusLook(c).outlined);
    expect(outlined.sort()).toEqual([100, 200, 300, 600, 650]);
  });

  it('current, unplanned and the list groupings', () => {
    expect(currentOrderStatuses).toHaveLength(10);
    expect(currentOrderStatuses).not.toContain(OrderStatus.Delivered);
    expect(currentOrderStatuses).not.toContain(OrderStatus.Cancelled);
    expect([...unplannedOrderStatuses].sort()).toEqual([100, 150, 200, 250]);
    expect(OrderListGroup).toEqual({ Current: 1, Delivered: 2, Cancelled: 3, All: 4 });
    expect(orderStatusesOfGroup[1]).toBe(currentOrderStatuses);
    expect(orderStatusesOfGroup[2]).toEqual([600]);
    expect(orderStatusesOfGroup[3]).toEqual([650]);
    expect(orderStatusesOfGroup[4]).toHaveLength(12);
  });
});

describe('load status', () => {
  it('codes, labels, current loads', () => {
    expect(LoadStatus).toEqual({
      Open: 1,
      Hold: 2,
      Booked: 3,
      InTransit: 4,
      Delivered: 5,
      Planned: 6,
      Cancelled: 70,
    });
    expect(loadStatusLabel(4)).toBe('In Transit');
    expect(loadStatusLabel(7)).toBe('Unknown');
    expect([...currentLoadStatuses].sort()).toEqual([1, 2, 3, 4, 6]);
    expect(loadStatusTone(LoadStatus.Hold)).toBe('attention');
  });
});

describe('customer status', () => {
  it('codes, labels and tones of the spec', () => {
    expect(CustomerStatus).toEqual({
      GoodStanding: 0,
      PendingApproval: 1,
      ConsolidationOnly: 2,
      Suspended: 3,
    });
    expect(customerStatusOptions.map((o) => o.label)).toEqual([
      'Good Standing',
      'Pending Approval',
      'COD Only',
      'Suspended',
    ]);
    expect([0, 1, 2, 3].map(customerStatusTone)).toEqual(['done', 'moving', 'scheduled', 'attention']);
    expect(customerStatusLabel(4)).toBe('Unknown');
  });
});
