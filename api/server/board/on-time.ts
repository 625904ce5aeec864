import { sql } from 'drizzle-orm';
import { wallClockInZone } from '#domain/business-day';
import {
  addDays,
  allLoads,
  checkedOffFilters,
  onTimeChartDays,
  onTimePeriods,
  type OnTimeDay,
  type OnTimeRate,
  type OnTimeStopType,
} from '#contract/board';
import { LoadStopType } from '#contract/load-codes';
import { listQuerySchema } from '#contract/list-query';
import type { Database } from '../db/connect';
import type { RequestContext } from '../http/request-context';
import { loads } from '../db/schema/loads';
import { compileQuery } from '../lists/compile-query';
import { loadsList } from '../lists/loads.list';
import { keyResolver, maxRelatedKeys } from '../lists/key-resolver';
import { checkedOffOnTime, lastCheckedOff } from './stop-exceptions';

const typeOf = { pickup: LoadStopType.Pickup, delivery: LoadStopType.Delivery } as const;

/**
 * The loads of the last 30 business days by the day their last stop of a type was checked off, and whether
 * every such stop was on time: the load list's own where (scope, every load, `checkedOffFilters` over the 30
 * days) grouped in one statement, so a day's bar and its on-time part are that list's totals under the day's
 * filters (decision 085).
 */
async function loadsByDay(
  database: Database,
  ctx: RequestContext,
  stopType: OnTimeStopType,
  period: { from: string; until: string },
) {
  const query = listQuerySchema.parse({
    pageNumber: 0,
    pageSize: 1,
    fields: allLoads,
    filters: checkedOffFilters(stopType, period),
  });
  const q = await compileQuery(loadsList, query, ctx, keyResolver(database, maxRelatedKeys));
  const zone = ctx.config.BUSINESS_TIME_ZONE;
  const type = typeOf[stopType];
  return database.rows<{ day: string; on_time: boolean | null; n: number }>(sql`
    select to_char(${lastCheckedOff(type)} at time zone ${zone}, 'YYYY-MM-DD') as day,
      ${checkedOffOnTime(type)} as on_time, count(*)::int as n
    from ${loads} where ${q.where} group by 1, 2`);
}

/**
 * The on-time pickups and deliveries (decision 085), counted in loads: per business day of the last 30 and
 * over the last 7 and 30, the loads whose last stop of the type was checked off then, and those of them
 * with every such stop checked off by the end of its window (stop-exceptions.ts: a stop without a window is
 * never late). The rates are sums of the days, each load being on one day.
 */
export async function readOnTime(
  database: Database,
  ctx: RequestContext,
  today: string,
): Promise<{ onTimeRates: OnTimeRate[]; onTimeByDay: OnTimeDay[] }> {
  const zone = ctx.config.BUSINESS_TIME_ZONE;
  const midnight = (day: string) => wallClockInZone(day, 0, zone).toISOString();
  const first = addDays(today, 1 - onTimeChartDays);
  const all = { from: midnight(first), until: midnight(addDays(today, 1)) };
  const pickups = await loadsByDay(database, ctx, 'pickup', all);
  const deliveries = await loadsByDay(database, ctx, 'delivery', all);
  const count = (rows: typeof pickups, day: string, onTime?: boolean) =>
    rows
      .filter((r) => r.day === day && (onTime === undefined || r.on_time === onTime))
      .reduce((n, r) => n + Number(r.n), 0);
  const onTimeByDay = Array.from({ length: onTimeChartDays }, (_, i) => {
    const day = addDays(first, i);
    return {
      day,
      from: midnight(day),
      until: midnight(addDays(day, 1)),
      pickupsDone: count(pickups, day),
      pickupsOnTime: count(pickups, day, true),
      deliveriesDone: count(deliveries, day),
      deliveriesOnTime: count(deliveries, day, true),
    };
  });
  const onTimeRates = (['pickup', 'delivery'] as const).flatMap((stopType) =>
    onTimePeriods.map((days) => {
      const inPeriod = onTimeByDay.slice(-days);
      const sum = (key: keyof Omit<OnTimeDay, 'day' | 'from' | 'until'>) =>
        inPeriod.reduce((n, d) => n + d[key], 0);
      const period = { from: inPeriod[0]!.from, until: all.until };
      return stopType === 'pickup'
        ? { stopType, days, ...period, done: sum('pickupsDone'), onTime: sum('pickupsOnTime') }
        : { stopType, days, ...period, done: sum('deliveriesDone'), onTime: sum('deliveriesOnTime') };
    }),
  );
  return { onTimeRates, onTimeByDay };
}
