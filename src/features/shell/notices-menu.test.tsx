import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignInResult } from '#contract/identity';
import type { MyNotices } from '#contract/notice';
import { authStorageKey } from '#machines/session/auth-store';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { carrierAuth, customerAuth, employeeAuth } from '../../testing/auth-fixtures';
import { MemoryStorage } from '../../testing/memory-storage';
import { renderWithRuntime } from '../../testing/render-with-runtime';
import { json, type RouteTable } from '../../testing/table-fetch';
import { NoticesMenu } from './notices-menu';

configure({ asyncUtilTimeout: 3000 });

// The header menus fetch their Radix code on first use (shell-menu.tsx); compiling it here, not inside the
// first test that opens one, keeps that test within its time on a busy machine.
beforeAll(() => import('#ui/components/dropdown-menu/dropdown-menu'), 60_000);

const mine = 'GET /api/Notices/getMine';
const markRead = 'POST /api/Notices/markRead';
const notice = {
  staffNoticeId: 5,
  kind: 'stopIssue' as const,
  loadId: 21,
  text: 'Stop 1 of load #21 (Napa, CA) has an issue: Dock closed',
  dateAdded: '2026-11-27T10:00:00.000Z',
  readAt: null,
};
const unreadOne: MyNotices = { unread: 1, items: [notice] };
const allRead: MyNotices = { unread: 0, items: [{ ...notice, readAt: '2026-11-27T10:05:00.000Z' }] };

const render = (auth: SignInResult, routes: RouteTable = {}) => {
  const storage = new MemoryStorage();
  storage.setItem(authStorageKey, JSON.stringify(auth));
  return renderWithRuntime(<NoticesMenu auth={auth} />, {
    storage,
    routes: { [mine]: () => json(unreadOne), ...routes },
  });
};

describe('Notices bell', () => {
  it('shows staff the unread count, the notices, and marks them read', async () => {
    let answer = unreadOne;
    const view = render(employeeAuth(), {
      [mine]: () => json(answer),
      [markRead]: () => ((answer = allRead), json(allRead)),
    });
    const button = await screen.findByRole('button', { name: 'Notices, 1 unread notice' });
    await expectNoAxeViolations(view.container);
    await view.user.click(button);
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: /Stop 1 of load #21 .* Dock closed/ })).toBeInTheDocument();
    await view.user.click(menu.getByRole('menuitem', { name: 'Mark all read' }));
    await waitFor(() => expect(view.callsTo(markRead)).toHaveLength(1));
    expect(view.callsTo(markRead)[0]!.body).toEqual({});
    expect(await screen.findByRole('button', { name: 'Notices' })).toBeInTheDocument();
  });

  it('is not there for customers and carriers, who never ask for notices', async () => {
    for (const auth of [customerAuth(), carrierAuth()]) {
      const view = render(auth);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('button', { name: /^Notices/ })).not.toBeInTheDocument();
      expect(view.callsTo(mine)).toHaveLength(0);
      view.unmount();
    }
  });
});
