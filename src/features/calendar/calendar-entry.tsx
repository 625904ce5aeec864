import { Link } from 'wouter';
import type { CalendarLoad } from '#contract/calendar';
import { loadStatusTone } from '#contract/load-status';
import { loadEntryName, stopCountText, timeSpan } from './calendar-format';
import * as s from './calendar.css';

/** One load on a day: load #, carrier and stop count, coloured by status; opens the load's page. */
export function CalendarEntry({ load, wide = false }: { load: CalendarLoad; wide?: boolean }) {
  const className = [s.entry[loadStatusTone(load.refLoadStatusId)], wide && s.entryWide]
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
        {wide && <span className={s.entryTime}>{timeSpan(load)}</span>}#{load.loadId} ·{' '}
        <span className={load.carrierName ? undefined : s.noCarrier}>{load.carrierName ?? 'No Carrier'}</span>{' '}
        · {stopCountText(load.stopCount)}
      </Link>
    </li>
  );
}
