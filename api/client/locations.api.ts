import { z } from 'zod';
import {
  locationListItemSchema,
  locationMergeInfoSchema,
  locationSchema,
  type LocationForm,
  type LocationMergeRequest,
  type LocationUpdateInput,
} from '#contract/location';
import { fillPath } from '#contract/path-template';
import { locationPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';

/** Location calls of spec 2 §7 (api/Locations). */
export const createLocationsApi = (http: HttpClient) => ({
  getItems: listCall(http, locationPaths.getItems, locationListItemSchema),
  deleteBulk: deleteBulkCall(http, locationPaths.deleteBulk),

  /** A blank, active location (id 0). */
  getItemNew: (signal?: AbortSignal) =>
    http.get(locationPaths.getItemNew, { schema: locationSchema, signal }),

  /** Within the caller's reach (a customer's own, a carrier's stops), else 404. */
  getItemById: (id: number, signal?: AbortSignal) =>
    http.get(fillPath(locationPaths.getItemById, { id }), { schema: locationSchema, signal }),

  /** The customer's last `count` distinct locations of its orders (From or To), most recent first. */
  getRecentlyUsedLocationsByCustomerId: (customerId: number, count: number, signal?: AbortSignal) =>
    http.get(fillPath(locationPaths.getRecentlyUsedLocationsByCustomerId, { customerId }), {
      query: { count },
      schema: z.array(locationListItemSchema),
      signal,
    }),

  create: (location: LocationForm, signal?: AbortSignal) =>
    http.post(locationPaths.create, { body: location, schema: locationSchema, signal }),

  /** 409 stale_write when someone saved first (send the dateModified you read). */
  update: (location: LocationUpdateInput & { locationId: number }, signal?: AbortSignal) =>
    http.put(fillPath(locationPaths.byId, { id: location.locationId }), {
      body: location,
      schema: locationSchema,
      signal,
    }),

  /** 204 (null); 409 delete_blocked naming the orders, loads and stops that use it: merge first. */
  delete: (id: number, signal?: AbortSignal) => http.delete(fillPath(locationPaths.byId, { id }), { signal }),

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
