import { useRef, useState } from 'react';
import type { LocationListItem } from '#contract/location';
import { useRuntime } from '../../../app/runtime-context';
import { useCommand } from '../../../app/use-command';
import { useResource } from '../../../app/use-resource';
import { mergedText, mergeRows } from './merge-summary';

/**
 * Merge Locations (LocationMerge 430): reads what each selected location holds (getLocationMergeInfo), lets
 * the person pick the primary, asks, then merges (mergeLocations) with the info it showed, so a location
 * changed meanwhile is refused (409) rather than merged unseen. `onMerged` reloads the list.
 */
export function useMergeLocations(locations: readonly LocationListItem[], onMerged: () => void) {
  const { services } = useRuntime();
  const ids = locations.map((l) => l.locationId);
  const info = useResource((signal) =>
    services.locationsApi.getLocationMergeInfo({ locationsToMerge: ids }, signal),
  );
  const rows = info.data ? mergeRows(locations, info.data) : [];
  // The chosen primary is view state until the merge is asked for.
  const [primaryId, setPrimaryId] = useState<number | null>(null);
  // The command reads its functions once; the info arrives later.
  const shown = useRef({ info: info.data, rows });
  shown.current = { info: info.data, rows };
  const primaryName = locations.find((l) => l.locationId === primaryId)?.name ?? '';
  const merge = useCommand<number, string>({
    confirm: (primary) => ({
      title: 'Merge locations',
      message: `Merge ${ids.length - 1} location(s) into ${locations.find((l) => l.locationId === primary)?.name ?? primary}? Their orders, loads, notes and contacts move to it and they are removed. This cannot be undone.`,
      confirmText: 'Merge',
      color: 'warning',
    }),
    run: async (primary, signal) => {
      const { info: maps, rows: counted } = shown.current;
      if (!maps) throw new Error('The merge info is not loaded.');
      await services.locationsApi.mergeLocations(primary, { locationsToMerge: ids, ...maps }, signal);
      return mergedText(counted, primary);
    },
    onDone: () => onMerged(),
  });
  return {
    rows,
    loading: info.loading,
    infoError: info.error,
    retryInfo: info.reload,
    primaryId,
    primaryName,
    choosePrimary: setPrimaryId,
    merge,
    startMerge: () => primaryId !== null && merge.start(primaryId),
  };
}

export type MergeLocationsBinding = ReturnType<typeof useMergeLocations>;
