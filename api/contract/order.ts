import { z } from 'zod';
import { ofKind } from './field-kinds';
import { loadStatusSchema } from './load-status';
import { orderTypeSchema, UnitType, unitTypeSchema } from './order-codes';
import { OrderStatus, orderStatusSchema } from './order-status';
import { boundedAmount, id, isoDate, isoDateTime, nullableId, nullableText, plainString } from './scalars';
import { userSummarySchema } from './user-summary';

const date = isoDateTime.nullable();
/** A calendar day, `YYYY-MM-DD` (docs/decisions/054). */
const day = isoDate.nullable();
const derivedText = plainString().nullable().optional();

/** Order of spec 2 §3: stored fields, then the derived display fields the server fills (read-only). */
export const orderSchema = z.object({
  orderId: id,
  orderGroupId: nullableId,
  orderCustomerId: nullableId,
  refOrderStatusId: orderStatusSchema.default(OrderStatus.Intake),
  /** Null until a type is chosen (an Intake order becomes Open when it gets one). */
  refOrderTypeId: orderTypeSchema.nullable(),
  warehouseId: nullableId,
  sourceLocationId: nullableId,
  destinationLocationId: nullableId,
  currentLocationId: nullableId,
  nextLocationId: nullableId,
  pickLocationId: nullableId,
  addedByUserId: nullableId,
  modifiedByUserId: nullableId,
  pickedByUserId: nullableId,
  placedByCustomerUserId: nullableId,
  deliveringCarrierId: nullableId,
  poNumber: nullableText(100),
  producerName: ofKind('name', nullableText(200)),
  bol: nullableText(100),
  special: ofKind('freeText', nullableText(2000)),
  quantity: z.number().int().min(0).max(999_999).nullable(),
  caseEquivalent: boundedAmount({ min: 0 }).nullable(),
  numberOfBottles: z.number().int().min(0).nullable(),
  unitType: unitTypeSchema.default(UnitType.TwelvePackCase),
  isPicked: z.boolean().default(false),
  revenue: ofKind('money', boundedAmount({ min: 0, max: 999_999 }).nullable()),
  /** Consignee. */
  cons: ofKind('name', nullableText(200)),
  ignoreStatusUpdates: z.boolean().default(false),
  /** Where On Hold / Issue release to, or Cancelled reinstates to (decision 036); staff only. */
  resumeStatus: orderStatusSchema.nullable().optional(),
  migrationError: plainString().nullable().optional(),
  datePicked: day,
  datePickBy: day,
  datePlaced: date,
  dateReadyBy: day,
  dateNeededBy: day,
  dateShipBy: day,
  dateEstimatedShipBy: day,
  dateShipped: date,
  dateDelivered: date,
  dateAdded: isoDateTime,
  dateModified: isoDateTime,
  placedByCustomerUser: userSummarySchema.nullable().optional(),
  /** Who added and who last changed the order: the order page's header names and links them. */
  addedByUser: userSummarySchema.nullable().optional(),
  modifiedByUser: userSummarySchema.nullable().optional(),
  orderIsOnLoad: z.boolean().optional(),
  /** Write-once: the first customer note, sent with a new order by a customer login. */
  initialCustomerNoteOnAddingOrder: ofKind('freeText', plainString().max(10_000).nullable().optional()),

  statusName: derivedText,
  latestNote: ofKind('freeText', derivedText),
  orderCustomerName: ofKind('name', derivedText),
  numberOfLoads: z.number().int().min(0).optional(),
  numberOfNotes: z.number().int().min(0).optional(),
  isConsolidation: z.boolean().optional(),
  consolidationLocationId: nullableId.optional(),
  stepName: derivedText,
  /** "Name, City ST" display lines of the source and destination. */
  source: ofKind('address', derivedText),
  destination: ofKind('address', derivedText),
  sourceLocationName: ofKind('name', derivedText),
  sourceLocationCity: ofKind('address', derivedText),
  sourceLocationStateAbbreviation: derivedText,
  sourceLocationStateName: derivedText,
  destinationLocationName: ofKind('name', derivedText),
  destinationLocationCity: ofKind('address', derivedText),
  destinationLocationStateAbbreviation: derivedText,
  destinationLocationStateName: derivedText,
  currentLocationName: ofKind('name', derivedText),
  currentLocationCity: ofKind('address', derivedText),
  currentLocationStateAbbreviation: derivedText,
  currentLocationStateName: derivedText,
  nextLocationName: ofKind('name', derivedText),
  nextLocationCity: ofKind('address', derivedText),
  nextLocationStateAbbreviation: derivedText,
  nextLocationStateName: derivedText,
  loadIdsForThisOrder: z.array(id).optional(),
  placedByCustomerUserName: ofKind('name', derivedText),
  pickedByUserFullName: ofKind('name', derivedText),
  deliveringCarrierName: ofKind('name', derivedText),
});
export type Order = z.infer<typeof orderSchema>;

/** One stop of an itinerary item. */
const itineraryStopSchema = z.object({
  location: z.object({
    locationId: id,
    name: plainString().nullable(),
    city: ofKind('address', plainString().nullable()),
    stateAbbreviation: plainString().nullable().optional(),
  }),
  fromDate: date,
  toDate: date,
  pickedUpDeliveryDate: date,
});

/** One load of an order's itinerary (GET getOrderItinerary/{orderId}); `status` is the load status code. */
export const orderItineraryItemSchema = z.object({
  loadId: id,
  carrier: plainString().nullable(),
  status: loadStatusSchema,
  pickUpLoadStop: itineraryStopSchema.nullable(),
  deliveryLoadStop: itineraryStopSchema.nullable(),
});
export type OrderItineraryItem = z.infer<typeof orderItineraryItemSchema>;

/** A new order's starting values (spec 2 §4): Intake, twelve-pack cases, not picked. */
export const newOrderDefaults = {
  refOrderStatusId: OrderStatus.Intake,
  refOrderTypeId: null,
  unitType: UnitType.TwelvePackCase,
  isPicked: false,
  ignoreStatusUpdates: false,
} as const;
