import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, boardFigureDefs, type Board } from '#contract/board';
import { currentLoadStatuses, LoadStatus } from '#contract/load-status';
import { Permission as P } from '#contract/permissions';
import { authStorageKey } from '#machines/session/auth-store';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { adminAuth } from '../../testing/auth-fixtures';
import { MemoryStorage } from '../../testing/memory-storage';
import { renderWithRuntime } from '../../testing/render-with-runtime';
import { json } from '../../testing/table-fetch';
import { chartTexts, loadsAheadHref } from './board-charts';
import { BoardPage, boardTexts } from './board-page';

configure({ asyncUtilTimeout: 3000 });

const week = { from: '2026-11-21T06:00:00.000Z', until: '2026-11-28T06:00:00.000Z' };
const month = { from: '2026-10-29T06:00:00.000Z', until: '2026-11-28T06:00:00.000Z' };

const board = (counts: Record<string, number>): Board => ({
  computedAt: '2026-11-27T16:05:00.000Z',
  today: '2026-11-27',
  neededWithinDays: 3,
  figures: boardFigureDefs('2026-11-27', 3).map((d) => ({
    id: d.id,
    label: d.label,
    count: counts[d.id] ?? 0,
    path: d.path,
    filters: d.filters,
  })),
  onTimeRates: [
    { stopType: 'pickup', days: 7, ...week, done: 8, onTime: 6 },
    { stopType: 'pickup', days: 30, ...month, done: 0, onTime: 0 },
    { stopType: 'delivery', days: 7, ...week, done: 3, onTime: 3 },
    { stopType: 'delivery', days: 30, ...month, done: 12, onTime: 10 },
  ],
  onTimeByDay: Array.from({ length: 30 }, (_, i) => ({
    day: addDays('2026-10-29', i),
    from: `${addDays('2026-10-29', i)}T06:00:00.000Z`,
    until: `${addDays('2026-10-29', i + 1)}T06:00:00.000Z`,
    pickupsDone: i === 29 ? 5 : 0,
    pickupsOnTime: i === 29 ? 4 : 0,
    deliveriesDone: i === 28 ? 2 : 0,
    deliveriesOnTime: i === 28 ? 1 : 0,
  })),
  loadsAhead: Array.from({ length: 7 }, (_, i) => addDays('2026-11-27', i)).flatMap((day, i) =>
    currentLoadStatuses.map((status) => ({
      day,
      status,
      count: i === 1 && status === LoadStatus.Booked ? 6 : 0,
    })),
  ),
});

function open(answer: Board, url = '/board') {
  const storage = new MemoryStorage();
  storage.setItem(authStorageKey, JSON.stringify(adminAuth([P.PortalAccess, P.LoadView])));
  return renderWithRuntime(<BoardPage />, {
    storage,
    url,
    routes: { 'GET /api/Board/getBoard': () => json(answer) },
  });
}

describe('the board', () => {
  it('shows each figure as a link to its list, filtered, with when it was computed', async () => {
    const page = open(board({ issueLoads: 3, lateLoads: 2, loadsToday3: 4 }));
    const issues = await screen.findByRole('link', { name: /3\s*loads with a stop with an issue/ });
    const href = new URL(issues.getAttribute('href')!, 'http://portal.test');
    expect(href.pathname).toBe('/loads');
    expect(JSON.parse(href.searchParams.get('filters')!)).toEqual([
      [{ property: 'hasStopIssue', value: true, compareType: 5, operatorType: 1 }],
    ]);
    expect(screen.getByText(/^Computed at /)).toBeInTheDocument();
    expect(screen.queryByText(boardTexts.quiet)).not.toBeInTheDocument();
    // The chart's table alternative, for screen readers.
    const table = screen.getByRole('table', { name: boardTexts.today });
    expect(within(table).getByRole('row', { name: 'Booked 4' })).toBeInTheDocument();
    expect(page.callsTo('GET /api/Board/getBoard')[0]!.query.get('neededWithinDays')).toBe('3');
    await expectNoAxeViolations(page.container);
  });

  it('shows the on-time rates with each count a link to its loads, and both charts as tables of links', async () => {
    const page = open(board({}));
    expect(await screen.findByText('75%')).toBeInTheDocument();
    const rate = screen.getByText('75%').closest('div')!;
    const filtersOf = (link: HTMLElement) => {
      const href = new URL(link.getAttribute('href')!, 'http://portal.test');
      expect(href.pathname).toBe('/loads');
      // Every load, delivered ones too: the list opens on the grouping All.
      expect(href.searchParams.get('group')).toBe('4');
      return JSON.parse(href.searchParams.get('filters')!) as { property: string; value: unknown }[][];
    };
    const done = within(rate).getByRole('link', { name: '8 loads picked up' });
    expect(filtersOf(done)).toEqual([
      [
        {
          property: 'lastPickupAt',
          value: [week.from, '2026-11-28T05:59:59.999Z'],
          compareType: 3,
          operatorType: 15,
        },
      ],
    ]);
    expect(filtersOf(within(rate).getByRole('link', { name: '6 on time' }))[0]![1]).toMatchObject({
      property: 'pickupsOnTime',
      value: true,
    });
    expect(filtersOf(within(rate).getByRole('link', { name: '2 late' }))[0]![1]).toMatchObject({
      property: 'pickupsOnTime',
      value: false,
    });
    expect(screen.getByRole('link', { name: '0 loads picked up' })).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('83%').parentElement).toHaveTextContent('83% on-time deliveries, last 30 days');
    expect(screen.getByRole('link', { name: '12 loads delivered' })).toBeInTheDocument();

    const onTime = screen.getByRole('table', { name: chartTexts.onTime });
    expect(within(onTime).getAllByRole('row')).toHaveLength(31);
    const today = within(onTime).getByRole('row', { name: '2026-11-27 4 1 0 0' });
    const late = within(today).getByRole('link', { name: '1' });
    expect(filtersOf(late)[0]).toMatchObject([
      { property: 'lastPickupAt', value: ['2026-11-27T06:00:00.000Z', '2026-11-28T05:59:59.999Z'] },
      { property: 'pickupsOnTime', value: false },
    ]);
    expect(within(onTime).getByRole('row', { name: '2026-11-26 0 0 1 1' })).toBeInTheDocument();
    const ahead = screen.getByRole('table', { name: chartTexts.ahead });
    expect(
      within(ahead)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Open', 'Hold', 'Booked', 'In Transit', 'Planned']);
    const booked = within(ahead).getByRole('row', { name: '2026-11-28 0 0 6 0 0' });
    expect(within(booked).getByRole('link', { name: '6' })).toHaveAttribute(
      'href',
      loadsAheadHref('2026-11-28', LoadStatus.Booked),
    );
    // The bars link too, for the pointer, outside the tab order of the hidden picture.
    const bars = page.container.querySelectorAll('svg a');
    expect(bars).toHaveLength(5);
    for (const bar of bars) expect(bar.getAttribute('tabindex')).toBe('-1');
    // The pictures are for the eye only.
    for (const svg of page.container.querySelectorAll('svg'))
      expect(svg.getAttribute('aria-hidden')).toBe('true');
    await expectNoAxeViolations(page.container);
  });

  it('says when the day is quiet, and reads the range from the address', async () => {
    const page = open(board({}), '/board?within=7');
    expect(await screen.findByText(boardTexts.quiet)).toBeInTheDocument();
    expect(page.callsTo('GET /api/Board/getBoard')[0]!.query.get('neededWithinDays')).toBe('7');
    expect(screen.getByLabelText(boardTexts.neededWithin)).toHaveValue('7');
  });
});
