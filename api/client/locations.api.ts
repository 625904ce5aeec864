import { locationListItemSchema } from '#contract/location';
import { locationPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';

/** Location calls of spec 2 §7 (api/Locations). */
export const createLocationsApi = (http: HttpClient) => ({
  getItems: listCall(http, locationPaths.getItems, locationListItemSchema),
  deleteBulk: deleteBulkCall(http, locationPaths.deleteBulk),
});

export type LocationsApi = ReturnType<typeof createLocationsApi>;
