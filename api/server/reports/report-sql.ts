import { and, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { OrderStatus } from '#contract/order-status';
import { locations } from '../db/schema/locations';
import { orders } from '../db/schema/orders';
import { businessDay } from './report-format';
import type { ReportInput } from './report-input';
import type { Cell, ReportGroup } from './report-model';

/** Cases of an order: its case equivalent, else its quantity (docs/reports.md). */
export const casesOf = sql<number>`coalesce(${orders.caseEquivalent}, ${orders.quantity}, 0)`.mapWith(Number);

/**
 * A day column (`date`, docs/decisions/054) inside the request's window: the business days from the start's
 * to the end's, end exclusive, compared as days.
 */
export const inDayWindow = (column: AnyPgColumn, input: ReportInput): SQL | undefined =>
  input.window
    ? sql`(${column} >= ${businessDay(input.window.start, input.timeZone)}::date and ${column} < ${businessDay(input.window.end, input.timeZone)}::date)`
    : undefined;

/** `column` inside the request's window (start inclusive, end exclusive). */
export const inWindow = (column: AnyPgColumn, input: ReportInput): SQL | undefined =>
  input.window ? and(gte(column, input.window.start), lt(column, input.window.end)) : undefined;

export const customerIs = (input: ReportInput): SQL | undefined =>
  input.fields.orderCustomerId != null
    ? sql`${orders.orderCustomerId} = ${input.fields.orderCustomerId}`
    : undefined;

/** What the deliveries and CDTFA reports count: orders delivered in the window, not cancelled, of the customer asked for. */
export const deliveredInWindow = (input: ReportInput): SQL | undefined =>
  and(
    inWindow(orders.dateDelivered, input),
    ne(orders.refOrderStatusId, OrderStatus.Cancelled),
    customerIs(input),
  );

/** An order's destination place, as the reports join it. */
export const destination = alias(locations, 'destination');

export const inList = <T extends number>(column: AnyPgColumn, list: readonly T[] | null | undefined) =>
  list && list.length ? inArray(column, [...list]) : undefined;

/** Rows in query order, cut into groups wherever the key changes. */
export function groupRows<R>(
  rows: readonly R[],
  key: (row: R) => string | number,
  heading: (row: R) => string,
  cells: (row: R) => Cell[],
  subtotal?: (rows: R[]) => Cell[],
): ReportGroup[] {
  const groups: ReportGroup[] = [];
  let current: { key: string | number; rows: R[] } | null = null;
  const close = () => {
    if (!current) return;
    groups.push({
      heading: heading(current.rows[0]!),
      rows: current.rows.map(cells),
      ...(subtotal ? { subtotal: subtotal(current.rows) } : {}),
    });
  };
  for (const row of rows) {
    const k = key(row);
    if (!current || current.key !== k) {
      close();
      current = { key: k, rows: [] };
    }
    current.rows.push(row);
  }
  close();
  return groups;
}

export const sum = <R>(rows: readonly R[], value: (row: R) => number | null | undefined) =>
  rows.reduce((s, r) => s + (value(r) ?? 0), 0);

/** "Portland, OR" from a city and a state id. */
export const place = (city: string | null, state: string | null) => [city, state].filter(Boolean).join(', ');

/** "1 order", "3 orders". */
export const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
