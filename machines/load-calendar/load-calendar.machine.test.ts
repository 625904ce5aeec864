import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CalendarQueryInput, CalendarResponse } from '#contract/calendar';
import { calendarWindow, stepDate, visibleDays } from './calendar-dates';
import { loadCalendarMachine } from './load-calendar.machine';
import { hiddenCount, selectMore, selectShownDays } from './load-calendar.selectors';

const answer = (q: CalendarQueryInput): CalendarResponse => ({
  from: q.from,
  to: q.to,
  timeZone: 'America/Los_Angeles',
  days: [
    {
      date: q.from,
      total: 5,
      loads: [
        {
          loadId: 1,
          refLoadStatusId: 1,
          refLoadDesignationId: null,
          carrierId: null,
          carrierName: null,
          stopCount: 0,
          start: `${q.from}T16:00:00.000Z`,
          end: `${q.from}T16:00:00.000Z`,
          byStopWindow: false,
        },
      ],
    },
  ],
});

function start(viewMode: 'month' | 'week' | 'day' = 'month', date = '2025-09-04') {
  const calls: CalendarQueryInput[] = [];
  const urls: { url: string; replace: boolean }[] = [];
  const url = (c: { viewMode: string; date: string }) => `viewMode=${c.viewMode}&date=${c.date}`;
  const actor = createActor(
    loadCalendarMachine.provide({
      actors: {
        fetchCalendar: fromPromise<CalendarResponse | null, CalendarQueryInput>(({ input }) => {
          calls.push(input);
          return Promise.resolve(answer(input));
        }),
      },
      actions: {
        pushUrl: ({ context }) => void urls.push({ url: url(context), replace: false }),
        replaceUrl: ({ context }) => void urls.push({ url: url(context), replace: true }),
      },
    }),
    { input: { viewMode, date, today: '2025-09-04' } },
  ).start();
  const settled = () => waitFor(actor, (s) => s.matches({ data: 'ready' }));
  return { actor, calls, urls, settled };
}

describe('calendar dates', () => {
  it('shows six weeks from the Sunday before the 1st, a Sunday-to-Saturday week, or the day', () => {
    expect(calendarWindow('month', '2025-09-17')).toEqual({ from: '2025-08-31', to: '2025-10-11' });
    expect(calendarWindow('week', '2025-09-04')).toEqual({ from: '2025-08-31', to: '2025-09-06' });
    expect(visibleDays('day', '2025-09-04')).toEqual(['2025-09-04']);
    expect(stepDate('month', '2025-01-31', 1)).toBe('2025-02-28');
    expect(stepDate('week', '2025-09-04', -1)).toBe('2025-08-28');
  });
});

describe('load calendar', () => {
  it('reads the window of its view with the per-day limit that fits', async () => {
    const { calls, settled, actor } = start('month');
    await settled();
    expect(calls).toEqual([
      { from: '2025-08-31', to: '2025-10-11', designation: [], currentOnly: false, perDay: 3 },
    ]);
    const days = selectShownDays(actor.getSnapshot());
    expect(days).toHaveLength(42);
    expect(hiddenCount(days[0]!)).toBe(4);
  });

  it('pushes each move to the URL, and follows the URL back without pushing', async () => {
    const { actor, calls, urls, settled } = start('week');
    await settled();
    actor.send({ type: 'calendar.next' });
    await settled();
    actor.send({ type: 'calendar.viewChanged', viewMode: 'day' });
    await settled();
    expect(urls).toEqual([
      { url: 'viewMode=week&date=2025-09-11', replace: false },
      { url: 'viewMode=day&date=2025-09-11', replace: false },
    ]);
    // Back: the URL says the week view again; the calendar follows and writes nothing.
    actor.send({ type: 'url.changed', viewMode: 'week', date: '2025-09-11' });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ viewMode: 'week', date: '2025-09-11' });
    expect(urls).toHaveLength(2);
    expect(calls.map((c) => c.from)).toEqual(['2025-08-31', '2025-09-07', '2025-09-11', '2025-09-07']);
    actor.send({ type: 'calendar.today' });
    await settled();
    expect(actor.getSnapshot().context.date).toBe('2025-09-04');
  });

  it('moves the keyboard focus within the window without reading, and replaces the URL', async () => {
    const { actor, calls, urls, settled } = start('week');
    await settled();
    actor.send({ type: 'calendar.focusMoved', date: '2025-09-05' });
    expect(actor.getSnapshot().matches({ data: 'ready' })).toBe(true);
    expect(calls).toHaveLength(1);
    expect(urls).toEqual([{ url: 'viewMode=week&date=2025-09-05', replace: true }]);
    actor.send({ type: 'calendar.focusMoved', date: '2025-09-07' });
    await settled();
    expect(calls.at(-1)?.from).toBe('2025-09-07');
  });

  it('reads again with the filters, and lists a whole day for "+N more"', async () => {
    const { actor, calls, settled } = start('month');
    await settled();
    actor.send({ type: 'filters.designationChanged', designation: [3, 1] });
    await settled();
    actor.send({ type: 'filters.currentOnlyChanged', currentOnly: true });
    await settled();
    expect(calls.at(-1)).toMatchObject({ designation: [1, 3], currentOnly: true, perDay: 3 });
    actor.send({ type: 'more.open', date: '2025-08-31' });
    await waitFor(actor, (s) => s.matches({ more: 'open' }));
    expect(calls.at(-1)).toEqual({
      from: '2025-08-31',
      to: '2025-08-31',
      designation: [1, 3],
      currentOnly: true,
    });
    expect(selectMore(actor.getSnapshot())).toMatchObject({
      date: '2025-08-31',
      loading: false,
      error: null,
    });
    actor.send({ type: 'calendar.next' });
    expect(selectMore(actor.getSnapshot())).toBeNull();
  });

  it('says why a read failed, and retries', async () => {
    let fail = true;
    const actor = createActor(
      loadCalendarMachine.provide({
        actors: {
          fetchCalendar: fromPromise<CalendarResponse | null, CalendarQueryInput>(({ input }) =>
            fail ? Promise.reject(new Error('Network error')) : Promise.resolve(answer(input)),
          ),
        },
      }),
      { input: { viewMode: 'day', date: '2025-09-04', today: '2025-09-04' } },
    ).start();
    await waitFor(actor, (s) => s.matches({ data: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe('Network error');
    fail = false;
    actor.send({ type: 'calendar.retry' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    expect(actor.getSnapshot().context.days['2025-09-04']?.total).toBe(5);
  });
});
