import { loadDesignationLabel, loadTypeLabel, trailerTypeLabel } from '#contract/load-codes';
import { loadStatusLabel } from '#contract/load-status';
import { orderTypeLabel, unitTypeLabel } from '#contract/order-codes';
import { orderStatusLabel } from '#contract/order-status';

/**
 * The labels the record forms show (spec 2: the load, order, customer, carrier and location forms), by
 * contract field, for sentences about a record's fields outside the form itself: the merge view (issue #28).
 * A field not listed reads as its words, capitalised ('insuranceProvider' → 'Insurance Provider').
 */
const labels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  load: {
    refLoadTypeId: 'Load Type',
    refLoadDesignationId: 'Designation',
    refLoadTrailerTypeId: 'Trailer Type',
    refLoadStatusId: 'Status',
    carrierId: 'Carrier',
    trailerNumber: 'Trailer Number',
    miles: 'Miles',
    estimatedShippingDate: 'Estimated Ship Date',
    isAllDay: 'All Day',
    revenue: 'Revenue',
    showRevenueOnLoadSummary: 'Show revenue on load summary',
    ignoreStatusUpdates: 'Disable Auto Status',
    carrierNote: 'Carrier Note',
  },
  order: {
    refOrderTypeId: 'Type',
    refOrderStatusId: 'Status',
    orderCustomerId: 'Customer',
    sourceLocationId: 'From',
    destinationLocationId: 'To',
    producerName: 'Producer',
    quantity: 'Quantity',
    unitType: 'Unit Type',
    poNumber: 'PO #',
    dateNeededBy: 'Needed By',
    dateReadyBy: 'Ready By',
    dateShipBy: 'Ship By',
    special: 'Special',
    ignoreStatusUpdates: 'Ignore Status Updates',
    bol: 'BOL',
    cons: 'Cons',
    revenue: 'Revenue',
    isPicked: 'Picked',
    datePicked: 'Picked On',
  },
  // The stop modal's labels (the Order Journey's merge view, issue #28).
  stop: {
    pickedUpOrDelivered: 'Picked Up / Delivered',
    pickedUpDeliveryDate: 'Picked Up / Delivered At',
    stopDirections: 'Carrier Stop Note',
    fromDate: 'From',
    toDate: 'To',
    hasAppointment: 'Appointment',
    carrierMakesAppointment: 'Carrier Makes Appointment',
    scheduledWithDescription: 'Scheduled with',
    stopHasIssue: 'Issue with stop',
    issueDescription: 'Description of Issue',
    stopSequence: 'Stop Number',
    locationId: 'Location',
  },
  location: {
    isNWDWarehouse: 'NWDS Warehouse',
    ignoredByWarehousePickupsReport: 'Ignored by Warehouse Pickups Report',
    locationDirections: 'Directions',
    relatedOrderCustomerId: 'Related Customer',
  },
};

const common: Readonly<Record<string, string>> = {
  name: 'Name',
  address: 'Address',
  address2: 'Address 2',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  country: 'Country',
  isActive: 'Active',
  note: 'Note',
};

const words = (field: string) => {
  const text = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const recordFieldLabel = (type: string | null | undefined, field: string): string =>
  (type ? labels[type]?.[field] : undefined) ?? common[field] ?? words(field);

/** Code fields read as their names ('In Transit', not 4): the contract's code tables. */
const codeLabels: Readonly<Record<string, Readonly<Record<string, (code: number) => string>>>> = {
  load: {
    refLoadStatusId: loadStatusLabel,
    refLoadTypeId: loadTypeLabel,
    refLoadDesignationId: loadDesignationLabel,
    refLoadTrailerTypeId: trailerTypeLabel,
  },
  order: { refOrderStatusId: orderStatusLabel, refOrderTypeId: orderTypeLabel, unitType: unitTypeLabel },
};

/**
 * The name a record carries beside a reference (`carrierId` → `carrierName`, a stop's `locationId` → its
 * `location.name`), as the server reads it and the forms' pickers set it with the id.
 */
function referenceName(field: string, record: Readonly<Record<string, unknown>> | undefined): string | null {
  if (!record || !field.endsWith('Id')) return null;
  const base = field.slice(0, -2);
  const name = record[`${base}Name`];
  if (typeof name === 'string' && name) return name;
  const nested = record[base] as { name?: unknown } | null | undefined;
  return typeof nested?.name === 'string' && nested.name ? nested.name : null;
}

/**
 * A field's value as a person reads it: empty, Yes/No, a code's name, a reference's name (from `record`,
 * the side's whole record, when it carries the name beside the id), or its text.
 */
export function recordFieldValue(
  type: string | null | undefined,
  field: string,
  value: unknown,
  record?: Readonly<Record<string, unknown>>,
): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const name = record && record[field] === value ? referenceName(field, record) : null;
  if (name) return name;
  const code = type ? codeLabels[type]?.[field] : undefined;
  if (code && typeof value === 'number') return code(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}
