import type { LoadsAhead, OnTimeDay } from '#contract/board';
import { currentLoadStatuses, loadStatusLabel } from '#contract/load-status';
import { visuallyHidden } from '#ui/theme/visually-hidden.css';
import * as s from './board.css';

export const chartTexts = {
  onTime: 'On-time pickups and deliveries, last 30 days',
  ahead: 'Loads by status, coming 7 days',
  pickups: 'Pickups',
  deliveries: 'Deliveries',
  legend: 'Green: on time. Red: late.',
  scale: (max: number) => `Scale: 0 to ${max} stops a day.`,
} as const;

/** `YYYY-MM-DD` as the chart's short `MM-DD`. */
const shortDay = (day: string) => day.slice(5);

const width = 360;

/** One stop type's bars: each day's checked-off stops, the on-time part below the late part. */
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
        const h = (n: number) => (n / max) * height;
        return (
          <g key={d.day}>
            <rect
              className={s.onTimeBar}
              x={i * step + 1}
              y={base - h(onTime)}
              width={step - 2}
              height={h(onTime)}
            />
            <rect
              className={s.lateBar}
              x={i * step + 1}
              y={base - h(done)}
              width={step - 2}
              height={h(done - onTime)}
            />
          </g>
        );
      })}
      <line className={s.axis} x1={0} x2={width} y1={base} y2={base} />
    </g>
  );
}

/** On-time pickups and deliveries per business day; the table beside it says the same to a screen reader. */
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
      <table className={visuallyHidden}>
        <caption>{chartTexts.onTime}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Pickups on time</th>
            <th scope="col">Pickups checked off</th>
            <th scope="col">Deliveries on time</th>
            <th scope="col">Deliveries checked off</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{d.pickupsOnTime}</td>
              <td>{d.pickupsDone}</td>
              <td>{d.deliveriesOnTime}</td>
              <td>{d.deliveriesDone}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The coming week's current loads: a row of day bars per status, and the same as a hidden table. */
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
                    <rect
                      className={s.bar}
                      x={left + i * step + 4}
                      y={base - h}
                      width={step - 8}
                      height={h}
                    />
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
      <table className={visuallyHidden}>
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
                <td key={status}>{count(day, status)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
