import type { CalendarLoad } from '#contract/calendar';
import { LoadStatus } from '#contract/load-status';

/** A Booked load on the calendar: Coastline Freight's, two stops on 4 September 2025, placed by its stop window. */
export const calendarLoad = (loadId: number, over: Partial<CalendarLoad> = {}): CalendarLoad => ({
  loadId,
  refLoadStatusId: LoadStatus.Booked,
  refLoadDesignationId: 2,
  carrierId: 4,
  carrierName: 'Coastline Freight',
  stopCount: 2,
  start: '2025-09-04T15:00:00.000Z',
  end: '2025-09-04T18:00:00.000Z',
  byStopWindow: true,
  ...over,
});
