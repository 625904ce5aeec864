import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { loads, loadStops } from '../db/schema/loads';
import type { ListProperty } from '../lists/list-definition';

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

/*
 * The on-time rates as load list properties (decision 085): a load counts on the day its last stop of a type
 * was checked off, and is on time when none of its checked-off stops of that type was late when checked off.
 * One day a load, so the days of a period add up to the period and every bar is the list's total.
 */
const done = loadStops.pickedUpDeliveryDate;
const later = alias(loadStops, 'later_stop');
const checkedOff = (type: number) =>
  sql`${loadStops.refLoadStopTypeId} = ${type}::int and ${loadStops.pickedUpOrDelivered} and ${done} is not null`;
const ofLoad = (type: number) => sql`${loadStops.loadId} = ${loads.loadId} and ${checkedOff(type)}`;

/** When the load's last stop of `type` was checked off (null: none was). */
export const lastCheckedOff = (type: number) =>
  sql`(select max(${done}) from ${loadStops} where ${ofLoad(type)})`;

/**
 * `lastCheckedOff` as a list property, filtered through its stop (`related`): the stops
 * checked off in the range that no later stop of the load's same type follows, an index range scan.
 */
export const lastCheckedOffAt = (type: number): ListProperty => ({
  kind: 'datetime',
  sql: lastCheckedOff(type),
  related: {
    fk: loads.loadId,
    key: loadStops.loadId,
    table: loadStops,
    value: done,
    where: sql`${checkedOff(type)} and not exists (select 1 from ${loadStops} as ${later} where ${later.loadId} = ${loadStops.loadId} and ${later.refLoadStopTypeId} = ${type}::int and ${later.pickedUpOrDelivered} and ${later.pickedUpDeliveryDate} > ${done})`,
    reverse: true,
  },
});

/** Every stop of `type` checked off was checked off by the end of its window; null when none was. */
export const checkedOffOnTime = (type: number) =>
  sql`(case when exists (select 1 from ${loadStops} where ${ofLoad(type)}) then not exists (select 1 from ${loadStops} where ${ofLoad(type)} and ${stopLateAt(done)}) end)`;
