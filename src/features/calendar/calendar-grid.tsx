import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { CalendarDay, CalendarViewMode } from '#contract/calendar';
import { addDays, sameMonth, weekStart } from '#machines/load-calendar/calendar-dates';
import type { MoreView } from '#machines/load-calendar/load-calendar.selectors';
import { hiddenCount } from '#machines/load-calendar/load-calendar.selectors';
import { Stack } from '#ui/components/stack/stack';
import { CalendarEntry } from './calendar-entry';
import { dayName, dayOfMonth, loadCountText, weekdayLabel } from './calendar-format';
import { MorePopover } from './more-popover';
import * as s from './calendar.css';

export interface CalendarGridProps {
  viewMode: CalendarViewMode;
  /** The focused day (the URL's date). */
  date: string;
  today: string;
  days: CalendarDay[];
  loading: boolean;
  label: string;
  more: MoreView | null;
  onFocusMove: (date: string) => void;
  onPage: (direction: 1 | -1) => void;
  onOpenDay: (date: string) => void;
  onMoreOpen: (date: string) => void;
  onMoreClose: () => void;
  onMoreRetry: () => void;
}

/** Where an arrow, Home or End key moves the focus from `date`, or null for other keys. */
export function keyTarget(key: string, date: string, viewMode: CalendarViewMode): string | null {
  const row = viewMode === 'day' ? 1 : 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -row);
    case 'ArrowDown':
      return addDays(date, row);
    case 'Home':
      return weekStart(date);
    case 'End':
      return addDays(weekStart(date), 6);
    default:
      return null;
  }
}

/** The digits of the day's longest load number (what its cell must fit, calendar.css idLengths). */
const idLength = (day: CalendarDay) =>
  Math.min(s.idLengths.length, Math.max(1, ...day.loads.map((l) => String(l.loadId).length)));

const chunk = <T,>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * The days as an ARIA grid: one tab stop (the focused day), arrows move between days (past the edge the
 * view follows), Home/End go to the week's ends, Page Up/Down to the previous/next month, week or day,
 * Enter opens the day view. Each day is named by its date and load count; its loads are links.
 */
export function CalendarGrid(props: CalendarGridProps) {
  const { viewMode, date, today, days, loading, label, more } = props;
  const gridRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();
  }, [date, days]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, day: string) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      moved.current = true;
      props.onPage(event.key === 'PageUp' ? -1 : 1);
      return;
    }
    if (event.key === 'Enter' && viewMode !== 'day') {
      event.preventDefault();
      props.onOpenDay(day);
      return;
    }
    const target = keyTarget(event.key, day, viewMode);
    if (!target) return;
    event.preventDefault();
    moved.current = true;
    props.onFocusMove(target);
  };

  const rows = viewMode === 'day' ? [days] : chunk(days, 7);
  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={label}
      aria-busy={loading}
      className={viewMode === 'day' ? s.dayGrid : s.grid}
    >
      {viewMode !== 'day' && (
        <div role="row" className={s.row}>
          {rows[0]!.map((d) => (
            <div key={d.date} role="columnheader" className={s.columnHeader}>
              {weekdayLabel(d.date)}
            </div>
          ))}
        </div>
      )}
      {rows.map((week) => (
        <div key={week[0]!.date} role="row" className={s.row}>
          {week.map((day) => {
            const focused = day.date === date;
            const month = viewMode === 'month';
            const classes = [
              s.cell,
              s.cellSize[viewMode],
              month && !sameMonth(day.date, date) && s.otherMonth,
            ];
            return (
              <Stack
                key={day.date}
                gap="xxs"
                role="gridcell"
                data-date={day.date}
                data-id-length={month ? idLength(day) : undefined}
                tabIndex={focused ? 0 : -1}
                aria-selected={focused}
                aria-label={`${dayName(day.date)}${day.date === today ? ' (today)' : ''}, ${loadCountText(day.total)}`}
                className={classes.filter(Boolean).join(' ')}
                onKeyDown={(e) => onKeyDown(e, day.date)}
                onFocus={(e) => {
                  if (e.target === e.currentTarget && !focused) props.onFocusMove(day.date);
                }}
              >
                {viewMode !== 'day' && (
                  <span
                    className={[s.dayNumber, day.date === today && s.today].filter(Boolean).join(' ')}
                    aria-hidden
                  >
                    {dayOfMonth(day.date)}
                  </span>
                )}
                {viewMode === 'day' && day.total === 0 && !loading && (
                  <p className={s.empty}>No items found</p>
                )}
                <Stack as="ul" gap="xxs" className={month ? s.dayNumbers : undefined}>
                  {day.loads.map((load) => (
                    <CalendarEntry key={load.loadId} load={load} wide={!month} />
                  ))}
                </Stack>
                {(hiddenCount(day) > 0 || (month && day.total > 0)) && (
                  <MorePopover
                    day={day}
                    more={more}
                    withCount={month}
                    onOpen={props.onMoreOpen}
                    onClose={props.onMoreClose}
                    onRetry={props.onMoreRetry}
                  />
                )}
              </Stack>
            );
          })}
        </div>
      ))}
    </div>
  );
}
