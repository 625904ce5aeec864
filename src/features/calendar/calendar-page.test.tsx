import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarResponse } from '#contract/calendar';
import { LoadStatus } from '#contract/load-status';
import { Permission } from '#contract/permissions';
import { authStorageKey } from '#machines/session/auth-store';
import { calendarLoad } from '#machines/testing/calendar-fixture';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { adminAuth } from '../../testing/auth-fixtures';
import { MemoryStorage } from '../../testing/memory-storage';
import { renderWithRuntime } from '../../testing/render-with-runtime';
import { errorResponse, json, type RecordedRequest } from '../../testing/table-fetch';
import { CalendarPage } from './calendar-page';

configure({ asyncUtilTimeout: 3000 });
const call = 'GET /api/Loads/getCalendarItems';

const load = calendarLoad;
const busyDay = [
  load(7),
  load(8, { carrierName: null, refLoadStatusId: LoadStatus.Planned }),
  load(9),
  load(10),
  load(11),
];

/** Sep 4 holds five loads; each answer keeps to perDay as the server does. */
const server = (q: RecordedRequest): Response => {
  const from = q.query.get('from')!;
  const to = q.query.get('to')!;
  const perDay = Number(q.query.get('perDay') ?? 500);
  const days =
    from <= '2025-09-04' && '2025-09-04' <= to
      ? [{ date: '2025-09-04', total: 5, loads: busyDay.slice(0, perDay) }]
      : [];
  return json({ from, to, timeZone: 'America/Los_Angeles', days } satisfies CalendarResponse);
};

function open(url = '/calendar?viewMode=month&date=2025-09-04', answer = server) {
  // The page reads its query through wouter's browser search hook.
  window.history.replaceState(null, '', url);
  const storage = new MemoryStorage();
  storage.setItem(authStorageKey, JSON.stringify(adminAuth([Permission.PortalAccess, Permission.LoadView])));
  const view = renderWithRuntime(<CalendarPage />, { storage, url, routes: { [call]: answer } });
  const queries = () => view.callsTo(call).map((r) => Object.fromEntries(r.query));
  return { ...view, queries };
}
afterEach(() => window.history.replaceState(null, '', '/'));

describe('Load calendar', () => {
  it('shows a month of days with loads by status, load #, carrier and stops, and "+N more"', async () => {
    const view = open();
    const grid = await screen.findByRole('grid', { name: 'Loads, September 2025' });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    expect(view.queries()[0]).toEqual({ from: '2025-08-31', to: '2025-10-11', perDay: '3' });
    const day = await within(grid).findByRole('gridcell', { name: 'Thursday, September 4, 2025, 5 loads' });
    const link = within(day).getByRole('link', { name: 'Load #7, Booked, Coastline Freight, 2 stops' });
    expect(link).toHaveAttribute('href', '/loads/7');
    expect(within(day).getByRole('link', { name: /^Load #8, Planned, No Carrier/ })).toHaveTextContent(
      'No Carrier',
    );
    expect(within(day).getAllByRole('link')).toHaveLength(3);
    expect(day).toHaveAttribute('tabindex', '0');
    await expectNoAxeViolations(view.container);

    await view.user.click(
      within(day).getByRole('button', { name: '2 more loads on Thursday, September 4, 2025' }),
    );
    const popover = await screen.findByRole('dialog', { name: 'Loads on Thursday, September 4, 2025' });
    expect(await within(popover).findAllByRole('link')).toHaveLength(5);
    expect(view.queries().at(-1)).toEqual({ from: '2025-09-04', to: '2025-09-04' });
    expect(within(popover).getAllByText(/8:00 AM – 11:00 AM/)).toHaveLength(5);
  });

  it('gives a phone-width month cell a count listing the day, and its longest load number to fit (issue #25)', async () => {
    // jsdom lays nothing out: the container queries that choose numbers or the count are the e2e test's
    // (tests/e2e/calendar-phone.spec.ts); here, what they choose between.
    const view = open();
    const grid = await screen.findByRole('grid', { name: 'Loads, September 2025' });
    const day = await within(grid).findByRole('gridcell', { name: 'Thursday, September 4, 2025, 5 loads' });
    expect(day).toHaveAttribute('data-id-length', '1');
    // A narrow cell hides all but the number; the link's name still says everything.
    const link = within(day).getByRole('link', { name: 'Load #7, Booked, Coastline Freight, 2 stops' });
    const detail = link.lastElementChild!;
    expect(detail).toHaveTextContent(/^· Coastline Freight · 2 stops$/);
    expect(link.textContent!.replace(detail.textContent!, '')).toBe('#7');
    const count = within(day).getByRole('button', { name: '5 loads on Thursday, September 4, 2025' });
    expect(count).toHaveTextContent(/^5 loads$/);
    // A day without loads offers no count; the week view, whose entries are wide, none at all.
    const empty = within(grid).getByRole('gridcell', { name: 'Friday, September 5, 2025, 0 loads' });
    expect(within(empty).queryByRole('button')).toBeNull();

    await view.user.click(count);
    const popover = await screen.findByRole('dialog', { name: 'Loads on Thursday, September 4, 2025' });
    expect(await within(popover).findAllByRole('link')).toHaveLength(5);
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(count).toHaveFocus());

    await view.user.click(screen.getByRole('button', { name: 'Week' }));
    const week = await screen.findByRole('grid', { name: 'Loads, Aug 31 – Sep 6, 2025' });
    const weekDay = await within(week).findByRole('gridcell', { name: /^Thursday, September 4, 2025/ });
    await within(weekDay).findAllByRole('link');
    expect(weekDay).not.toHaveAttribute('data-id-length');
    expect(within(weekDay).queryByRole('button', { name: /^\d+ loads on/ })).toBeNull();
  });

  it('moves by month, week and day, writing each move into the URL', async () => {
    const view = open();
    await screen.findByRole('grid', { name: 'Loads, September 2025' });
    await view.user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('grid', { name: 'Loads, October 2025' })).toBeInTheDocument();
    expect(view.navigations.at(-1)).toBe('/calendar?viewMode=month&date=2025-10-04');
    await view.user.click(screen.getByRole('button', { name: 'Week' }));
    expect(await screen.findByRole('grid', { name: 'Loads, Sep 28 – Oct 4, 2025' })).toBeInTheDocument();
    expect(view.navigations.at(-1)).toBe('/calendar?viewMode=week&date=2025-10-04');
    expect(view.queries().at(-1)).toEqual({ from: '2025-09-28', to: '2025-10-04', perDay: '12' });
    await view.user.click(screen.getByRole('button', { name: 'Previous week' }));
    const week = await screen.findByRole('grid', { name: 'Loads, Sep 21 – Sep 27, 2025' });
    expect(within(week).getAllByRole('gridcell')).toHaveLength(7);
    await view.user.click(screen.getByRole('button', { name: 'Day' }));
    expect(
      await screen.findByRole('grid', { name: 'Loads, Saturday, September 27, 2025' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves between days with the arrow keys and opens a day with Enter', async () => {
    const view = open('/calendar?viewMode=week&date=2025-09-04');
    const grid = await screen.findByRole('grid', { name: 'Loads, Aug 31 – Sep 6, 2025' });
    const thursday = within(grid).getByRole('gridcell', { name: /^Thursday, September 4, 2025/ });
    thursday.focus();
    await view.user.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2025-09-05'));
    expect(view.navigations.at(-1)).toBe('/calendar?viewMode=week&date=2025-09-05');
    await view.user.keyboard('{ArrowRight}{ArrowRight}');
    // Past Saturday the next week shows, and the focus stays on the day.
    expect(await screen.findByRole('grid', { name: 'Loads, Sep 7 – Sep 13, 2025' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2025-09-07'));
    await view.user.keyboard('{Enter}');
    expect(await screen.findByRole('grid', { name: 'Loads, Sunday, September 7, 2025' })).toBeInTheDocument();
  });

  it('filters by designation and current loads', async () => {
    const view = open();
    await screen.findByRole('grid', { name: 'Loads, September 2025' });
    await view.user.click(screen.getByRole('checkbox', { name: 'Current loads only' }));
    await waitFor(() => expect(view.queries().at(-1)).toMatchObject({ currentOnly: 'true' }));
    await view.user.click(screen.getByRole('button', { name: 'Designations: All' }));
    await view.user.click(await screen.findByRole('checkbox', { name: 'California' }));
    await waitFor(() =>
      expect(view.queries().at(-1)).toMatchObject({ designation: '2', currentOnly: 'true' }),
    );
    expect(screen.getByRole('button', { name: 'Designations: 1' })).toBeInTheDocument();
  });

  it('says why the loads could not be read, and retries', async () => {
    let fail = true;
    open('/calendar?viewMode=day&date=2025-09-04', (q) =>
      fail ? errorResponse(500, 'Server error') : server(q),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    fail = false;
    await screen.findByRole('button', { name: 'Retry' }).then((b) => b.click());
    expect(await screen.findByRole('link', { name: /^Load #11/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
