import { calendarViewModes, type CalendarViewMode } from '#contract/calendar';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { IconButton } from '#ui/components/icon-button/icon-button';
import { Inline } from '#ui/components/inline/inline';
import { PageHeader } from '#ui/components/page-header/page-header';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { ChevronLeftIcon, ChevronRightIcon } from '#ui/icons/icons';
import { CalendarFilters } from './calendar-filters';
import { calendarTitle } from './calendar-format';
import { CalendarGrid } from './calendar-grid';
import type { CalendarProps } from './use-calendar';
import * as s from './calendar.css';

const viewLabels: Record<CalendarViewMode, string> = { month: 'Month', week: 'Week', day: 'Day' };

/** The load calendar: title, previous/today/next, the view switch, filters, and the days. */
export function CalendarView(props: CalendarProps) {
  const { viewMode, date, today, days, loading, error, designation, currentOnly, more, send } = props;
  const title = calendarTitle(viewMode, date);
  const unit = viewLabels[viewMode].toLowerCase();
  return (
    <Stack gap="md" className={s.page}>
      <PageHeader title="Load Calendar" />
      <Inline gap="sm" alignY="center" role="toolbar" aria-label="Calendar navigation">
        <Inline gap="xs" wrap={false}>
          <IconButton aria-label={`Previous ${unit}`} onClick={() => send({ type: 'calendar.previous' })}>
            <ChevronLeftIcon />
          </IconButton>
          <Button
            variant="secondary"
            onClick={() => send({ type: 'calendar.today' })}
            disabled={date === today}
          >
            Today
          </Button>
          <IconButton aria-label={`Next ${unit}`} onClick={() => send({ type: 'calendar.next' })}>
            <ChevronRightIcon />
          </IconButton>
        </Inline>
        <h2 aria-live="polite">{title}</h2>
        {loading && <Spinner size="sm" label="Loading..." />}
        <span className={s.spacer} />
        <Inline gap="xs" wrap={false} role="group" aria-label="View">
          {calendarViewModes.map((mode) => (
            <Button
              key={mode}
              variant={mode === viewMode ? 'primary' : 'secondary'}
              aria-pressed={mode === viewMode}
              onClick={() => send({ type: 'calendar.viewChanged', viewMode: mode })}
            >
              {viewLabels[mode]}
            </Button>
          ))}
        </Inline>
        <CalendarFilters
          designation={designation}
          currentOnly={currentOnly}
          onDesignationChange={(d) => send({ type: 'filters.designationChanged', designation: d })}
          onCurrentOnlyChange={(c) => send({ type: 'filters.currentOnlyChanged', currentOnly: c })}
        />
      </Inline>
      <AlertBanner type="error" open={error !== null} marginBottom={0}>
        {error}{' '}
        <Button size="sm" variant="secondary" onClick={() => send({ type: 'calendar.retry' })}>
          Retry
        </Button>
      </AlertBanner>
      <CalendarGrid
        viewMode={viewMode}
        date={date}
        today={today}
        days={days}
        loading={loading}
        label={`Loads, ${title}`}
        more={more}
        onFocusMove={(d) => send({ type: 'calendar.focusMoved', date: d })}
        onPage={(direction) => send({ type: direction === 1 ? 'calendar.next' : 'calendar.previous' })}
        onOpenDay={(d) => {
          send({ type: 'calendar.focusMoved', date: d });
          send({ type: 'calendar.viewChanged', viewMode: 'day' });
        }}
        onMoreOpen={(d) => send({ type: 'more.open', date: d })}
        onMoreClose={() => send({ type: 'more.close' })}
        onMoreRetry={() => send({ type: 'more.retry' })}
      />
    </Stack>
  );
}
