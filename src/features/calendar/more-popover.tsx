import * as Popover from '@radix-ui/react-popover';
import type { CalendarDay } from '#contract/calendar';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { hiddenCount, type MoreView } from '#machines/load-calendar/load-calendar.selectors';
import { CalendarEntry } from './calendar-entry';
import { dayName, loadCountText } from './calendar-format';
import * as s from './calendar.css';

export interface MorePopoverProps {
  day: CalendarDay;
  more: MoreView | null;
  onOpen: (date: string) => void;
  onClose: () => void;
  onRetry: () => void;
}

/** "+N more" under a day that holds more loads than fit; opens every load of the day. */
export function MorePopover({ day, more, onOpen, onClose, onRetry }: MorePopoverProps) {
  const hidden = hiddenCount(day);
  const open = more?.date === day.date;
  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? onOpen(day.date) : onClose())}>
      <Popover.Trigger asChild>
        <button type="button" className={s.more} aria-label={`${hidden} more loads on ${dayName(day.date)}`}>
          +{hidden} more
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={s.popover}
          align="start"
          sideOffset={4}
          aria-label={`Loads on ${dayName(day.date)}`}
        >
          <h2 className={s.popoverTitle}>
            {dayName(day.date)} · {loadCountText(day.total)}
          </h2>
          {more?.loading && <Spinner label="Loading..." />}
          {more?.error && (
            <AlertBanner type="error" open marginBottom={0}>
              {more.error}{' '}
              <Button size="sm" variant="secondary" onClick={onRetry}>
                Retry
              </Button>
            </AlertBanner>
          )}
          {open && !more.loading && !more.error && (
            <Stack as="ul" gap="xxs">
              {more.loads.map((load) => (
                <CalendarEntry key={load.loadId} load={load} wide />
              ))}
            </Stack>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
