import { businessTimeZone } from '#contract/business-time-zone';
import { loadStatusLabel } from '#contract/load-status';
import { orderTypeLabel, unitTypeLabel } from '#contract/order-codes';
import { orderStatusLabel } from '#contract/order-status';
import { dayInZone, isDay } from '#domain/business-day';

export type ChangelogKind = 'order' | 'load';
type Row = Readonly<Record<string, unknown>>;
/** A field's words; a moment is told as its day in the business's zone (`timeZone`). */
type Format = (value: unknown, timeZone: string) => string;

const none = 'none';
const blank = (v: unknown) => v === null || v === undefined || v === '';
const text: Format = (v) => (blank(v) ? none : String(v));
const ref: Format = (v) => (blank(v) ? none : `#${String(v)}`);
const yesNo: Format = (v) => (v ? 'Yes' : 'No');
const code =
  (label: (c: number) => string): Format =>
  (v) =>
    blank(v) ? none : label(Number(v));
const money: Format = (v) => (blank(v) ? none : `$${Number(v).toFixed(2)}`);
/**
 * MM/DD/YYYY (spec 2 §9). A day (`YYYY-MM-DD`, decision 054) is that day, whoever reads it; a moment
 * (shipped, delivered, an estimated ship time) is the day it falls on in the business's zone, so a US
 * evening's delivery is logged on its own day, not tomorrow's UTC day.
 */
export const formatLogDate: Format = (v, timeZone) => {
  if (blank(v)) return none;
  const d = v instanceof Date ? v : new Date(String(v));
  if (Number.isNaN(d.getTime())) return none;
  const day = isDay(v) ? v : dayInZone(d, timeZone);
  return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
};

/** The fields a person cares about, in the order bullets are written, with their label and format. */
const fields: Readonly<
  Record<ChangelogKind, readonly (readonly [key: string, label: string, format: Format])[]>
> = {
  order: [
    ['refOrderStatusId', 'Status', code(orderStatusLabel)],
    ['refOrderTypeId', 'Type', code(orderTypeLabel)],
    ['orderCustomerId', 'Customer', ref],
    ['orderGroupId', 'Order group', ref],
    ['poNumber', 'PO#', text],
    ['producerName', 'Producer', text],
    ['bol', 'BOL', text],
    ['special', 'Special', text],
    ['quantity', 'Quantity', text],
    ['unitType', 'Unit Type', code(unitTypeLabel)],
    ['revenue', 'Revenue', money],
    ['cons', 'Cons', text],
    ['sourceLocationId', 'From', ref],
    ['destinationLocationId', 'To', ref],
    ['isPicked', 'Picked', yesNo],
    ['dateReadyBy', 'Ready By', formatLogDate],
    ['dateNeededBy', 'Needed By', formatLogDate],
    ['dateShipBy', 'Ship By', formatLogDate],
    ['datePicked', 'Picked On', formatLogDate],
    ['dateShipped', 'Shipped', formatLogDate],
    ['dateDelivered', 'Delivered', formatLogDate],
  ],
  load: [
    ['refLoadStatusId', 'Status', code(loadStatusLabel)],
    ['carrierId', 'Carrier', ref],
    ['trailerNumber', 'Trailer #', text],
    ['miles', 'Miles', text],
    ['revenue', 'Revenue', money],
    ['carrierRate', 'Carrier Rate', money],
    ['carrierNote', 'Carrier Note', text],
    ['estimatedShippingDate', 'Estimated Ship Date', formatLogDate],
    ['isAllDay', 'All Day', yesNo],
    ['carrierPaid', 'Carrier Paid', yesNo],
  ],
};

const same = (a: unknown, b: unknown, format: Format, zone: string) =>
  (blank(a) && blank(b)) || format(a, zone) === format(b, zone);

/**
 * The readable lines of one save (docs/decisions/031): "Status: Open → Planned" for each listed field that
 * changed, or, for a new record (`before` null), "Status: Open" for each field that is set. Fields the rows
 * do not carry are not compared, so a caller may pass only the columns it changed.
 */
export function changeBullets(
  kind: ChangelogKind,
  before: Row | null,
  after: Row,
  timeZone: string = businessTimeZone,
): string[] {
  const bullets: string[] = [];
  for (const [key, label, format] of fields[kind]) {
    if (!(key in after)) continue;
    if (before === null) {
      if (!blank(after[key])) bullets.push(`${label}: ${format(after[key], timeZone)}`);
    } else if (key in before && !same(before[key], after[key], format, timeZone)) {
      bullets.push(`${label}: ${format(before[key], timeZone)} → ${format(after[key], timeZone)}`);
    }
  }
  return bullets;
}

/** Stop changes the rows alone cannot say (spec 2 §4 "Load stops"). */
export const stopBullets = {
  orderAdded: (orderId: number, stopSequence: number) => `Order #${orderId} added to stop ${stopSequence}`,
  orderRemoved: (orderId: number, stopSequence: number) =>
    `Order #${orderId} removed from stop ${stopSequence}`,
};
