import type { StopRow } from '../loads/load-read';
import type { NewEvent } from './outbox-write';

/**
 * The stop events of one load save (decision 077): `stop.resolved` when a stop was checked off or
 * unchecked (resolveStop), `stop.issue` when its issue was raised, cleared or reworded. Other stop edits
 * (times, directions, order) are the load's `load.changed`. Their scope is the load's, read when they are
 * written (with the load's other writes, decision 102).
 */
export function stopEvents(
  loadId: number,
  before: readonly StopRow[],
  after: readonly StopRow[],
): NewEvent[] {
  const events: NewEvent[] = [];
  for (const stop of after) {
    const was = before.find((s) => s.loadStopId === stop.loadStopId);
    if (!was) continue;
    const payload = {
      stop: { loadId, pickedUpOrDelivered: stop.pickedUpOrDelivered, stopHasIssue: stop.stopHasIssue },
    };
    const base = { recordType: 'stop', recordId: stop.loadStopId } as const;
    if (was.pickedUpOrDelivered !== stop.pickedUpOrDelivered)
      events.push({
        ...base,
        kind: 'stop.resolved',
        payload: { ...payload, fields: ['pickedUpOrDelivered'] },
      });
    const issue = ['stopHasIssue', 'issueDescription'] as const;
    const moved = issue.filter((f) => was[f] !== stop[f]);
    if (moved.length)
      events.push({ ...base, kind: 'stop.issue', payload: { ...payload, fields: [...moved] } });
  }
  return events;
}
