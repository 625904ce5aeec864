import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boardFigureDefs, type Board } from '#contract/board';
import { Permission as P } from '#contract/permissions';
import { authStorageKey } from '#machines/session/auth-store';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { adminAuth } from '../../testing/auth-fixtures';
import { MemoryStorage } from '../../testing/memory-storage';
import { renderWithRuntime } from '../../testing/render-with-runtime';
import { json } from '../../testing/table-fetch';
import { BoardPage, boardTexts } from './board-page';

configure({ asyncUtilTimeout: 3000 });

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

  it('says when the day is quiet, and reads the range from the address', async () => {
    const page = open(board({}), '/board?within=7');
    expect(await screen.findByText(boardTexts.quiet)).toBeInTheDocument();
    expect(page.callsTo('GET /api/Board/getBoard')[0]!.query.get('neededWithinDays')).toBe('7');
    expect(screen.getByLabelText(boardTexts.neededWithin)).toHaveValue('7');
  });
});
