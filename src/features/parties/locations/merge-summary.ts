import type { LocationListItem } from '#contract/location';
import type { LocationMergeInfo } from '#contract/location';

/** What one location of a merge holds: the counts the merge info gives for it. */
export interface MergeRow {
  locationId: number;
  name: string;
  orders: number;
  loads: number;
  notes: number;
  contacts: number;
}

const countOf = (map: Record<string, readonly number[]> | undefined, id: number) =>
  map?.[String(id)]?.length ?? 0;

/** The merge info as rows, one per selected location, in the order they were selected. */
export const mergeRows = (locations: readonly LocationListItem[], info: LocationMergeInfo): MergeRow[] =>
  locations.map((l) => ({
    locationId: l.locationId,
    name: l.name,
    orders: countOf(info.orderIdsByLocationId, l.locationId),
    loads: countOf(info.loadIdsByLocationId, l.locationId),
    notes: countOf(info.noteIdsByLocationId, l.locationId),
    contacts: countOf(info.contactIdsByLocationId, l.locationId),
  }));

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What moves to the primary: the sums of the other locations' rows. */
export function movedTotals(rows: readonly MergeRow[], primaryId: number) {
  const others = rows.filter((r) => r.locationId !== primaryId);
  const sum = (key: 'orders' | 'loads' | 'notes' | 'contacts') => others.reduce((n, r) => n + r[key], 0);
  return {
    locations: others.length,
    orders: sum('orders'),
    loads: sum('loads'),
    notes: sum('notes'),
    contacts: sum('contacts'),
  };
}

/** 'Moved 3 orders, 1 load, 0 notes and 2 contacts from 1 location to Dock A; the merged locations were removed.' */
export const mergedText = (rows: readonly MergeRow[], primaryId: number) => {
  const t = movedTotals(rows, primaryId);
  const primary = rows.find((r) => r.locationId === primaryId)?.name ?? `Location #${primaryId}`;
  return (
    `Moved ${plural(t.orders, 'order')}, ${plural(t.loads, 'load')}, ${plural(t.notes, 'note')} and ` +
    `${plural(t.contacts, 'contact')} from ${plural(t.locations, 'location')} to ${primary}; ` +
    'the merged locations were removed.'
  );
};
