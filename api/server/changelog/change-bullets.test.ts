import { describe, expect, it } from 'vitest';
import { LoadStatus } from '#contract/load-status';
import { OrderStatus } from '#contract/order-status';
import { changeBullets, formatLogDate, stopBullets } from './change-bullets';

describe('changeBullets', () => {
  it('writes one readable line per changed order field, in a fixed order', () => {
    const before = {
      refOrderStatusId: OrderStatus.Open,
      dateNeededBy: '2026-01-05',
      poNumber: 'PO-1',
      orderGroupId: null,
      revenue: '12.5',
    };
    const after = {
      refOrderStatusId: OrderStatus.Planned,
      dateNeededBy: '2026-01-09',
      poNumber: 'PO-1',
      orderGroupId: 7,
      revenue: 20,
    };
    expect(changeBullets('order', before, after)).toEqual([
      'Status: Open → Planned',
      'Order group: none → #7',
      'Revenue: $12.50 → $20.00',
      'Needed By: 01/05/2026 → 01/09/2026',
    ]);
  });

  it('writes nothing when nothing a person reads changed (blank and null are the same)', () => {
    expect(changeBullets('order', { special: null, revenue: 5 }, { special: '', revenue: '5.00' })).toEqual(
      [],
    );
  });

  it('compares only the fields both rows carry', () => {
    expect(changeBullets('order', { poNumber: 'A' }, { poNumber: 'A', quantity: 5 })).toEqual([]);
  });

  it('lists the set fields of a new record', () => {
    expect(
      changeBullets('load', null, { refLoadStatusId: LoadStatus.Open, carrierId: 3, trailerNumber: null }),
    ).toEqual(['Status: Open', 'Carrier: #3']);
  });

  it('reads load statuses with their labels, unknown codes as Unknown', () => {
    expect(
      changeBullets(
        'load',
        { refLoadStatusId: LoadStatus.Booked },
        { refLoadStatusId: LoadStatus.InTransit },
      ),
    ).toEqual(['Status: Booked → In Transit']);
    expect(changeBullets('order', { refOrderStatusId: 1 }, { refOrderStatusId: OrderStatus.Open })).toEqual([
      'Status: Unknown → Open',
    ]);
  });

  it('formats a day as itself and a moment as its day in the business zone, MM/DD/YYYY; none for blanks', () => {
    const la = 'America/Los_Angeles';
    expect(formatLogDate('2026-12-20', la)).toBe('12/20/2026');
    expect(formatLogDate('2026-12-20', 'Pacific/Auckland')).toBe('12/20/2026');
    // 7:30 pm on the 31st in Los Angeles is already the 1st in UTC.
    expect(formatLogDate('2027-01-01T03:30:00Z', la)).toBe('12/31/2026');
    expect(formatLogDate(new Date('2027-01-01T03:30:00Z'), 'Pacific/Auckland')).toBe('01/01/2027');
    expect(formatLogDate(null, la)).toBe('none');
    expect(formatLogDate('not a date', la)).toBe('none');
  });

  it('a delivered moment on a US evening is logged on the business day it happened', () => {
    const evening = new Date('2026-12-16T02:15:00Z');
    expect(
      changeBullets('order', { dateDelivered: null }, { dateDelivered: evening }, 'America/Los_Angeles'),
    ).toEqual(['Delivered: none → 12/15/2026']);
  });

  it('says what happened to stops', () => {
    expect(stopBullets.orderAdded(2041, 2)).toBe('Order #2041 added to stop 2');
    expect(stopBullets.orderRemoved(2041, 2)).toBe('Order #2041 removed from stop 2');
  });
});
