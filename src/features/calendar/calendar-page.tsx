import { CalendarView } from './calendar-view';
import { useCalendar } from './use-calendar';

/** /calendar?viewMode=month|week|day&date=YYYY-MM-DD: the load calendar (decision 043). */
export function CalendarPage() {
  return <CalendarView {...useCalendar()} />;
}
