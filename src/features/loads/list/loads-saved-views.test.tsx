import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListQuery } from '#contract/list-query';
import { LoadStatus } from '#contract/load-status';
import { Permission as P } from '#contract/permissions';
import { savedViewTexts, type SavedView, type SavedViewState } from '#contract/saved-view';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { LoadsPage } from './loads-page';
import { answerListQuery } from '../../../testing/memory-list';
import { adminAuth } from '../../../testing/auth-fixtures';
import { json, type RouteTable } from '../../../testing/table-fetch';
import {
  columnHeaders,
  listTable,
  renderListPage,
} from '../../../shared/business-lists/testing/render-list-page';

configure({ asyncUtilTimeout: 3000 });

const getItems = 'POST /api/Loads/getItems';
const getViews = 'GET /api/SavedViews/getItems';
const create = 'POST /api/SavedViews/create';

const rows = [20, 19, 18].map((loadId) => ({
  loadId,
  refLoadStatusId: loadId === 19 ? LoadStatus.Planned : LoadStatus.Booked,
  carrierName: loadId === 18 ? 'Sierra Logistics' : 'Columbia Express',
  trailerNumber: `TR-${loadId}`,
}));
const planned: SavedViewState = {
  visibleColumns: ['loadId', 'carrierName', 'trailerNumber', 'dockDoor'],
  sortColumns: [{ sortBy: 'loadId', isSortAscending: true }],
  filterText: '',
  filters: [],
  pagerLetter: null,
};
const view = (savedViewId: number, over: Partial<SavedView> = {}): SavedView => ({
  savedViewId,
  listKey: 'loads-list',
  name: 'Oldest first',
  shared: true,
  ownerName: 'Sam Ortiz',
  mine: false,
  state: planned,
  dateModified: '2026-11-27T08:00:00.000Z',
  ...over,
});

function open(routes: RouteTable = {}, url?: string) {
  const server: RouteTable = {
    [getItems]: ({ body }) => json(answerListQuery(rows, body as ListQuery, ['carrierName'])),
    [getViews]: () => json([view(7)]),
    ...routes,
  };
  const page = renderListPage(<LoadsPage />, {
    auth: adminAuth([P.PortalAccess, P.LoadView]),
    routes: server,
    url,
  });
  const queries = () => page.callsTo(getItems).map((r) => r.body as ListQuery);
  return { ...page, lastQuery: () => queries().at(-1)! };
}

describe('the list header’s saved views', () => {
  it('applies a colleague’s shared view: its columns and sort, a note for the column gone, its link', async () => {
    const page = open();
    await listTable('Loads').findByText('TR-20');
    await page.user.click(screen.getByRole('button', { name: 'Views' }));
    const popover = await screen.findByRole('dialog', { name: 'Loads views' });
    expect(within(popover).getByText('Shared by Sam Ortiz')).toBeInTheDocument();
    await page.user.click(within(popover).getByRole('button', { name: 'Oldest first' }));
    await waitFor(() =>
      expect(page.lastQuery().sortColumns).toEqual([{ sortBy: 'loadId', isSortAscending: true }]),
    );
    expect(columnHeaders('Loads')).toEqual(['Load #', 'Carrier', 'Trailer #']);
    expect(screen.getByText(savedViewTexts.unknownColumn(['dockDoor']))).toBeInTheDocument();
    expect(page.history.at(-1)).toContain('view=7');
    expect(screen.getByRole('button', { name: 'Views: Oldest first' })).toBeInTheDocument();
    await expectNoAxeViolations(page.container);
  });

  it('saves the list as it is now under a name, shared with the team', async () => {
    const page = open({
      [create]: ({ body }) =>
        json(view(8, { ...(body as Partial<SavedView>), mine: true, ownerName: 'Dana Whitaker' })),
    });
    await listTable('Loads').findByText('TR-20');
    await page.user.click(screen.getByRole('button', { name: 'Views' }));
    const popover = await screen.findByRole('dialog', { name: 'Loads views' });
    await page.user.type(within(popover).getByLabelText('Name'), 'My late loads');
    await page.user.click(within(popover).getByRole('checkbox', { name: 'Share with my team' }));
    await page.user.click(within(popover).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(page.callsTo(create)).toHaveLength(1));
    expect(page.callsTo(create)[0]!.body).toMatchObject({
      listKey: 'loads-list',
      name: 'My late loads',
      shared: true,
      state: { sortColumns: [{ sortBy: 'loadId', isSortAscending: false }], filterText: '' },
    });
    expect(await within(popover).findByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/?\?view=8$/),
    );
    expect(within(popover).getByRole('button', { name: 'Save over “My late loads”' })).toBeInTheDocument();
  });

  it('opens the view its link names, and says so when it is not shared with me', async () => {
    const page = open({}, '/loads?view=7');
    await waitFor(() =>
      expect(page.lastQuery().sortColumns).toEqual([{ sortBy: 'loadId', isSortAscending: true }]),
    );
    page.unmount();
    const other = open({}, '/loads?view=99');
    await listTable('Loads').findByText('TR-20');
    await other.user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByText(savedViewTexts.notShared)).toBeInTheDocument();
  });
});
