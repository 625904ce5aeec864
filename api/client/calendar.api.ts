import { calendarResponseSchema, type CalendarQueryInput } from '#contract/calendar';
import { loadPaths } from '#contract/paths';
import type { HttpClient } from './http-client';

/** The load calendar's call (not in the spec; decision 043). */
export const createCalendarApi = (http: HttpClient) => ({
  /** Loads on the days from `from` to `to` (business time zone); null when aborted. */
  getCalendarItems: (query: CalendarQueryInput, signal?: AbortSignal) =>
    http.get(loadPaths.getCalendarItems, {
      query: {
        from: query.from,
        to: query.to,
        designation: query.designation?.length ? query.designation.join(',') : undefined,
        currentOnly: query.currentOnly ? 'true' : undefined,
        perDay: query.perDay,
      },
      schema: calendarResponseSchema,
      signal,
    }),
});

export type CalendarApi = ReturnType<typeof createCalendarApi>;
