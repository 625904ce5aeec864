import { describe, expect, it } from 'vitest';
import { diffSnapshots, formatDiff, isMigrated, snapshotAt } from './machines-diff';
import type { MachinesSnapshot } from './machines-snapshot';

const statuses = { order: { Open: 250, Staged: 550 }, load: { Open: 1, Booked: 3 } };
const before: MachinesSnapshot = {
  machines: [
    {
      id: 'orderStatus',
      states: ['progress', 'progress.open', 'progress.staged'],
      transitions: ['progress.open → progress.staged: order.staged'],
      events: ['order.staged'],
    },
    { id: 'gone', states: ['idle'], transitions: [], events: [] },
  ],
  storedStatuses: statuses,
};

describe('machines:diff', () => {
  it('lists the states, transitions and events gained and lost, machine by machine', () => {
    const after: MachinesSnapshot = {
      machines: [
        {
          id: 'orderStatus',
          states: ['progress', 'progress.open', 'progress.archived'],
          transitions: ['progress.open → progress.archived: order.archive'],
          events: ['order.archive'],
        },
      ],
      storedStatuses: statuses,
    };
    const { machines, statusesRemoved } = diffSnapshots(before, after);
    expect(statusesRemoved).toEqual([]);
    expect(machines).toEqual([
      {
        id: 'orderStatus',
        change: 'changed',
        added: {
          states: ['progress.archived'],
          transitions: ['progress.open → progress.archived: order.archive'],
          events: ['order.archive'],
        },
        removed: {
          states: ['progress.staged'],
          transitions: ['progress.open → progress.staged: order.staged'],
          events: ['order.staged'],
        },
      },
      {
        id: 'gone',
        change: 'removed',
        added: { states: [], transitions: [], events: [] },
        removed: { states: ['idle'], transitions: [], events: [] },
      },
    ]);
    expect(formatDiff('HEAD~1', machines)).toContain(
      'orderStatus\n  + state progress.archived\n  - state progress.staged\n',
    );
    expect(formatDiff('HEAD~1', [])).toBe('No machine changed since HEAD~1.');
  });

  it('finds a stored status gone, or given another code, and whether a migration moves its rows', () => {
    const after: MachinesSnapshot = {
      machines: before.machines,
      storedStatuses: { order: { Open: 250 }, load: { Open: 1, Booked: 30 } },
    };
    const { machines, statusesRemoved } = diffSnapshots(before, after);
    expect(machines).toEqual([]);
    expect(statusesRemoved).toEqual([
      { table: 'order', name: 'Staged', code: 550 },
      { table: 'load', name: 'Booked', code: 3 },
    ]);
    const moveStaged = 'UPDATE "orders" SET "ref_order_status_id" = 450 WHERE "ref_order_status_id" = 550;';
    expect(isMigrated(statusesRemoved[0]!, [moveStaged])).toBe(true);
    expect(isMigrated(statusesRemoved[1]!, [moveStaged])).toBe(false);
    expect(isMigrated(statusesRemoved[0]!, ['CREATE TABLE "saved_views" ();'])).toBe(false);
  });

  it('reads the machines of a commit from its own tree', () => {
    const head = snapshotAt('HEAD');
    expect(head.machines.map((m) => m.id)).toEqual(expect.arrayContaining(['orderStatus', 'loadStatus']));
    expect(head.storedStatuses.order).toMatchObject({ Staged: 550, Cancelled: 650 });
    expect(head.machines.find((m) => m.id === 'loadStatus')?.events).toContain('status.chosen');
  }, 30_000);
});
