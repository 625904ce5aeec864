import { defineCodes, type CodeOf } from './codes';
import type { StatusLook, StatusTone } from './status-tone';

/** Order statuses of spec 2 §4, in code order. */
export const {
  codes: OrderStatus,
  values: orderStatusCodes,
  options: orderStatusOptions,
  schema: orderStatusSchema,
  label: orderStatusLabel,
  nameOf: orderStatusName,
  has: isOrderStatus,
} = defineCodes([
  ['OnHold', 100, 'On Hold'],
  ['Issue', 150],
  ['Intake', 200],
  ['Open', 250],
  ['Planned', 300],
  ['Booked', 350],
  ['Consolidating', 400],
  ['Consolidated', 450],
  ['InTransit', 500, 'In Transit'],
  ['Staged', 550],
  ['Delivered', 600],
  ['Cancelled', 650],
]);
export type OrderStatusCode = CodeOf<typeof OrderStatus>;
export type OrderStatusName = keyof typeof OrderStatus;

/** What each status means, quoted from spec 2 §4, for tooltips. */
export const orderStatusMeaning: Readonly<Record<OrderStatusName, string>> = {
  OnHold: 'paused awaiting review',
  Issue: 'must be resolved before proceeding',
  Intake: 'submitted, awaiting team review',
  Open: 'created, pending pickup and delivery scheduling',
  Planned: 'delivery load created, awaiting carrier assignment',
  Booked: 'carrier assigned, awaiting departure',
  Consolidating: 'being consolidated',
  Consolidated: 'consolidated, ready for transit',
  InTransit: 'en route',
  Staged: 'picked from warehouse, ready for transit',
  Delivered: 'reached final destination',
  Cancelled: 'will not proceed unless reinstated',
};

/** Chip colours and outlines of spec 2 §4 (hues: see status-tone.ts). */
const looks: Readonly<Record<OrderStatusName, StatusLook>> = {
  OnHold: { tone: 'attention', outlined: true },
  Issue: { tone: 'attention', outlined: false },
  Intake: { tone: 'neutral', outlined: true },
  Open: { tone: 'neutral', outlined: false },
  Planned: { tone: 'scheduled', outlined: true },
  Booked: { tone: 'scheduled', outlined: false },
  Consolidating: { tone: 'moving', outlined: false },
  Consolidated: { tone: 'done', outlined: false },
  InTransit: { tone: 'moving', outlined: false },
  Staged: { tone: 'done', outlined: false },
  Delivered: { tone: 'done', outlined: true },
  Cancelled: { tone: 'neutral', outlined: true },
};
const unknownLook: StatusLook = { tone: 'neutral', outlined: true };

/** Chip look of a status; an unknown status draws as a neutral outline beside the label 'Unknown'. */
export const orderStatusLook = (code: number | null | undefined): StatusLook => {
  const name = orderStatusName(code);
  return name ? looks[name] : unknownLook;
};
export const orderStatusTone = (code: number | null | undefined): StatusTone => orderStatusLook(code).tone;

/** 'Current orders': every status except Delivered and Cancelled. */
export const currentOrderStatuses: readonly OrderStatusCode[] = orderStatusCodes.filter(
  (c) => c !== OrderStatus.Delivered && c !== OrderStatus.Cancelled,
);
/** 'Unplanned orders': Intake, Open, Issue or OnHold. */
export const unplannedOrderStatuses: readonly OrderStatusCode[] = [
  OrderStatus.Intake,
  OrderStatus.Open,
  OrderStatus.Issue,
  OrderStatus.OnHold,
];

/** The order list's status groupings (spec 2 §4). */
export const {
  codes: OrderListGroup,
  options: orderListGroupOptions,
  schema: orderListGroupSchema,
  label: orderListGroupLabel,
} = defineCodes([
  ['Current', 1],
  ['Delivered', 2],
  ['Cancelled', 3],
  ['All', 4],
]);
export type OrderListGroupCode = CodeOf<typeof OrderListGroup>;

/** The statuses each grouping shows. */
export const orderStatusesOfGroup: Readonly<Record<OrderListGroupCode, readonly OrderStatusCode[]>> = {
  1: currentOrderStatuses,
  2: [OrderStatus.Delivered],
  3: [OrderStatus.Cancelled],
  4: orderStatusCodes,
};
