import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { loadDesignationLabel } from '#contract/load-codes';
import type { SearchFields } from '#contract/list-query';
import { stateName } from '#contract/geography';
import type { AuthContext } from '../auth/session-store';
import type { Db } from '../db/connect';
import { orderCustomers } from '../db/schema/customers';
import { locations } from '../db/schema/locations';
import { forbidden } from '../http/errors';
import { windowText } from './report-format';

/** What a report is generated from: the request's fields, already validated, and who asked. */
export interface ReportInput {
  fields: SearchFields;
  /** The date window, for the reports that take one. */
  window: { start: Date; end: Date } | null;
  timeZone: string;
}

/**
 * An ISO value of the window as an instant: a bare day ('2025-05-01', as the report forms send) is that
 * day's midnight in the business's time zone; a date-time keeps its own offset.
 */
export const windowInstant = (value: string, timeZone: string): Date =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(Temporal.PlainDate.from(value).toZonedDateTime({ timeZone }).epochMilliseconds)
    : new Date(value);

export const windowOf = (fields: SearchFields, timeZone: string): ReportInput['window'] =>
  fields.dateStartInclusive && fields.dateEndExclusive
    ? {
        start: windowInstant(fields.dateStartInclusive, timeZone),
        end: windowInstant(fields.dateEndExclusive, timeZone),
      }
    : null;

export const customerOnlyMessage = 'You can only run this report for your own customer.';

/**
 * A customer identity's report is always for its own customer: a request naming another is refused,
 * and one naming none is narrowed to its own.
 */
export function scopeToCaller(fields: SearchFields, caller: AuthContext): SearchFields {
  const identity = caller.identity;
  if (identity?.identityType !== 'customer') return fields;
  const own = identity.orderCustomerId;
  if (own == null || (fields.orderCustomerId != null && fields.orderCustomerId !== own)) {
    throw forbidden(customerOnlyMessage);
  }
  return { ...fields, orderCustomerId: own };
}

/** The filters a report prints under its title, named the way its form names them. */
export async function filterLines(
  db: Db,
  input: ReportInput,
  use: { customer?: boolean; warehouse?: boolean; states?: boolean; designations?: boolean },
): Promise<[string, string][]> {
  const { fields, window, timeZone } = input;
  const lines: [string, string][] = [];
  if (window) lines.push(['Date window', windowText(window.start, window.end, timeZone)]);
  if (use.customer) {
    const id = fields.orderCustomerId;
    const [row] = id
      ? await db
          .select({ name: orderCustomers.orderCustomerName })
          .from(orderCustomers)
          .where(eq(orderCustomers.orderCustomerId, id))
      : [];
    lines.push(['Customer', id ? (row?.name ?? `#${id}`) : 'All customers']);
  }
  if (use.warehouse) {
    const id = fields.locationId;
    const [row] = id
      ? await db.select({ name: locations.name }).from(locations).where(eq(locations.locationId, id))
      : [];
    const all = fields.onlyNWDWarehouses ? 'All NWDS warehouses' : 'All pickup locations';
    lines.push(['Warehouse', id ? (row?.name ?? `#${id}`) : all]);
  }
  if (use.states) {
    const states = fields.statesList ?? [];
    lines.push([
      'Destination states',
      states.length ? states.map((s) => stateName(s)).join(', ') : 'All states',
    ]);
  }
  if (use.designations) {
    const ids = fields.chosenDesignationIds ?? [];
    lines.push([
      'Designations',
      ids.length ? ids.map((d) => loadDesignationLabel(d)).join(', ') : 'All designations',
    ]);
  }
  return lines;
}
