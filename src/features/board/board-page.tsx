import { Link } from 'wouter';
import {
  boardFigureHref,
  checkedOffLink,
  onTimePercent,
  type Board,
  type BoardFigure,
  type OnTimeRate,
} from '#contract/board';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { EmptyState } from '#ui/components/empty-state/empty-state';
import { Inline } from '#ui/components/inline/inline';
import { SelectField } from '#ui/components/select-field/select-field';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { visuallyHidden } from '#ui/theme/visually-hidden.css';
import { formatMoment } from '../../shared/format/moments';
import { chartTexts, LoadsAheadChart, OnTimeChart } from './board-charts';
import { neededWithinChoices, useBoard, useNeededWithin } from './use-board';
import * as s from './board.css';

export const boardTexts = {
  title: 'Board',
  exceptions: 'Needs you now',
  today: 'Loads today by status',
  quiet: 'A quiet day',
  quietText: 'No late loads, no stop issues, nothing due without a load. Figures update as people work.',
  computedAt: (when: string) => `Computed at ${when}`,
  neededWithin: 'Orders needed within',
  reload: 'Reload',
  onTime: 'On time',
  rate: (r: OnTimeRate) =>
    `on-time ${r.stopType === 'pickup' ? 'pickups' : 'deliveries'}, last ${r.days} days`,
  rateDone: (r: OnTimeRate) =>
    `${r.done} ${r.done === 1 ? 'load' : 'loads'} ${r.stopType === 'pickup' ? 'picked up' : 'delivered'}`,
  rateOnTime: (n: number) => `${n} on time`,
  rateLate: (n: number) => `${n} late`,
  rateMeaning: (r: OnTimeRate) =>
    `On time: every ${r.stopType} stop of the load checked off by the end of its window.`,
} as const;

/**
 * A rate counts loads by their last pickup (delivery) checked off: each of its counts is a link to the load
 * list of exactly those loads (decision 085).
 */
function RateFigure({ rate }: { rate: OnTimeRate }) {
  const percent = onTimePercent(rate);
  const href = (onTime?: boolean) => boardFigureHref(checkedOffLink(rate.stopType, rate, onTime));
  return (
    <div className={s.rate}>
      <span>
        <span className={percent === null ? `${s.count} ${s.quietCount}` : s.count}>
          {percent === null ? '–' : `${percent}%`}
        </span>{' '}
        {boardTexts.rate(rate)}
      </span>
      <span className={s.rateLinks}>
        <Link href={href()}>{boardTexts.rateDone(rate)}</Link>
        {rate.done > 0 && (
          <>
            {': '}
            <Link href={href(true)}>{boardTexts.rateOnTime(rate.onTime)}</Link>
            {', '}
            <Link href={href(false)}>{boardTexts.rateLate(rate.done - rate.onTime)}</Link>
          </>
        )}
      </span>
      <span className={s.meta}>{boardTexts.rateMeaning(rate)}</span>
    </div>
  );
}

const isStatus = (f: BoardFigure) => f.id.startsWith('loadsToday');

function FigureLink({ figure }: { figure: BoardFigure }) {
  return (
    <Link href={boardFigureHref(figure)} className={s.figure}>
      <span className={figure.count ? s.count : `${s.count} ${s.quietCount}`}>{figure.count}</span>
      <span>{figure.label}</span>
    </Link>
  );
}

/** Today's current loads by status as bars; the table beside it says the same to a screen reader. */
function StatusChart({ figures }: { figures: BoardFigure[] }) {
  const max = Math.max(1, ...figures.map((f) => f.count));
  const rowHeight = 28;
  return (
    <>
      <svg
        className={s.chart}
        viewBox={`0 0 360 ${figures.length * rowHeight}`}
        aria-hidden="true"
        focusable="false"
      >
        {figures.map((f, i) => (
          <g key={f.id} transform={`translate(0 ${i * rowHeight})`}>
            <text className={s.barLabel} x={0} y={18}>
              {f.label.replace(/ today$/, '')}
            </text>
            <rect
              className={s.bar}
              x={110}
              y={6}
              height={16}
              width={Math.max(2, (f.count / max) * 210)}
              rx={2}
            />
            <text className={s.barLabel} x={116 + (f.count / max) * 210} y={18}>
              {f.count}
            </text>
          </g>
        ))}
      </svg>
      <table className={visuallyHidden}>
        <caption>{boardTexts.today}</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Loads</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((f) => (
            <tr key={f.id}>
              <th scope="row">{f.label.replace(/ today$/, '')}</th>
              <td>{f.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function BoardFigures({ board }: { board: Board }) {
  const exceptions = board.figures.filter((f) => !isStatus(f));
  const statuses = board.figures.filter(isStatus);
  const quiet = exceptions.every((f) => f.count === 0);
  return (
    <Stack gap="lg">
      <section aria-labelledby="board-exceptions">
        <h2 id="board-exceptions">{boardTexts.exceptions}</h2>
        {quiet && <EmptyState title={boardTexts.quiet} description={boardTexts.quietText} headingLevel={3} />}
        <ul className={s.figures}>
          {exceptions.map((f) => (
            <li key={f.id}>
              <FigureLink figure={f} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="board-today">
        <h2 id="board-today">{boardTexts.today}</h2>
        <StatusChart figures={statuses} />
        <ul className={s.figures}>
          {statuses.map((f) => (
            <li key={f.id}>
              <FigureLink figure={f} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="board-ahead">
        <h2 id="board-ahead">{chartTexts.ahead}</h2>
        <LoadsAheadChart bars={board.loadsAhead} />
      </section>
      <section aria-labelledby="board-on-time">
        <h2 id="board-on-time">{boardTexts.onTime}</h2>
        <ul className={s.figures}>
          {board.onTimeRates.map((r) => (
            <li key={`${r.stopType}${r.days}`}>
              <RateFigure rate={r} />
            </li>
          ))}
        </ul>
        <OnTimeChart days={board.onTimeByDay} />
      </section>
    </Stack>
  );
}

function BoardReading({ days }: { days: number }) {
  const { data, loading, error, reload } = useBoard(days);
  return (
    <>
      <AlertBanner type="error" open={error !== null} marginBottom={0}>
        {error}
        <Button variant="ghost" size="sm" onClick={reload}>
          {boardTexts.reload}
        </Button>
      </AlertBanner>
      {data && <p className={s.meta}>{boardTexts.computedAt(formatMoment(data.computedAt))}</p>}
      {loading && !data && <Spinner label="Loading..." />}
      {data && <BoardFigures board={data} />}
    </>
  );
}

/** /board?within=3: the dispatcher's morning (issue #31, decision 085). */
export function BoardPage() {
  const within = useNeededWithin();
  return (
    <Stack as="section" gap="md" aria-labelledby="board-title">
      <Inline gap="md" align="space-between" alignY="center">
        <h1 id="board-title">{boardTexts.title}</h1>
        <SelectField
          label={boardTexts.neededWithin}
          value={String(within.value)}
          options={neededWithinChoices.map((d) => ({ value: String(d), label: `${d} days` }))}
          onChange={(v) => within.choose(Number(v))}
        />
      </Inline>
      <BoardReading key={within.value} days={within.value} />
    </Stack>
  );
}
