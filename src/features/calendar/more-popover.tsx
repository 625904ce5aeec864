import * as Popover from '@radix-ui/react-popover';
import { useRef } from 'react';
import type { CalendarDay } from '#contract/calendar';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { hiddenCount, type MoreView } from '#machines/load-calendar/load-calendar.selectors';
import { CalendarEntry } from './calendar-entry';
import { dayName, loadCountText, loadWord } from './calendar-format';
import * as s from './calendar.css';

export interface MorePopoverProps {
  day: CalendarDay;
  more: MoreView | null;
  /** Also a count ("3 loads") for a month cell too narrow for its load numbers (its CSS shows one or the other). */
  withCount: boolean;
  onOpen: (date: string) => void;
  onClose: () => void;
  onRetry: () => void;
}

/**
 * Every load of a day, in a popover: opened by "+N more" under a day that holds more loads than it lists,
 * or, in a month cell too narrow for load numbers, by the day's count.
 */
export function MorePopover({ day, more, withCount, onOpen, onClose, onRetry }: MorePopoverProps) {
  const hidden = hiddenCount(day);
  const open = more?.date === day.date;
  // Two buttons open the one popover; the focus goes back to the one that did.
  const opener = useRef<HTMLButtonElement | null>(null);
  const remember = (e: { currentTarget: HTMLButtonElement }) => (opener.current = e.currentTarget);
  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? onOpen(day.date) : onClose())}>
      <Popover.Anchor asChild>
        <div className={s.dayActions}>
          {hidden > 0 && (
            <Popover.Trigger asChild>
              <button
                type="button"
                className={`${s.more} ${s.dayNumbers}`}
                aria-label={`${hidden} more loads on ${dayName(day.date)}`}
                onClick={remember}
              >
                +{hidden}
                <span className={s.moreWord}> more</span>
              </button>
            </Popover.Trigger>
          )}
          {withCount && (
            <Popover.Trigger asChild>
              <button
                type="button"
                className={s.dayCount}
                aria-label={`${loadCountText(day.total)} on ${dayName(day.date)}`}
                onClick={remember}
              >
                {day.total}
                <span className={s.countWord}> {loadWord(day.total)}</span>
              </button>
            </Popover.Trigger>
          )}
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          className={s.popover}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={`Loads on ${dayName(day.date)}`}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            opener.current?.focus();
          }}
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
