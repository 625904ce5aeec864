import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { wallClockInZone } from '#domain/business-day';
import { addDays, onTimeChartDays, onTimePeriods, type OnTimeDay, type OnTimeRate } from '#contract/board';
import { LoadStopType } from '#contract/load-codes';
import type { Database } from '../db/connect';
import { loadStops } from '../db/schema/loads';
import { stopLateAt } from './stop-exceptions';

const done = loadStops.pickedUpDeliveryDate;

/**
 * The on-time pickups and deliveries (decision 085): the stops checked off from the start of the business
 * day 29 days ago up to `now`, per business day and stop type, and how many of them were not late when
 * checked off (stop-exceptions.ts: a stop without a window is never late, so it counts as on time). One
 * statement; the rates over 7 and 30 days are sums of its days.
 */
export async function readOnTime(
  database: Database,
  today: string,
  now: Date,
  timeZone: string,
): Promise<{ onTimeRates: OnTimeRate[]; onTimeByDay: OnTimeDay[] }> {
  const first = addDays(today, 1 - onTimeChartDays);
  const rows = await database.rows<{ day: string; type: number; done: number; on_time: number }>(sql`
    select to_char(${done} at time zone ${timeZone}, 'YYYY-MM-DD') as day, ${loadStops.refLoadStopTypeId} as type,
      count(*)::int as done, count(*) filter (where not ${stopLateAt(done)})::int as on_time
    from ${loadStops}
    where ${and(
      eq(loadStops.pickedUpOrDelivered, true),
      gte(done, wallClockInZone(first, 0, timeZone)),
      lte(done, now),
    )}
    group by 1, 2`);
  const cell = (day: string, type: number) => rows.find((r) => r.day === day && Number(r.type) === type);
  const onTimeByDay = Array.from({ length: onTimeChartDays }, (_, i) => {
    const day = addDays(first, i);
    const p = cell(day, LoadStopType.Pickup);
    const d = cell(day, LoadStopType.Delivery);
    return {
      day,
      pickupsDone: Number(p?.done ?? 0),
      pickupsOnTime: Number(p?.on_time ?? 0),
      deliveriesDone: Number(d?.done ?? 0),
      deliveriesOnTime: Number(d?.on_time ?? 0),
    };
  });
  const onTimeRates = (['pickup', 'delivery'] as const).flatMap((stopType) =>
    onTimePeriods.map((days) => {
      const inPeriod = onTimeByDay.slice(-days);
      const sum = (key: keyof Omit<OnTimeDay, 'day'>) => inPeriod.reduce((n, d) => n + d[key], 0);
      return stopType === 'pickup'
        ? { stopType, days, done: sum('pickupsDone'), onTime: sum('pickupsOnTime') }
        : { stopType, days, done: sum('deliveriesDone'), onTime: sum('deliveriesOnTime') };
    }),
  );
  return { onTimeRates, onTimeByDay };
}
