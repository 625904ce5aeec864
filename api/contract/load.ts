import { z } from 'zod';
import { ofKind } from './field-kinds';
import { loadChangelogEntrySchema } from './changelog';
import { loadDesignationSchema, loadStopTypeSchema, loadTypeSchema, trailerTypeSchema } from './load-codes';
import { LoadStatus, loadStatusCodes, loadStatusSchema } from './load-status';
import { stateIdSchema } from './geography';
import {
  amount,
  boundedAmount,
  countField,
  id,
  isoDate,
  isoDateTime,
  nullableId,
  nullableText,
  plainString,
} from './scalars';
import { userSummarySchema } from './user-summary';
import { validationMessages } from './validation-messages';

const date = isoDateTime.nullable();
const stopText = plainString().max(4000).nullable();

/** An order on a stop, with the few order fields the stop card shows. */
export const loadStopOrderSchema = z.object({
  orderId: id,
  isConsolidation: z.boolean().default(false),
  order: z
    .object({
      producerName: ofKind('name', plainString().nullable()),
      poNumber: plainString().nullable(),
      quantity: z.number().int().nullable(),
      orderGroupId: nullableId,
    })
    .nullable()
    .optional(),
});
export type LoadStopOrder = z.infer<typeof loadStopOrderSchema>;

/** The stop's location as the stop card shows it. */
export const loadStopLocationSchema = z.object({
  locationId: id,
  name: ofKind('name', plainString().nullable()),
  address: ofKind('address', plainString().nullable()),
  address2: ofKind('address', plainString().nullable()),
  city: ofKind('address', plainString().nullable()),
  refStateId: stateIdSchema.nullable(),
  zipCode: ofKind('address', plainString().nullable()),
  primaryContactName: ofKind('name', plainString().nullable().optional()),
  primaryContactPhone: ofKind('phone', plainString().nullable().optional()),
});

/** Load stop of spec 2 §3. `stopDirections` is the carrier stop note. */
export const loadStopSchema = z.object({
  loadStopId: id,
  locationId: id,
  refLoadStopTypeId: loadStopTypeSchema,
  stopSequence: z.number().int().min(0).max(10_000),
  location: loadStopLocationSchema.nullable().optional(),
  loadStopOrders: z.array(loadStopOrderSchema).max(10_000).default([]),
  totalCaseString: plainString().nullable().optional(),
  totalCaseEquivalent: z.number().min(0).nullable().optional(),
  pickedUpOrDelivered: z.boolean().default(false),
  pickedUpDeliveryDate: date,
  stopDirections: ofKind('freeText', stopText),
  fromDate: date,
  toDate: date,
  hasAppointment: z.boolean().default(false),
  carrierMakesAppointment: z.boolean().default(false),
  scheduledWithDescription: ofKind('freeText', stopText),
  stopHasIssue: z.boolean().default(false),
  issueDescription: ofKind('freeText', stopText),
});
export type LoadStop = z.infer<typeof loadStopSchema>;

export const deliveryWindowMessage = 'From must not be after To';

/** A stop's delivery window: From at most To, either may be cleared (spec 2 §5). */
export const deliveryWindowSchema = z
  .object({ fromDate: date, toDate: date })
  .refine((w) => !w.fromDate || !w.toDate || Date.parse(w.fromDate) <= Date.parse(w.toDate), {
    message: deliveryWindowMessage,
    path: ['toDate'],
  });

/**
 * A stop of another load that carries orders of this load (decision 049): what the screens need to run the
 * cross-load check-off rule (domain/stop-sequencing.ts) exactly as the server does.
 */
export const journeyLegSchema = z.object({
  loadId: id,
  stopNumber: z.number().int().min(1),
  orderIds: z.array(id),
  pickedUpOrDelivered: z.boolean(),
});

/** Load of spec 2 §3. Names, counts and net revenue are derived (read-only). */
export const loadSchema = z.object({
  loadId: id,
  refLoadTypeId: loadTypeSchema.nullable(),
  refLoadStatusId: loadStatusSchema.default(LoadStatus.Open),
  refLoadDesignationId: loadDesignationSchema.nullable(),
  refLoadTrailerTypeId: trailerTypeSchema.nullable(),
  carrierId: nullableId,
  carrierName: ofKind('name', plainString().nullable().optional()),
  originLocationId: nullableId,
  originLocationName: ofKind('name', plainString().nullable().optional()),
  currentLocationId: nullableId,
  currentLocationName: ofKind('name', plainString().nullable().optional()),
  destinationLocationId: nullableId,
  destinationLocationName: ofKind('name', plainString().nullable().optional()),
  trailerNumber: nullableText(50),
  carrierNote: ofKind('freeText', nullableText(4000)),
  miles: z.number().int().min(0).max(999_999).nullable(),
  pickups: countField,
  deliveries: countField,
  isAllDay: z.boolean().default(false),
  revenue: ofKind('money', amount.nullable()),
  showRevenueOnLoadSummary: z.boolean().default(false),
  carrierPaid: z.boolean().default(false),
  carrierRate: ofKind('money', amount.nullable()),
  carrierAccessoryCharge: ofKind('money', amount.nullable()),
  carrierAccessoryChargeDescription: ofKind('freeText', nullableText(500)),
  carrierPaidCheckNumber: nullableText(50),
  carrierPaidInvoiceNumber: nullableText(50),
  carrierPaidAmount: ofKind('money', amount.nullable()),
  carrierPaidNote: ofKind('freeText', nullableText(4000)),
  /** A calendar day, `YYYY-MM-DD` (docs/decisions/054). */
  carrierPaidDate: isoDate.nullable(),
  carrierPaidByUserId: nullableId,
  ignoreStatusUpdates: z.boolean().default(false),
  /**
   * A moment; with All Day, midnight of its day in the business's zone (docs/decisions/054). A bare day sent
   * with All Day is that day.
   */
  estimatedShippingDate: date,
  cases: z.number().min(0).nullable().optional(),
  noteCount: countField,
  /** Derived (revenue less carrier pay), never stored, so it may pass what one money column holds. */
  netRevenue: ofKind('money', z.number().finite().nullable().optional()),
  orderIdsOnLoad: z.array(id).optional(),
  /** Read-only, in the list (decision 085): a stop past its window not checked off, a stop with an issue. */
  hasLateStop: z.boolean().optional(),
  hasStopIssue: z.boolean().optional(),
  hasCarrier: z.boolean().optional(),
  /** Read-only, in the list (decision 085): the last pickup (delivery) checked off, and none of them late. */
  lastPickupAt: isoDateTime.nullable().optional(),
  pickupsOnTime: z.boolean().nullable().optional(),
  lastDeliveryAt: isoDateTime.nullable().optional(),
  deliveriesOnTime: z.boolean().nullable().optional(),
  loadStops: z.array(loadStopSchema).max(1000).default([]),
  /** Read-only: the legs of this load's orders on other loads, in load and stop order. */
  journeyLegs: z.array(journeyLegSchema).optional(),
  changelogs: z.array(loadChangelogEntrySchema).optional(),
  dateAdded: isoDateTime,
  dateModified: isoDateTime,
  createdByUser: userSummarySchema.nullable().optional(),
  modifiedByUser: userSummarySchema.nullable().optional(),
});
export type Load = z.infer<typeof loadSchema>;

/** Load form messages (spec 2 §5); miles reuse the quantity wording. */
export const loadFormMessages = {
  status: 'Load status is required.',
  milesMin: 'Miles must be at least 0',
  milesMax: 'Miles must be less than 1,000,000',
  revenueMin: 'Revenue must be at least 0',
  revenueMax: 'Revenue must be less than 1,000,000',
} as const;

/** The spec's ceiling for revenue (spec 2 §9), as for an order's; what a load save may set. */
export const loadRevenueLimit = 999_999;

/** The load form's own rules, to extend or merge with the load fields it edits. */
export const loadFormSchema = z.object({
  refLoadStatusId: z.literal(loadStatusCodes, { error: loadFormMessages.status }),
  miles: z
    .number()
    .int(validationMessages.integer)
    .min(0, loadFormMessages.milesMin)
    .max(999_999, loadFormMessages.milesMax)
    .nullish(),
  revenue: ofKind(
    'money',
    boundedAmount({
      min: 0,
      max: loadRevenueLimit,
      minMessage: loadFormMessages.revenueMin,
      maxMessage: loadFormMessages.revenueMax,
    }).nullish(),
  ),
});
