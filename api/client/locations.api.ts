import { z } from 'zod';
import {
  locationListItemSchema,
  locationMergeInfoSchema,
  locationSchema,
  type Location,
  type LocationForm,
  type LocationMergeRequest,
  type LocationUpdateInput,
  type LocationUse,
} from '#contract/location';
import { fillPath } from '#contract/path-template';
import { locationPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { recordAreaCalls } from './record-calls';

/**
 * Location calls of spec 2 §7 (api/Locations). getItemById reaches a customer's own locations and a carrier's
 * stops; delete is refused while orders, loads or stops use the location: merge first.
 */
export const createLocationsApi = (http: HttpClient) => ({
  ...recordAreaCalls<
    Location,
    LocationForm,
    LocationUpdateInput & { locationId: number },
    typeof locationListItemSchema
  >(
    http,
    locationPaths,
    { record: locationSchema, item: locationListItemSchema },
    (location) => location.locationId,
  ),

  /**
   * The customer's last `count` distinct locations of its orders (From or To, or only the `usedAs` end),
   * most recent first.
   */
  getRecentlyUsedLocationsByCustomerId: (
    customerId: number,
    count: number,
    signal?: AbortSignal,
    usedAs?: LocationUse,
  ) =>
    http.get(fillPath(locationPaths.getRecentlyUsedLocationsByCustomerId, { customerId }), {
      query: { count, usedAs },
      schema: z.array(locationListItemSchema),
      signal,
    }),

  /** Where a consolidation to the warehouse goes (the setting, else the warehouse), or null. */
  getConsolidationTarget: (signal?: AbortSignal) =>
    http.get(locationPaths.consolidationTarget, { schema: locationListItemSchema.nullable(), signal }),

  /** Names the consolidation target (administrators). */
  putConsolidationTarget: (locationId: number, signal?: AbortSignal) =>
    http.put(locationPaths.consolidationTarget, {
      body: { locationId },
      schema: locationListItemSchema.nullable(),
      signal,
    }),

  /** What a merge of these locations would move: order, load, note and contact ids per location. */
  getLocationMergeInfo: (request: Pick<LocationMergeRequest, 'locationsToMerge'>, signal?: AbortSignal) =>
    http.post(locationPaths.getLocationMergeInfo, { body: request, schema: locationMergeInfoSchema, signal }),

  /**
   * Moves everything of the other locations to the primary and removes them; answers the primary with
   * `mergeInfo` saying what moved. Send the maps the merge info gave: 409 when they no longer match.
   */
  mergeLocations: (primaryLocationId: number, request: LocationMergeRequest, signal?: AbortSignal) =>
    http.post(locationPaths.mergeLocations, {
      query: { primaryLocationId },
      body: request,
      schema: locationSchema,
      signal,
    }),
});

export type LocationsApi = ReturnType<typeof createLocationsApi>;
