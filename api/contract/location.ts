import { z } from 'zod';
import { ofKind } from './field-kinds';
import { countryIdSchema, stateIdSchema } from './geography';
import { Permission } from './permissions';
import { countField, id, isoDateTime, nullableId, nullableText, plainString } from './scalars';
import { requiredText } from './validation-messages';

const idsByLocation = z.record(plainString().regex(/^\d{1,10}$/), z.array(id).max(100_000));

/**
 * What is attached to each location of a merge, keyed by locationId: the orders, loads, notes and contacts
 * that will move to the primary location. getLocationMergeInfo answers it; mergeLocations sends it back.
 */
export const locationMergeInfoSchema = z.object({
  orderIdsByLocationId: idsByLocation,
  loadIdsByLocationId: idsByLocation,
  noteIdsByLocationId: idsByLocation,
  contactIdsByLocationId: idsByLocation,
});
export type LocationMergeInfo = z.infer<typeof locationMergeInfoSchema>;

/** Body of POST mergeLocations?primaryLocationId={id} and of getLocationMergeInfo (maps optional there). */
export const locationMergeRequestSchema = locationMergeInfoSchema.partial().extend({
  locationsToMerge: z.array(id).min(2).max(100),
});
export type LocationMergeRequest = z.infer<typeof locationMergeRequestSchema>;

/**
 * Location of spec 2 §3. The warehouse is the location flagged isNWDWarehouse (no fixed id, spec README).
 * Country and state names, counts and the primary contact are derived (read-only).
 */
export const locationSchema = z.object({
  locationId: id,
  relatedOrderCustomerId: nullableId,
  refCountryId: countryIdSchema.nullable(),
  refStateId: stateIdSchema.nullable(),
  name: ofKind('name', plainString().max(200)),
  address: ofKind('address', nullableText(200)),
  address2: ofKind('address', nullableText(200)),
  city: ofKind('address', nullableText(100)),
  zipCode: ofKind('address', nullableText(20)),
  locationDirections: ofKind('freeText', nullableText(4000)),
  isNWDWarehouse: z.boolean().default(false),
  ignoredByWarehousePickupsReport: z.boolean().default(false),
  dateAdded: isoDateTime,
  dateModified: isoDateTime,
  dateLastAssigned: isoDateTime.nullable(),
  isActive: z.boolean().default(true),
  countryName: plainString().nullable().optional(),
  stateName: plainString().nullable().optional(),
  contactsCount: countField,
  primaryContactName: ofKind('name', plainString().nullable().optional()),
  primaryContactPhone: ofKind('phone', plainString().nullable().optional()),
  mergeInfo: locationMergeInfoSchema.nullable().optional(),
});
export type Location = z.infer<typeof locationSchema>;

/** A row of the Locations list: the location with its state code and the customer it belongs to. */
export const locationListItemSchema = locationSchema.extend({
  stateCode: plainString().nullable().optional(),
  relatedOrderCustomerName: ofKind('name', plainString().nullable().optional()),
});
export type LocationListItem = z.infer<typeof locationListItemSchema>;

/** The location form. The spec quotes no messages for it; a name is the one thing a location cannot lack. */
export const locationFormSchema = locationSchema
  .pick({
    relatedOrderCustomerId: true,
    refCountryId: true,
    refStateId: true,
    address: true,
    address2: true,
    city: true,
    zipCode: true,
    locationDirections: true,
    isNWDWarehouse: true,
    ignoredByWarehousePickupsReport: true,
    isActive: true,
  })
  .partial()
  .extend({
    locationId: id.optional(),
    name: ofKind('name', requiredText(200)),
    // No defaults: a flag left out of a save keeps its value, as every other field does.
    isNWDWarehouse: z.boolean().optional(),
    ignoredByWarehousePickupsReport: z.boolean().optional(),
    isActive: z.boolean().optional(),
  });
export type LocationForm = z.infer<typeof locationFormSchema>;

/**
 * A customer login's own places (decision 056): with an order code it lists its own customer's locations
 * (the order pickers' choices) and adds a delivery place of its own, without LocationView or LocationAdd.
 * The server admits it to the Locations list and create calls by these codes and keeps it to its customer.
 */
export const customerPlaceCodes = {
  choose: [Permission.OrderAdd, Permission.OrderUpdate],
  add: [Permission.OrderAdd],
} as const;

/** How many recently used locations a customer's picker lists first (spec 2 §9). */
export const recentLocationsCount = 10;

/**
 * Which end of the customer's orders a recently used location comes from: `destination` lists only the
 * places its orders were delivered to, so its first is the customer's last delivery place, which a new
 * order's To starts with (spec 2 §9), never a pickup place (issue #24).
 */
export const locationUses = ['source', 'destination'] as const;
export type LocationUse = (typeof locationUses)[number];

/** PUT {id}: the form and the dateModified it was read with (409 stale_write when someone saved first). */
export const locationUpdateSchema = locationFormSchema.extend({ dateModified: isoDateTime });
export type LocationUpdateInput = z.input<typeof locationUpdateSchema>;
