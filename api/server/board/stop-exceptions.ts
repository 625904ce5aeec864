import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { loads, loadStops } from '../db/schema/loads';

/**
 * The board's exceptions as properties of the load list (issue #31, decision 085), so a board figure is the
 * load list's total under a filter and the list shows its rows. A stop is late at a moment when its window
 * has ended (its To, else its From) before that moment; a stop without a window is never late. An open stop
 * is measured at now, a checked-off one at the time it was checked off (the on-time rates, on-time.ts).
 */
export const stopLateAt = (at: SQL | AnyPgColumn) =>
  sql`coalesce(coalesce(${loadStops.toDate}, ${loadStops.fromDate}) < ${at}, false)`;

const anyStop = (where: SQL) =>
  sql`exists (select 1 from ${loadStops} where ${loadStops.loadId} = ${loads.loadId} and ${where})`;

export const hasLateStop = anyStop(sql`not ${loadStops.pickedUpOrDelivered} and ${stopLateAt(sql`now()`)}`);
export const hasStopIssue = anyStop(sql`${loadStops.stopHasIssue}`);
export const hasCarrier = sql`(${loads.carrierId} is not null)`;
