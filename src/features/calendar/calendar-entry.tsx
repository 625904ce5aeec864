import { Link } from 'wouter';
import type { CalendarLoad } from '#contract/calendar';
import { loadStatusTone } from '#contract/load-status';
import { loadEntryName, stopCountText, timeSpan } from './calendar-format';
import * as s from './calendar.css';

/**
 * One load on a day: load #, carrier and stop count, coloured by status; opens the load's page. In a narrow
 * month cell (a phone's) it shows its load number alone.
 */
export function CalendarEntry({ load, wide = false }: { load: CalendarLoad; wide?: boolean }) {
  const className = [s.entry[loadStatusTone(load.refLoadStatusId)], wide ? s.entryWide : s.entryCompact]
    .filter(Boolean)
    .join(' ');
  return (
    <li>
      <Link
        href={`/loads/${load.loadId}`}
        className={className}
        aria-label={loadEntryName(load)}
        title={timeSpan(load)}
      >
        {wide && <span className={s.entryTime}>{timeSpan(load)}</span>}#{load.loadId}
        <span className={wide ? undefined : s.entryDetail}>
          {' '}
          ·{' '}
          <span className={load.carrierName ? undefined : s.noCarrier}>
            {load.carrierName ?? 'No Carrier'}
          </span>{' '}
          · {stopCountText(load.stopCount)}
        </span>
      </Link>
    </li>
  );
}
