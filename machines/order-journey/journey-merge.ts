import type { LoadStop } from '#contract/load';
import {
  chooseSide,
  mergeForm,
  mergedValues,
  type FormMerge,
  type MergeSide,
} from '../edit-form/edit-form.merge';
import { sameValue, type FormValues } from '../edit-form/edit-form.values';
import { applyJourneyEdits, type JourneyEdit, type OrderJourney } from './journey-edits';

/** One stop I changed, merged with their version of it by the edit form's three-way merge. */
export interface StopMerge {
  loadId: number;
  loadStopId: number;
  merge: FormMerge;
}

/**
 * The journey's edits after a save met someone else's (409 stale_write, issue #28): their journey, read
 * again, and each stop my edits changed merged field by field with theirs (edit-form.merge.ts). Plain
 * data, so the inspector shows it.
 */
export interface JourneyMerge {
  theirs: OrderJourney;
  /** The edits as made; their stop edits give way to the merged stops (mergedEdits). */
  edits: JourneyEdit[];
  stops: StopMerge[];
}

/** A field both changed on one stop, to different values: the merge view's row. */
export interface StopConflict {
  /** `{loadStopId}.{field}`: what `merge.choose` names. */
  key: string;
  loadId: number;
  loadStopId: number;
  field: string;
  theirs: unknown;
  mine: unknown;
  side: MergeSide;
  /** The stop whole on each side, for the names it carries beside references (its location's). */
  theirStop: FormValues;
  myStop: FormValues;
}

type StopEdit = Extract<JourneyEdit, { kind: 'stopChecked' | 'stopsEdited' }>;
const isStopEdit = (edit: JourneyEdit): edit is StopEdit =>
  edit.kind === 'stopChecked' || edit.kind === 'stopsEdited';

const stopOf = (journey: OrderJourney, loadId: number, loadStopId: number): LoadStop | undefined =>
  journey.loads.find((l) => l.loadId === loadId)?.loadStops.find((s) => s.loadStopId === loadStopId);

const values = (stop: LoadStop) => stop as unknown as FormValues;

/**
 * Base: the journey the edits were made on; theirs: the journey read after the 409. Only stop edits
 * (checks, the stop modal's fields) are merged: a reorder and an order added or removed state their result
 * and are sent again as they are. A stop they removed keeps its edit as made (it finds nothing to change).
 */
export function mergeJourney(
  base: OrderJourney,
  theirs: OrderJourney,
  edits: readonly JourneyEdit[],
): JourneyMerge {
  const mine = applyJourneyEdits(base, edits.filter(isStopEdit));
  const stops: StopMerge[] = [];
  for (const load of base.loads)
    for (const baseStop of load.loadStops) {
      const myStop = stopOf(mine, load.loadId, baseStop.loadStopId);
      const theirStop = stopOf(theirs, load.loadId, baseStop.loadStopId);
      if (!myStop || !theirStop || sameValue(myStop, baseStop)) continue;
      const merge = mergeForm(values(baseStop), values(myStop), values(theirStop), null);
      stops.push({ loadId: load.loadId, loadStopId: baseStop.loadStopId, merge });
    }
  return { theirs, edits: [...edits], stops };
}

export const journeyConflicts = (m: JourneyMerge): StopConflict[] =>
  m.stops.flatMap(({ loadId, loadStopId, merge }) =>
    merge.conflicts.map((c) => ({
      key: `${loadStopId}.${c.field}`,
      loadId,
      loadStopId,
      field: c.field,
      theirs: c.theirs,
      mine: c.mine,
      side: merge.choices[c.field] ?? 'mine',
      theirStop: merge.theirs,
      myStop: merge.merged,
    })),
  );

export const hasJourneyConflicts = (m: JourneyMerge): boolean => journeyConflicts(m).length > 0;

/** Keep their value or mine for one field of one stop (`key` as in StopConflict). */
export function chooseStopSide(m: JourneyMerge, key: string, side: MergeSide): JourneyMerge {
  const dot = key.indexOf('.');
  const loadStopId = Number(key.slice(0, dot));
  const field = key.slice(dot + 1);
  return {
    ...m,
    stops: m.stops.map((s) =>
      s.loadStopId === loadStopId ? { ...s, merge: chooseSide(s.merge, field, side) } : s,
    ),
  };
}

/**
 * The edits to save on their journey: each load's merged stops as one stopsEdited where its first stop
 * edit stood (the stops that still differ from theirs), the other edits as made, in order.
 */
export function mergedEdits(m: JourneyMerge): JourneyEdit[] {
  const merged = new Set(m.stops.map((s) => s.loadStopId));
  const placed = new Set<number>();
  const out: JourneyEdit[] = [];
  const mergedOf = (loadId: number): JourneyEdit[] => {
    if (placed.has(loadId)) return [];
    placed.add(loadId);
    const stops = m.stops
      .filter((s) => s.loadId === loadId)
      .map((s) => mergedValues(s.merge) as unknown as LoadStop)
      .filter((stop) => !sameValue(stop, stopOf(m.theirs, loadId, stop.loadStopId)));
    return stops.length ? [{ kind: 'stopsEdited', loadId, stops }] : [];
  };
  for (const edit of m.edits) {
    if (!isStopEdit(edit)) {
      out.push(edit);
      continue;
    }
    if (edit.kind === 'stopChecked' && !merged.has(edit.loadStopId)) {
      out.push(edit);
      continue;
    }
    if (edit.kind === 'stopsEdited') {
      const rest = edit.stops.filter((s) => !merged.has(s.loadStopId));
      if (rest.length) out.push({ ...edit, stops: rest });
      if (rest.length === edit.stops.length) continue;
    }
    out.push(...mergedOf(edit.loadId));
  }
  return out;
}
