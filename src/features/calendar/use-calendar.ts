import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { createCalendarApi } from '#client/calendar.api';
import {
  calendarViewModeSchema,
  type CalendarQueryInput,
  type CalendarResponse,
  type CalendarViewMode,
} from '#contract/calendar';
import { parseDate } from '#machines/load-calendar/calendar-dates';
import { businessToday } from '../../shared/format/business-zone';
import { loadCalendarMachine } from '#machines/load-calendar/load-calendar.machine';
import * as select from '#machines/load-calendar/load-calendar.selectors';
import { fromCall } from '../../app/from-call';
import { useRuntime } from '../../app/runtime-context';

type Snapshot = Parameters<typeof select.selectViewMode>[0];

export const calendarPath = '/calendar';
export const calendarUrl = (viewMode: CalendarViewMode, date: string) =>
  `${calendarPath}?viewMode=${viewMode}&date=${date}`;

/** The view and day of a /calendar query; month and today where it names none (or nonsense). */
export function readCalendarQuery(search: string, today: string) {
  const params = new URLSearchParams(search);
  const viewMode = calendarViewModeSchema.safeParse(params.get('viewMode'));
  return {
    viewMode: viewMode.success ? viewMode.data : 'month',
    date: parseDate(params.get('date')) ?? today,
  };
}

const selectView = (s: Snapshot) => ({
  viewMode: select.selectViewMode(s),
  date: select.selectDate(s),
  today: select.selectToday(s),
  days: select.selectShownDays(s),
  loading: select.selectLoading(s),
  error: select.selectError(s),
  designation: select.selectDesignation(s),
  currentOnly: select.selectCurrentOnly(s),
  more: select.selectMore(s),
});
export type CalendarViewState = ReturnType<typeof selectView>;

/**
 * Wires the load calendar: the machine reads loads through the calendar call and writes its view and day
 * into the URL (a push per move, a replace for keyboard focus); back and forward feed the URL back.
 */
export function useCalendar() {
  const runtime = useRuntime();
  const search = useSearch();
  const today = useMemo(() => businessToday(), []);
  const api = useMemo(() => createCalendarApi(runtime.services.http), [runtime]);
  const initial = readCalendarQuery(search, today);
  const actor = useActorRef(
    loadCalendarMachine.provide({
      actors: {
        fetchCalendar: fromCall<CalendarResponse | null, CalendarQueryInput>(({ input, signal }) =>
          api.getCalendarItems(input, signal),
        ),
      },
      actions: {
        pushUrl: ({ context }) => runtime.navigate(calendarUrl(context.viewMode, context.date)),
        replaceUrl: ({ context }) =>
          runtime.navigate(calendarUrl(context.viewMode, context.date), { replace: true }),
      },
    }),
    { input: { ...initial, today }, inspect: runtime.inspect },
  );
  useEffect(() => {
    actor.send({ type: 'url.changed', ...readCalendarQuery(search, today) });
  }, [actor, search, today]);
  const view = useSelector(actor, selectView, shallowEqual);
  return { ...view, send: actor.send, openLoad: (loadId: number) => runtime.navigate(`/loads/${loadId}`) };
}
export type CalendarProps = ReturnType<typeof useCalendar>;
