import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import {
  boardFigureHref,
  checkedOffLink,
  loadsOnDayFilters,
  type LoadsAhead,
  type OnTimeDay,
  type OnTimeStopType,
} from '#contract/board';
import { currentLoadStatuses, loadStatusLabel } from '#contract/load-status';
import { OrderListGroup } from '#contract/order-status';
import * as s from './board.css';

export const chartTexts = {
  onTime: 'On-time pickups and deliveries, last 30 days',
  ahead: 'Loads by status, coming 7 days',
  pickups: 'Pickups',
  deliveries: 'Deliveries',
  legend: 'Green: on time. Red: late. Each bar opens its loads.',
  scale: (max: number) => `Scale: 0 to ${max} loads a day.`,
} as const;

/** A bar of a day's loads: the load list of those loads (decision 085). */
export const onTimeBarHref = (stopType: OnTimeStopType, day: OnTimeDay, onTime: boolean) =>
  boardFigureHref(checkedOffLink(stopType, day, onTime));
export const loadsAheadHref = (day: string, status: number) =>
  boardFigureHref({
    path: '/loads',
    fields: { currentOrders: OrderListGroup.Current },
    filters: loadsOnDayFilters(day, status),
  });

/**
 * A bar as a link for the pointer. The picture stays hidden from screen readers and out of the tab order:
 * its table's links are the way there by keyboard and by ear.
 */
function BarLink({ href, children }: { href: string; children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <a
      href={href}
      tabIndex={-1}
      className={s.barLink}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** A table cell's count: a link to its loads, or a plain 0. */
const CountCell = ({ n, href }: { n: number; href: string }) => (
  <td>{n ? <Link href={href}>{n}</Link> : n}</td>
);

/** `YYYY-MM-DD` as the chart's short `MM-DD`. */
const shortDay = (day: string) => day.slice(5);

const width = 360;

/** One stop type's bars: each day's loads, the on-time part below the late part, each part a link. */
function OnTimeBars(props: { days: OnTimeDay[]; kind: 'pickups' | 'deliveries'; top: number; max: number }) {
  const { days, kind, top, max } = props;
  const step = width / days.length;
  const height = 56;
  const base = top + 18 + height;
  return (
    <g>
      <text className={s.barLabel} x={0} y={top + 12}>
        {chartTexts[kind]}
      </text>
      {days.map((d, i) => {
        const done = kind === 'pickups' ? d.pickupsDone : d.deliveriesDone;
        const onTime = kind === 'pickups' ? d.pickupsOnTime : d.deliveriesOnTime;
        const stopType = kind === 'pickups' ? 'pickup' : 'delivery';
        const h = (n: number) => (n / max) * height;
        return (
          <g key={d.day}>
            {onTime > 0 && (
              <BarLink href={onTimeBarHref(stopType, d, true)}>
                <rect
                  className={s.onTimeBar}
                  x={i * step + 1}
                  y={base - h(onTime)}
                  width={step - 2}
                  height={h(onTime)}
                />
              </BarLink>
            )}
            {done > onTime && (
              <BarLink href={onTimeBarHref(stopType, d, false)}>
                <rect
                  className={s.lateBar}
                  x={i * step + 1}
                  y={base - h(done)}
                  width={step - 2}
                  height={h(done - onTime)}
                />
              </BarLink>
            )}
          </g>
        );
      })}
      <line className={s.axis} x1={0} x2={width} y1={base} y2={base} />
    </g>
  );
}

/**
 * On-time pickups and deliveries per business day, in loads; the table beside it says the same to a screen
 * reader, each count a link to its loads as each bar is.
 */
export function OnTimeChart({ days }: { days: OnTimeDay[] }) {
  const max = Math.max(1, ...days.flatMap((d) => [d.pickupsDone, d.deliveriesDone]));
  // First, every seventh day, and the last, each kept inside the picture.
  const ticks = days.flatMap((_, i) =>
    (i % 7 === 0 && i < days.length - 3) || i === days.length - 1 ? [i] : [],
  );
  return (
    <figure className={s.chartFigure}>
      <svg className={s.chart} viewBox={`0 0 ${width} 200`} aria-hidden="true" focusable="false">
        <OnTimeBars days={days} kind="pickups" top={0} max={max} />
        <OnTimeBars days={days} kind="deliveries" top={86} max={max} />
        {ticks.map((i) => (
          <text
            key={i}
            className={s.barLabel}
            x={i === 0 ? 0 : i === days.length - 1 ? width : ((i + 0.5) * width) / days.length}
            y={194}
            textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}
          >
            {shortDay(days[i]!.day)}
          </text>
        ))}
      </svg>
      <figcaption className={s.meta} aria-hidden="true">
        {chartTexts.legend} {chartTexts.scale(max)}
      </figcaption>
      <table className={s.chartTable}>
        <caption>{chartTexts.onTime}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Loads picked up on time</th>
            <th scope="col">Loads picked up late</th>
            <th scope="col">Loads delivered on time</th>
            <th scope="col">Loads delivered late</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <CountCell n={d.pickupsOnTime} href={onTimeBarHref('pickup', d, true)} />
              <CountCell n={d.pickupsDone - d.pickupsOnTime} href={onTimeBarHref('pickup', d, false)} />
              <CountCell n={d.deliveriesOnTime} href={onTimeBarHref('delivery', d, true)} />
              <CountCell
                n={d.deliveriesDone - d.deliveriesOnTime}
                href={onTimeBarHref('delivery', d, false)}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The coming week's current loads: a row of day bars per status, and the same as a table; each a link. */
export function LoadsAheadChart({ bars }: { bars: LoadsAhead[] }) {
  const days = [...new Set(bars.map((b) => b.day))];
  const count = (day: string, status: number) =>
    bars.find((b) => b.day === day && b.status === status)?.count ?? 0;
  const max = Math.max(1, ...bars.map((b) => b.count));
  const left = 84;
  const step = (width - left) / Math.max(1, days.length);
  const row = 34;
  return (
    <figure className={s.chartFigure}>
      <svg
        className={s.chart}
        viewBox={`0 0 ${width} ${20 + currentLoadStatuses.length * row}`}
        aria-hidden="true"
        focusable="false"
      >
        {days.map((day, i) => (
          <text key={day} className={s.barLabel} x={left + (i + 0.5) * step} y={12} textAnchor="middle">
            {shortDay(day)}
          </text>
        ))}
        {currentLoadStatuses.map((status, r) => {
          const base = 20 + (r + 1) * row - 6;
          return (
            <g key={status}>
              <text className={s.barLabel} x={0} y={base - 4}>
                {loadStatusLabel(status)}
              </text>
              {days.map((day, i) => {
                const n = count(day, status);
                const h = (n / max) * (row - 18);
                return (
                  <g key={day}>
                    {n > 0 && (
                      <BarLink href={loadsAheadHref(day, status)}>
                        <rect
                          className={s.bar}
                          x={left + i * step + 4}
                          y={base - h}
                          width={step - 8}
                          height={h}
                        />
                      </BarLink>
                    )}
                    <text
                      className={s.barLabel}
                      x={left + (i + 0.5) * step}
                      y={base - h - 2}
                      textAnchor="middle"
                    >
                      {n || ''}
                    </text>
                  </g>
                );
              })}
              <line className={s.axis} x1={left} x2={width} y1={base} y2={base} />
            </g>
          );
        })}
      </svg>
      <table className={s.chartTable}>
        <caption>{chartTexts.ahead}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {currentLoadStatuses.map((status) => (
              <th key={status} scope="col">
                {loadStatusLabel(status)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              {currentLoadStatuses.map((status) => (
                <CountCell key={status} n={count(day, status)} href={loadsAheadHref(day, status)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
