import type { NewEvent } from './outbox-write';

/** One saved order or load as the change log writer receives it (write-changelog.ts, RecordChange). */
export interface SavedRecord {
  id: number;
  before: Readonly<Record<string, unknown>> | null;
  after: Readonly<Record<string, unknown>>;
  /** The status machine's events that moved it, where the save knows them (order-status-events.ts). */
  machineEvents?: readonly string[];
}

/** Bookkeeping every save touches: not a change anyone is told about. */
const bookkeeping = new Set(['dateModified', 'modifiedByUserId', 'dateAdded', 'addedByUserId']);
const statusField = { order: 'refOrderStatusId', load: 'refLoadStatusId' } as const;

const same = (a: unknown, b: unknown): boolean =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime?.() === (b as Date | null)?.getTime?.()
    : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ between the rows (those present in `before`; a partial row names its own). */
export const changedFields = (
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string[] =>
  Object.keys(before).filter((k) => !bookkeeping.has(k) && k in after && !same(before[k], after[k]));

const version = (row: Readonly<Record<string, unknown>>) =>
  row.dateModified instanceof Date ? row.dateModified.toISOString() : undefined;

/**
 * The domain events of saved orders or loads, from the rows the change log compares: `created`, a `status`
 * event when the status moved (from, to and the machine's events), and `changed` with the other fields that
 * moved (also when none did: the row version did, so a copy on screen is stale).
 */
export function changeEvents(kind: 'order' | 'load', changes: readonly SavedRecord[]): NewEvent[] {
  const events: NewEvent[] = [];
  for (const change of changes) {
    const base = { recordType: kind, recordId: change.id } as const;
    const dateModified = version(change.after);
    if (change.before === null) {
      events.push({ ...base, kind: `${kind}.created`, payload: { fields: [], dateModified } });
      continue;
    }
    const fields = changedFields(change.before, change.after);
    const status = statusField[kind];
    if (fields.includes(status))
      events.push({
        ...base,
        kind: `${kind}.status`,
        payload: {
          fields: [status],
          dateModified,
          status: {
            from: Number(change.before[status]),
            to: Number(change.after[status]),
            events: [...(change.machineEvents ?? [])],
          },
        },
      });
    const others = fields.filter((f) => f !== status);
    if (others.length || !fields.includes(status))
      events.push({ ...base, kind: `${kind}.changed`, payload: { fields: others, dateModified } });
  }
  return events;
}
