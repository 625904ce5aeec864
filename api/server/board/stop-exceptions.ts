import { sql, type SQL } from 'drizzle-orm';
import { loads, loadStops } from '../db/schema/loads';

/**
 * The board's exceptions as properties of the load list (issue #31, decision 085), so a board figure is the
 * load list's total under a filter and the list shows its rows. A stop is late when it is not checked off
 * and its window has ended (its To, else its From) before now; a stop without a window is never late.
 */
const anyStop = (where: SQL) =>
  sql`exists (select 1 from ${loadStops} where ${loadStops.loadId} = ${loads.loadId} and ${where})`;

export const hasLateStop = anyStop(
  sql`not ${loadStops.pickedUpOrDelivered} and coalesce(${loadStops.toDate}, ${loadStops.fromDate}) < now()`,
);
export const hasStopIssue = anyStop(sql`${loadStops.stopHasIssue}`);
export const hasCarrier = sql`(${loads.carrierId} is not null)`;
