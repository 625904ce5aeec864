import { z } from 'zod';
import { staffHolding } from './access';
import { CompareType, FilterOperator } from './filter-codes';
import type { FilterItem, ListQueryInput } from './list-query';
import { currentLoadStatuses, loadStatusLabel } from './load-status';
import { OrderListGroup } from './order-status';
import { Permission as P } from './permissions';

/**
 * The dispatcher's board (issue #31, decision 085): each figure is a list's total under filters a person can
 * read in that list's address, so the list explains every number. The figures are defined here once: the
 * server counts them through the list engine, the screen links them to `path?filters=…`.
 */
/** Who opens the board (and may make it their home page): staff holding LoadView, as its call. */
export const boardAccess = staffHolding(P.LoadView);

export const boardQuerySchema = z.strictObject({
  /** Orders needed within this many days on no load; default 3. */
  neededWithinDays: z.coerce.number().int().min(0).max(60).default(3),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

export const boardFigureIds = [
  'lateLoads',
  'issueLoads',
  'unplannedOrders',
  'noCarrierLoads',
  'insuranceExpiring',
] as const;
export type BoardFigureId = (typeof boardFigureIds)[number];

export interface BoardFigureDef {
  id: string;
  label: string;
  /** The list's page and its settings key. */
  path: '/loads' | '/orders' | '/carriers';
  listKey: 'loads-list' | 'orders-list' | 'carriers-list';
  /** The list's own grouping as its page opens (not in the address): current loads and orders. */
  fields: ListQueryInput['fields'];
  filters: FilterItem[][];
}

const is = (property: string, value: boolean): FilterItem => ({
  property,
  value,
  compareType: CompareType.Boolean,
  operatorType: FilterOperator.Is,
});
const days = (property: string, from: string, to: string): FilterItem => ({
  property,
  value: [from, to],
  compareType: CompareType.DateOnly,
  operatorType: FilterOperator.Between,
});

/** `day` plus `n` days, both YYYY-MM-DD. */
export const addDays = (day: string, n: number): string => {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const currentLoads = { currentOrders: OrderListGroup.Current };

/** Every figure of the board for the business's `today`. */
export function boardFigureDefs(today: string, neededWithinDays: number): BoardFigureDef[] {
  const loads = { path: '/loads', listKey: 'loads-list', fields: currentLoads } as const;
  return [
    {
      id: 'lateLoads',
      label: 'loads with a stop past its window, not checked off',
      ...loads,
      filters: [[is('hasLateStop', true)]],
    },
    {
      id: 'issueLoads',
      label: 'loads with a stop with an issue',
      ...loads,
      filters: [[is('hasStopIssue', true)]],
    },
    {
      id: 'unplannedOrders',
      label: `orders needed within ${neededWithinDays} days on no load`,
      path: '/orders',
      listKey: 'orders-list',
      fields: { currentOrders: OrderListGroup.Current },
      filters: [[days('dateNeededBy', today, addDays(today, neededWithinDays)), is('orderIsOnLoad', false)]],
    },
    {
      id: 'noCarrierLoads',
      label: 'loads departing within 2 days with no carrier',
      ...loads,
      filters: [[days('estimatedShippingDate', today, addDays(today, 2)), is('hasCarrier', false)]],
    },
    {
      id: 'insuranceExpiring',
      label: 'carriers with insurance expiring within 30 days',
      path: '/carriers',
      listKey: 'carriers-list',
      fields: {},
      filters: [[days('insuranceExpirationDate', today, addDays(today, 30))]],
    },
    ...currentLoadStatuses.map((status) => ({
      id: `loadsToday${status}`,
      label: `${loadStatusLabel(status)} today`,
      ...loads,
      filters: loadsOnDayFilters(today, status),
    })),
  ];
}

/** The load list's filters for the current loads of one status shipping on one day (a status figure, a bar). */
export const loadsOnDayFilters = (day: string, status: number): FilterItem[][] => [
  [
    days('estimatedShippingDate', day, day),
    { ...is('refLoadStatusId', true), compareType: CompareType.Enum, value: [status] },
  ],
];

/** The periods of the on-time rates, in days back from today (today included). */
export const onTimePeriods = [7, 30] as const;
/** The days the charts cover: on-time stops over the last 30 days, loads by status over the coming 7. */
export const onTimeChartDays = 30;
export const loadsAheadDays = 7;

/** The load list's filter of the coming week, today included, by estimated ship date (the chart's loads). */
export const loadsAheadFilters = (today: string): FilterItem[][] => [
  [days('estimatedShippingDate', today, addDays(today, loadsAheadDays - 1))],
];

/** The load list's properties of a stop type's last check-off and of its being on time (decision 085). */
const checkedOffProperties = {
  pickup: { at: 'lastPickupAt', onTime: 'pickupsOnTime' },
  delivery: { at: 'lastDeliveryAt', onTime: 'deliveriesOnTime' },
} as const;
export type OnTimeStopType = keyof typeof checkedOffProperties;

/**
 * The load list's filters of the loads whose last `stopType` stop was checked off from `from` up to (not
 * including) `until`, ISO instants (business days' midnights); `onTime` keeps those on time or those late.
 */
export function checkedOffFilters(
  stopType: OnTimeStopType,
  period: { from: string; until: string },
  onTime?: boolean,
): FilterItem[][] {
  const { at, onTime: flag } = checkedOffProperties[stopType];
  // DateTime Between takes both ends (to the millisecond): the last millisecond before `until`.
  const last = new Date(Date.parse(period.until) - 1).toISOString();
  const range: FilterItem = {
    property: at,
    value: [period.from, last],
    compareType: CompareType.DateTime,
    operatorType: FilterOperator.Between,
  };
  return [[range, ...(onTime === undefined ? [] : [is(flag, onTime)])]];
}

/** Every load, whatever its status: a delivered load is the one whose stops were kept or missed. */
export const allLoads = { currentOrders: OrderListGroup.All };

/** The link of an on-time figure or bar: the load list, every load, under `checkedOffFilters`. */
export const checkedOffLink = (
  stopType: OnTimeStopType,
  period: { from: string; until: string },
  onTime?: boolean,
) => ({ path: '/loads', fields: allLoads, filters: checkedOffFilters(stopType, period, onTime) });

/**
 * An on-time rate (decision 085): of the loads whose last pickup (or delivery) was checked off in the last
 * `days` business days, how many had every such stop checked off by the end of its window. Counted in loads,
 * one day a load, so `done`, `onTime` and the late rest are each the load list's total (`checkedOffLink`).
 */
export const onTimeRateSchema = z.object({
  stopType: z.enum(['pickup', 'delivery']),
  days: z.number().int(),
  /** The period: the first business day's midnight, and the next midnight after today. */
  from: z.string(),
  until: z.string(),
  done: z.number().int(),
  onTime: z.number().int(),
});
export type OnTimeRate = z.infer<typeof onTimeRateSchema>;

/** One business day of the on-time chart, in loads as the rates. */
export const onTimeDaySchema = z.object({
  day: z.string(),
  /** The day's midnight and the next, in the business's zone. */
  from: z.string(),
  until: z.string(),
  pickupsDone: z.number().int(),
  pickupsOnTime: z.number().int(),
  deliveriesDone: z.number().int(),
  deliveriesOnTime: z.number().int(),
});
export type OnTimeDay = z.infer<typeof onTimeDaySchema>;

/** The current loads of one status shipping on one day: a bar of the coming week, a load list's total. */
export const loadsAheadSchema = z.object({
  day: z.string(),
  status: z.number().int(),
  count: z.number().int(),
});
export type LoadsAhead = z.infer<typeof loadsAheadSchema>;

/** The share on time in whole percent; null when no stop was checked off. */
export const onTimePercent = (rate: { done: number; onTime: number }): number | null =>
  rate.done ? Math.round((100 * rate.onTime) / rate.done) : null;

export const boardFigureSchema = z.object({
  id: z.string(),
  label: z.string(),
  count: z.number().int(),
  path: z.string(),
  /** The list's grouping the figure counts in (current loads or orders); absent for carriers. */
  fields: z.object({ currentOrders: z.number().int().optional() }).optional(),
  filters: z.array(z.array(z.record(z.string(), z.unknown()))),
});
export type BoardFigure = z.infer<typeof boardFigureSchema>;

export const boardSchema = z.object({
  /** When the figures were read (ISO). */
  computedAt: z.string(),
  /** The business's day the figures count from. */
  today: z.string(),
  neededWithinDays: z.number().int(),
  figures: z.array(boardFigureSchema),
  /** Pickups then deliveries, each over 7 and 30 days. */
  onTimeRates: z.array(onTimeRateSchema),
  /** The last 30 business days, oldest first. */
  onTimeByDay: z.array(onTimeDaySchema),
  /** The coming 7 days (today first) by current status: every day and status, zeros included. */
  loadsAhead: z.array(loadsAheadSchema),
});
export type Board = z.infer<typeof boardSchema>;

/**
 * The list address a figure links to: its page with the filters in the query string (decision 063), and
 * its grouping (`group`, the list's `currentOrders`) when it has one, so the list opens on the same rows.
 */
export const boardFigureHref = (figure: {
  path: string;
  filters: unknown;
  fields?: { currentOrders?: number | null };
}) => {
  const group = figure.fields?.currentOrders;
  const params = new URLSearchParams({
    filters: JSON.stringify(figure.filters),
    ...(group == null ? {} : { group: String(group) }),
  });
  return `${figure.path}?${params.toString()}`;
};
